/** Largest id a Postgres `serial` (`integer`) column can hold: anything above cannot exist. */
const MAX_ID = 2_147_483_647;

/**
 * A row's id from a path or a query: a positive integer in plain digits that fits Postgres `integer`,
 * else undefined ('abc', '-1', '1.5', '1e3', ' 1', too large), which the routes answer 404. Leading
 * zeros are refused too ('07'), so each item has one address (and one cache entry).
 */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
