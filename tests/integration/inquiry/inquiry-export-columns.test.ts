/**
 * The CSV says how each inquiry is being worked: who has it (by name), its follow-up day, how many
 * internal notes it has and when it was last answered (in the reader's zone), under headings in
 * the reader's language; the download and the background export write the same records.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import exportRoute from '#functions/admin-contacts-export.ts';
import { claimExport, createExport } from '#db/repositories/inquiries/exports.ts';
import { prepareExport } from '#functions/_shared/admin/inquiries/background-export.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv = () => {};
let ownerId: number;
let owner: string;

const records = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

/** Inquiry `n` (its name says it), arrived n hours after a fixed start. */
async function inquiry(n: number, values: { assignedTo?: number; followUp?: string } = {}): Promise<number> {
  const row = await db
    .insertInto('contact_inquiries')
    .values({
      name: `문의자 ${n}`, company: 'Company', email: `user${n}@example.com`, phone: '+62 812 0000 0000', service: 'visa', privacy: true, status: 'in_progress',
      created_at: new Date(Date.UTC(2026, 10, 20, n)), assigned_to: values.assignedTo ?? null, follow_up_on: values.followUp ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mail(inquiryId: number, status: 'sent' | 'failed' | 'bounced', at: string): Promise<void> {
  await db.insertInto('mail_deliveries').values({ kind: 'reply', inquiry_id: inquiryId, recipient: 'visitor@example.com', subject: 'Re', status, created_at: at, updated_at: at }).execute();
}

async function event(inquiryId: number, kind: 'note' | 'reply' | 'status', at: string): Promise<void> {
  await db.insertInto('inquiry_events').values({ inquiry_id: inquiryId, admin_id: ownerId, kind, body: kind === 'status' ? null : 'text', from_value: null, to_value: null, created_at: at }).execute();
}

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  ownerId = (await createAdmin(db, 'owner')).id;
  owner = await signIn('owner');
  const park = (await createAdmin(db, 'park', undefined, 'staff')).id;
  const worked = await inquiry(1, { assignedTo: park, followUp: '2026-12-01' });
  await event(worked, 'note', '2026-11-20T05:00:00Z');
  await event(worked, 'reply', '2026-11-20T06:00:00Z');
  await event(worked, 'note', '2026-11-21T05:00:00Z');
  // The latest reply counts, whatever order the history was written in; a status change is no note.
  await event(worked, 'reply', '2026-11-21T16:30:00Z');
  await event(worked, 'reply', '2026-11-21T08:00:00Z');
  await event(worked, 'status', '2026-11-22T00:00:00Z');
  await event(await inquiry(2), 'reply', '2026-11-22T01:02:00Z');
  // The reply mails: the latest of each inquiry is the one the column names.
  await mail(worked, 'failed', '2026-11-20T06:00:00Z');
  await mail(worked, 'bounced', '2026-11-21T16:30:00Z');
  await inquiry(3, { followUp: '2026-11-30' });
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

describe('the CSV\'s working columns', () => {
  it('are written alike by the download and the background export, in the reader\'s language and zone', async () => {
    const download = await adminRequest(exportRoute, 'GET', '/api/admin/contacts/export', { cookie: owner });
    expect(download.status).toBe(200);
    const direct = records(await download.text());
    expect(direct[0]).toBe('접수번호,접수일,처리 상태,이름,회사명,이메일,연락처,관심 서비스,예산,문의 내용,문의 언어,유입 경로,담당자,후속 조치일,메모 수,마지막 회신,회신 메일 상태');
    // Newest first: 3 (nobody, a day, no history), 2 (one reply), 1 (park, two notes, three replies).
    expect(direct.slice(1).map((line) => line.split(',').slice(-5).join(','))).toEqual([
      ',2026-11-30,0,,',
      ',,0,2026-11-22 08:02 (UTC+07:00),',
      'park,2026-12-01,2,2026-11-21 23:30 (UTC+07:00),반송됨',
    ]);

    // The background export, in parts small enough that each holds one record, says the same.
    const id = await createExport(db, { adminId: ownerId, filters: {}, locale: 'ko', timeZone: null });
    const job = (await claimExport(db, { id, staleAfterMinutes: 10 }))!;
    expect(await prepareExport(db, job, { maxBytes: Buffer.byteLength(`\uFEFF${direct[0]}\r\n${direct[3]}\r\n`) })).toBe('ready');
    const parts = await db.selectFrom('inquiry_export_parts').select('content').where('export_id', '=', id).orderBy('part').execute();
    expect(parts).toHaveLength(3);
    expect(parts.map((part) => records(part.content))).toEqual(direct.slice(1).map((line) => [direct[0], line]));
  });

  it('follow the administrator\'s language and time zone from My account', async () => {
    await db.updateTable('admins').set({ locale: 'id', time_zone: 'Asia/Seoul' }).where('id', '=', ownerId).execute();
    const lines = records(await (await adminRequest(exportRoute, 'GET', '/api/admin/contacts/export', { cookie: owner })).text());
    expect(lines[0]).toMatch(/,Sumber,Penanggung jawab,Tanggal tindak lanjut,Jumlah catatan,Balasan terakhir,Status email balasan$/);
    expect(lines[3]).toMatch(/,park,2026-12-01,2,2026-11-22 01:30 \(UTC\+09:00\),Terpental$/);
    // Given back to nobody, the cell is empty.
    await sql`UPDATE contact_inquiries SET assigned_to = NULL WHERE name = '문의자 1'`.execute(db);
    expect(records(await (await adminRequest(exportRoute, 'GET', '/api/admin/contacts/export', { cookie: owner })).text())[3]).toMatch(/,,2026-12-01,2,/);
  });
});
