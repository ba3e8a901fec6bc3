/**
 * assertMigrated, the functions' check before their first query: it passes only when the expected
 * migration is recorded, refuses a database that was never migrated, and leaves other failures (a
 * database out of reach) as they are, so they keep their own answer.
 */
import { describe, expect, it } from 'vitest';
import { assertMigrated, SchemaBehindError } from '#db/client.ts';

function pool(answer: () => Promise<{ rows: unknown[] }>) {
  const seen: unknown[][] = [];
  return {
    seen,
    query: (text: string, values?: unknown[]) => {
      seen.push([text, values]);
      return answer();
    },
  };
}

const failing = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

describe('the schema check', () => {
  it('passes when the expected migration is recorded in netlify.migrations', async () => {
    const recorded = pool(async () => ({ rows: [{ '?column?': 1 }] }));
    await expect(assertMigrated(recorded, '20990101000000_next')).resolves.toBeUndefined();
    expect(recorded.seen).toEqual([['SELECT 1 FROM netlify.migrations WHERE name = $1', ['20990101000000_next']]]);
  });

  it('refuses with a 503-able error when it is not recorded yet', async () => {
    const error = await assertMigrated(pool(async () => ({ rows: [] })), '20990101000000_next').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaBehindError);
    expect(error).toMatchObject({ code: 'SCHEMA_BEHIND', message: expect.stringContaining('20990101000000_next') });
  });

  it.each(['42P01', '3F000'])('refuses a database that was never migrated (%s: no tracking table)', async (code) => {
    await expect(assertMigrated(pool(failing(code)))).rejects.toBeInstanceOf(SchemaBehindError);
  });

  it('passes any other failure on unchanged (a database out of reach answers as such)', async () => {
    await expect(assertMigrated(pool(failing('ECONNREFUSED')))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
