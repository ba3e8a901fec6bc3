/**
 * The set-up of a suite about what the admin saves for the site to show (site settings, pages): the
 * test database, the admin environment, a stand-in build hook counting rebuild requests, the given
 * tables emptied and an owner, an editor and a staff member before each test, the owner signed in.
 * Register it before the suite's own hooks; they then see its values.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '#db/client.ts';
import { useTestDatabase } from './helpers.ts';
import { createAdmin, resetAdminTables, signIn, useAdminEnv } from './admin-test-helpers.ts';
import { startHookServer, type HookServer } from './admin-content-hooks.ts';

export interface PublishingSuite {
  db: Db;
  hook: HookServer;
  /** The signed-in owner's cookie. */
  owner: string;
}

export function usePublishingSuite(tables: readonly string[]): PublishingSuite {
  const suite = {} as PublishingSuite;
  let restoreEnv: () => void;
  const emptied = sql.raw([...tables, 'site_builds'].join(', '));
  beforeAll(async () => {
    suite.db = await useTestDatabase();
    restoreEnv = useAdminEnv();
    suite.hook = await startHookServer();
    process.env.BUILD_HOOK_URL = suite.hook.url;
  });
  beforeEach(async () => {
    await resetAdminTables(suite.db);
    await sql`TRUNCATE ${emptied} RESTART IDENTITY CASCADE`.execute(suite.db);
    suite.hook.reset();
    await createAdmin(suite.db, 'owner');
    await createAdmin(suite.db, 'editor', undefined, 'editor');
    await createAdmin(suite.db, 'staff', undefined, 'staff');
    suite.owner = await signIn('owner');
  });
  afterAll(async () => {
    delete process.env.BUILD_HOOK_URL;
    await suite.hook.close();
    restoreEnv();
    await sql`TRUNCATE ${emptied} RESTART IDENTITY CASCADE`.execute(suite.db);
    await resetAdminTables(suite.db);
    await suite.db.destroy();
  });
  return suite;
}
