/**
 * Exports of any size: beyond one download, an export is prepared in the background
 * along the list's keyset, in parts that are each a whole CSV file within the size given, every
 * matching inquiry exactly once, newest first; offered to the one who asked only; one worker per
 * export; expired exports and, after a privacy erasure, every export are deleted.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import exportsRoute from '#functions/admin-contacts-exports.ts';
import privacy from '#functions/admin-privacy.ts';
import { claimExport, createExport } from '#db/repositories/inquiries/exports.ts';
import { prepareExport, runExports } from '#functions/_shared/admin/inquiries/background-export.ts';
import type { ExportJob } from '#domain/inquiry/export-job.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv = () => {};
let staff: string;
let staffId: number;

const ROWS = 1_500;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  staffId = (await createAdmin(db, 'staff', undefined, 'staff')).id;
  staff = await signIn('staff');
  // Every third one 'done'; names carry their number, newest last inserted.
  await sql`
    INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status, created_at)
    SELECT '문의자 ' || g, 'Company ' || g, 'user' || g || '@example.com', '+62 812 0000 0000', 'visa', true,
      CASE WHEN g % 3 = 0 THEN 'done' ELSE 'new' END, now() - make_interval(secs => ${ROWS} - g)
    FROM generate_series(1, ${ROWS}::integer) AS g`.execute(db);
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

const records = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('an export prepared in the background', () => {
  it('is asked for with the list\'s filters, prepared after the answer, and offered as CSV to its owner only', async () => {
    const asked = await adminRequest(exportsRoute, 'POST', '/api/admin/contacts/exports?status=new', { cookie: staff });
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as ExportJob;
    const job = () => adminRequest(exportsRoute, 'GET', `/api/admin/contacts/exports/${id}`, { cookie: staff, params: { id: String(id) } });
    await expect.poll(async () => ((await (await job()).json()) as ExportJob).status, { timeout: 30_000 }).toBe('ready');
    const ready = (await (await job()).json()) as ExportJob;
    expect(ready).toMatchObject({ rows: 1_000, parts: [{ part: 1, rows: 1_000 }] });

    const part = await adminRequest(exportsRoute, 'GET', `/api/admin/contacts/exports/${id}/parts/1`, { cookie: staff, params: { id: String(id), part: '1' } });
    expect(part.status).toBe(200);
    expect(part.headers.get('content-disposition')).toMatch(/attachment; filename="inquiries-\d{4}-\d{2}-\d{2}-\d+-1\.csv"/);
    const lines = records(await part.text());
    expect(lines[0]).toMatch(/^접수번호,접수일,처리 상태/);
    expect(lines).toHaveLength(1 + 1_000);
    expect(lines[1]).toContain('문의자 1499');

    // Someone else's export is not there for them; a part that does not exist neither.
    await createAdmin(db, 'other', undefined, 'staff');
    const other = await signIn('other');
    expect((await adminRequest(exportsRoute, 'GET', `/api/admin/contacts/exports/${id}`, { cookie: other, params: { id: String(id) } })).status).toBe(404);
    expect((await adminRequest(exportsRoute, 'GET', `/api/admin/contacts/exports/${id}/parts/1`, { cookie: other, params: { id: String(id), part: '1' } })).status).toBe(404);
    expect((await adminRequest(exportsRoute, 'GET', `/api/admin/contacts/exports/${id}/parts/2`, { cookie: staff, params: { id: String(id), part: '2' } })).status).toBe(404);
    expect((await adminRequest(exportsRoute, 'POST', '/api/admin/contacts/exports?status=bogus', { cookie: staff })).status).toBe(400);
    const audit = await db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'export').execute();
    expect(audit).toEqual([{ action: 'export', summary: expect.stringMatching(/^CSV in the background \(#\d+\); status=new/) }]);
  });

  it('writes every matching inquiry once, newest first, across pages, in parts that each fit the size and stand alone', async () => {
    const id = await createExport(db, { adminId: staffId, filters: {}, locale: 'en', timeZone: 'UTC' });
    const job = (await claimExport(db, { id, staleAfterMinutes: 10 }))!;
    const maxBytes = 64 * 1024;
    await prepareExport(db, job, { maxBytes });
    const parts = await db.selectFrom('inquiry_export_parts').select(['part', 'rows', 'content']).where('export_id', '=', id).orderBy('part').execute();
    expect(parts.length).toBeGreaterThan(3);
    const names: string[] = [];
    for (const part of parts) {
      expect(Buffer.byteLength(part.content)).toBeLessThanOrEqual(maxBytes);
      const lines = records(part.content);
      expect(part.content.startsWith('\uFEFFReference,Received,Status')).toBe(true);
      expect(lines).toHaveLength(1 + part.rows);
      for (const line of lines.slice(1)) names.push(/문의자 (\d+)/.exec(line)![1]!);
    }
    expect(names.map(Number)).toEqual(Array.from({ length: ROWS }, (_, i) => ROWS - i));
    expect(await db.selectFrom('inquiry_exports').select(['status', 'rows']).where('id', '=', id).executeTakeFirst()).toEqual({ status: 'ready', rows: ROWS });
  });

  it('is taken by one worker; one whose worker stopped is taken again; expired ones are deleted', async () => {
    const id = await createExport(db, { adminId: staffId, filters: {}, locale: 'ko', timeZone: null });
    const [a, b] = await Promise.all([claimExport(db, { staleAfterMinutes: 10 }), claimExport(db, { staleAfterMinutes: 10 })]);
    expect([a?.id, b?.id].filter(Boolean)).toEqual([id]);
    await sql`UPDATE inquiry_exports SET started_at = now() - interval '11 minutes' WHERE id = ${id}`.execute(db);
    expect(await runExports(db, { budgetMs: 60_000 })).toBe(1);
    expect((await db.selectFrom('inquiry_exports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('ready');
    await sql`UPDATE inquiry_exports SET expires_at = now() - interval '1 second'`.execute(db);
    await runExports(db);
    expect(await db.selectFrom('inquiry_exports').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('inquiry_export_parts').selectAll().execute()).toEqual([]);
  });

  it('goes when a privacy request erases what it may hold', async () => {
    const id = await createExport(db, { adminId: staffId, filters: {}, locale: 'ko', timeZone: null });
    await runExports(db, { id });
    const erased = await adminRequest(privacy, 'DELETE', '/api/admin/privacy?email=user7@example.com', { cookie: staff });
    expect(erased.status).toBe(200);
    expect(await db.selectFrom('inquiry_exports').selectAll().execute()).toEqual([]);
  });
});

describe('the list of one\'s exports', () => {
  it('shows one\'s own that have not expired, newest first', async () => {
    const older = await createExport(db, { adminId: staffId, filters: {}, locale: 'ko', timeZone: null });
    const newer = await createExport(db, { adminId: staffId, filters: { status: 'done' }, locale: 'ko', timeZone: null });
    const theirs = (await createAdmin(db, 'someone', undefined, 'staff')).id;
    await createExport(db, { adminId: theirs, filters: {}, locale: 'ko', timeZone: null });
    const listed = (await (await adminRequest(exportsRoute, 'GET', '/api/admin/contacts/exports', { cookie: staff })).json()) as ExportJob[];
    expect(listed.map((job) => job.id)).toEqual([newer, older]);
  });
});
