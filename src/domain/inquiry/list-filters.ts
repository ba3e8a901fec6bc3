/**
 * Bounds of the inquiry list's filters, without dependencies: the admin island imports them too
 * (its search box stops where the server's check would answer 400).
 */

/** Longest search text accepted: longer than any stored field worth matching is a mistake. */
export const MAX_QUERY_LENGTH = 200;
