/**
 * Attributes in their lower-case HTML spelling, for islands whose markup is also rendered to static
 * HTML: React's server renderer writes `autoComplete`, `maxLength` or `dateTime` as given, which the
 * HTML validity gate (rightly) refuses.
 */
export const html = (attributes: Record<string, string | number>) => attributes as object;
