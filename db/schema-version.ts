/**
 * The newest migration (netlify/database/migrations) this code was written against: the functions
 * refuse to work on a database where it is not recorded yet (db/client.ts). A unit test keeps it equal
 * to the newest file there, so adding a migration means updating this line.
 */
export const EXPECTED_MIGRATION = '20261128070000_service_slugs';
