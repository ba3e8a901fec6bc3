/**
 * Audit lines carry what happened as data, so the app words them in its reader's language: an
 * inquiry's status by its codes, its assignee by id and name, its follow-up day, a note, an export's
 * rows and filters. Lines written before there were details keep their summary; those in a form
 * earlier versions wrote are read into details, an assignee's id named from the accounts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import audit from '#functions/admin-audit.ts';
import adminContact from '#functions/admin-contact.ts';
import adminContactHistory from '#functions/admin-contact-history.ts';
import adminContactsExport from '#functions/admin-contacts-export.ts';
import adminDashboard from '#functions/admin-dashboard.ts';
import type { AuditEntry } from '#functions/_shared/admin/audit.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;
let ids: Record<'kim' | 'lee', number>;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  ids = { kim: (await createAdmin(db, 'kim')).id, lee: (await createAdmin(db, 'lee', undefined, 'staff')).id };
  owner = await signIn('kim');
  await sql`TRUNCATE audit_log RESTART IDENTITY`.execute(db);
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

async function seed(): Promise<number> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  return stored.id;
}

const patch = (id: number, body: unknown) =>
  adminRequest(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { cookie: owner, params: { id: String(id) }, body, headers: { 'If-Match': '*' } });
const entries = async (query = '') => ((await (await adminRequest(audit, 'GET', `/api/admin/audit${query}`, { cookie: owner })).json()) as { entries: AuditEntry[] }).entries;

describe('audit details', () => {
  it('record an inquiry\'s changes as data, the assignee with their name, and no visitor\'s name or note text', async () => {
    const id = await seed();
    expect((await patch(id, { status: 'in_progress' })).status).toBe(200);
    expect((await patch(id, { assignedTo: ids.lee, followUpOn: '2026-12-01' })).status).toBe(200);
    expect((await patch(id, { assignedTo: null })).status).toBe(200);
    expect((await adminRequest(adminContactHistory, 'POST', `/api/admin/contacts/${id}/history`, { cookie: owner, params: { id: String(id) }, body: { note: '김민수 님께 전화함' } })).status).toBe(201);
    expect((await adminRequest(adminContactsExport, 'GET', '/api/admin/contacts/export?status=in_progress&assignee=me&q=%EA%B9%80', { cookie: owner })).status).toBe(200);

    const newestFirst = await entries();
    expect(newestFirst.map((entry) => entry.details)).toEqual([
      { kind: 'inquiry_export', rows: 0, truncated: false, filters: { status: 'in_progress', assignee: { id: ids.kim, name: 'kim' }, search: true } },
      { kind: 'inquiry_note' },
      { kind: 'inquiry_handling', assignee: null },
      { kind: 'inquiry_handling', assignee: { id: ids.lee, name: 'lee' }, followUp: '2026-12-01' },
      { kind: 'inquiry_status', from: 'new', to: 'in_progress' },
    ]);
    // The English summary stays beside the details for whoever reads the table without the app.
    expect(newestFirst.at(-1)).toMatchObject({ action: 'status', entity: 'inquiry', entityId: String(id), summary: `#${id} new → in_progress` });
    const stored = await sql<{ row: string }>`SELECT to_jsonb(a)::text AS row FROM audit_log a`.execute(db);
    for (const { row } of stored.rows) {
      expect(row).not.toContain('김민수');
      expect(row).not.toContain('전화');
    }
    // The dashboard's latest lines carry them too.
    const dashboard = (await (await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie: owner })).json()) as { audit: AuditEntry[] };
    expect(dashboard.audit.map((entry) => entry.details?.kind)).toEqual(['inquiry_export', 'inquiry_note', 'inquiry_handling', 'inquiry_handling', 'inquiry_status']);
  });

  it('read the lines earlier versions wrote without touching them, naming an assignee id; any other line keeps its summary', async () => {
    const gone = (await createAdmin(db, 'gone', undefined, 'staff')).id;
    await sql`DELETE FROM admins WHERE id = ${gone}`.execute(db);
    const old = [
      ['status', 'inquiry', '3', '#3 new → in_progress'],
      ['update', 'inquiry', '3', `#3 assignee → ${ids.lee}, follow-up → 2026-12-01`],
      ['update', 'inquiry', '3', `#3 assignee → ${gone}`],
      ['export', 'inquiry', null, `CSV: 2 rows; assignee=${ids.lee}, search`],
      ['update', 'notice', '5', '공지 제목'],
      ['login', null, null, null],
    ] as const;
    for (const [action, entity, entityId, summary] of old) {
      await sql`INSERT INTO audit_log (admin_id, username, action, entity, entity_id, summary) VALUES (${ids.kim}, 'kim', ${action}, ${entity}, ${entityId}, ${summary})`.execute(db);
    }
    const before = await sql`SELECT * FROM audit_log ORDER BY id`.execute(db);

    const read = (await entries()).reverse();
    expect(read.map((entry) => entry.details)).toEqual([
      { kind: 'inquiry_status', from: 'new', to: 'in_progress' },
      { kind: 'inquiry_handling', assignee: { id: ids.lee, name: 'lee' }, followUp: '2026-12-01' },
      { kind: 'inquiry_handling', assignee: { id: gone } },
      { kind: 'inquiry_export', rows: 2, truncated: false, filters: { assignee: { id: ids.lee, name: 'lee' }, search: true } },
      null,
      null,
    ]);
    expect(read.map((entry) => entry.summary)).toEqual(old.map((line) => line[3]));
    // Reading changed nothing stored: every line is still there as it was.
    expect((await sql`SELECT * FROM audit_log ORDER BY id`.execute(db)).rows).toEqual(before.rows);
    // The filter by action still works on old and new lines alike.
    expect((await entries('?action=status')).map((entry) => entry.details?.kind)).toEqual(['inquiry_status']);
  });
});
