import { inject } from 'vitest';
import { sql } from 'kysely';
import { createDb, resetSharedDb, type Db } from '#db/client.ts';

/** Points this test file's process (and so the functions under test) at the run's database. */
export async function useTestDatabase(): Promise<Db> {
  process.env.DATABASE_URL = inject('databaseUrl');
  await resetSharedDb();
  return createDb(inject('databaseUrl'));
}

/** Empties every table of the spec (ids restart), so each test starts from a known state. */
export async function truncateAll(db: Db): Promise<void> {
  await sql`TRUNCATE contact_inquiries, csr_posts, faqs, notices, admins, admin_login_throttle RESTART IDENTITY CASCADE`.execute(db);
}

export function get(path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, init);
}
