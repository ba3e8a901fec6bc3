/**
 * The Kysely client survives its database closing an idle pooled connection (Neon scaling to zero, a
 * restart, the local database stopping): pg emits 'error' on the pool, which would end the process
 * if nothing listened, even a script whose work is done and whose connections only sit idle.
 */
import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { createDb } from '#db/client.ts';
import { EmbeddedDatabase } from '#scripts/embedded-db/index.ts';

afterEach(() => vi.restoreAllMocks());

it('logs an idle connection the server closes instead of crashing the process', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const database = new EmbeddedDatabase();
  const url = await database.start();
  const db = createDb(url);
  await sql`select 1`.execute(db); // leaves one idle client in the pool
  await database.stop();
  await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[db\] idle connection closed: /)));
  await db.destroy();
});
