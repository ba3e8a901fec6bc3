/** The owners' audit log: filtered by action and administrator, paged by id, refusing unknown filters with 400; other roles get 403. */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import audit from '#functions/admin-audit.ts';
import { recordAudit } from '#functions/_shared/admin/audit.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await createAdmin(db, 'kim');
  await createAdmin(db, 'lee', TEST_PASSWORD, 'editor');
  owner = await signIn('kim');
  await sql`TRUNCATE audit_log RESTART IDENTITY`.execute(db);
  for (let i = 0; i < 60; i++) await recordAudit(db, { username: i % 3 === 0 ? 'lee' : 'kim', action: i % 2 === 0 ? 'update' : 'create', entity: 'notice', entityId: i, summary: `#${i}` });
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

type Page = { entries: { id: number; username: string; action: string; summary: string }[]; next: number | null };
const get = async (query: string, cookie = owner) => adminRequest(audit, 'GET', `/api/admin/audit${query}`, { cookie });

describe('the audit log for owners', () => {
  it('pages newest first, 50 at a time, with no entry twice or missed', async () => {
    const first = (await (await get('')).json()) as Page;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.summary).toBe('#59');
    const second = (await (await get(`?before=${first.next}`)).json()) as Page;
    expect(second.next).toBeNull();
    expect([...first.entries, ...second.entries].map((e) => e.summary)).toEqual(Array.from({ length: 60 }, (_, i) => `#${59 - i}`));
  });

  it('filters by action and by administrator, together', async () => {
    const page = (await (await get('?action=update&username=lee')).json()) as Page;
    expect(page.entries.map((e) => e.summary)).toEqual(['#54', '#48', '#42', '#36', '#30', '#24', '#18', '#12', '#6', '#0']);
    expect(page.entries.every((e) => e.username === 'lee' && e.action === 'update')).toBe(true);
  });

  it('names a bad filter with 400, and refuses other roles with 403', async () => {
    const bad = await get('?action=dance&before=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(['action', 'before']);
    expect((await get('', await signIn('lee'))).status).toBe(403);
  });
});
