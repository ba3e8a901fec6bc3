/**
 * The functions never work on a schema older than their code: on a database that has not recorded
 * the newest migration they know (db/schema-version.ts), the first query of the process is refused,
 * a request answers 503 with a clear JSON message (never a 500, never a half-done change), and a
 * scheduled job does not run. Once the migrations are applied the next request works, with no
 * restart; after that the check is not repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSharedDb } from '#db/client.ts';
import { EXPECTED_MIGRATION } from '#db/schema-version.ts';
import faqs from '#functions/faqs.ts';
import login from '#functions/admin-login.ts';
import inquiryRetention from '#functions/inquiry-retention.ts';
import { adminRequest, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { freshDatabase, type FreshDatabase } from '../helpers/backup-fixtures.ts';
import { migrationNames } from '../helpers/scratch-schema.ts';

const getFaqs = () => faqs(new Request('http://localhost/api/faqs'));

describe('functions on a database one migration behind their code', () => {
  let fresh: FreshDatabase;
  let previousUrl: string | undefined;
  let restoreAdminEnv: () => void;

  beforeAll(async () => {
    fresh = await freshDatabase('schema_behind');
    const names = migrationNames();
    expect(names.at(-1)).toBe(EXPECTED_MIGRATION);
    await fresh.migrate(undefined, names.at(-2));
    previousUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = fresh.url;
    await resetSharedDb();
    restoreAdminEnv = useAdminEnv();
  });

  afterAll(async () => {
    restoreAdminEnv?.();
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    await resetSharedDb();
    await fresh?.drop();
  });

  it('answer a public read with 503 and a JSON message that says the migrations are pending', async () => {
    const response = await getFaqs();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('SCHEMA_BEHIND');
    expect(body.error).toMatch(/not been migrated .* pending migrations/);
  });

  it('answer an admin sign-in with the same 503', async () => {
    const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'whatever-it-is' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'SCHEMA_BEHIND' });
  });

  it('refuse to run a scheduled job', async () => {
    await expect(inquiryRetention()).rejects.toMatchObject({ code: 'SCHEMA_BEHIND', message: expect.stringContaining(EXPECTED_MIGRATION) });
  });

  it('work on the next request once the migrations are applied, without a restart', async () => {
    expect(await fresh.migrate()).toEqual([EXPECTED_MIGRATION]);
    const response = await getFaqs();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expect.anything());
  });

  it('check once per process: later requests do not ask the tracking table again', async () => {
    const client = await fresh.connect();
    try {
      await client.query('ALTER TABLE netlify.migrations RENAME TO migrations_hidden');
      expect((await getFaqs()).status).toBe(200);
    } finally {
      await client.query('ALTER TABLE netlify.migrations_hidden RENAME TO migrations');
      await client.end();
    }
  });
});
