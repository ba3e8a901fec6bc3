/**
 * A privacy request by e-mail address: everything held about it (every status, spam included, with
 * consent, e-mail log and history) is shown and exported, then erased, leaving nothing findable, and
 * the person is redacted where staff named them on other inquiries (listed first by a preview that
 * changes nothing); the audit log holds neither the address nor a hash of it. Other people's
 * inquiries stay.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import { addInquiryNote, addInquiryReply } from '#db/repositories/inquiries/handling.ts';
import privacy from '#functions/admin-privacy.ts';
import type { ErasurePlan, PrivacyReport } from '#domain/inquiry/privacy.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';

let db: Db;
let restoreEnv: () => void;
let staff: string;
let staffId: number;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  staffId = (await createAdmin(db, 'lee', undefined, 'staff')).id;
  staff = await signIn('lee');
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

async function seed(email: string, spam?: 'honeypot', person: { name?: string; phone?: string } = {}): Promise<number> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: person.name ?? '김민수', company: '한빛상사', email, phone: person.phone ?? '+62 812', service: 'visa', budget: null, message: '비자 문의' },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: ['firm', 'visitor'],
    ...(spam ? { spam } : {}),
  });
  if (!stored.stored) throw new Error('not stored');
  return stored.id;
}

const call = (method: string, query: string, cookie = staff) => adminRequest(privacy, method, `/api/admin/privacy${query}`, { cookie });
/** What the previous version kept of an address in the audit log: the start of its unsalted SHA-256. */
const unkeyedHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

describe('a privacy request', () => {
  it('shows everything held about an address, ignoring case, spam included', async () => {
    const first = await seed('Minsu.Kim@Example.com');
    await seed('minsu.kim@example.com', 'honeypot');
    await seed('someone.else@example.com');
    await addInquiryNote(db, first, staffId, '전화 연결됨');
    const report = (await (await call('GET', '?email=minsu.kim@example.com')).json()) as PrivacyReport;
    expect(report.inquiries).toHaveLength(2);
    expect(report.inquiries.map((i) => i.status).sort()).toEqual(['new', 'spam']);
    const held = report.inquiries.find((i) => i.status === 'new')!;
    expect(held).toMatchObject({ name: '김민수', consent: { version: '2025-01-01', locale: 'ko' }, history: [{ kind: 'note', body: '전화 연결됨', by: 'lee' }] });
    expect(held.notifications.map((n) => n.kind).sort()).toEqual(['firm', 'visitor']);
    expect(held.reference).toMatch(/^NB-/);
    expect((await call('GET', '?email=not-an-address')).status).toBe(400);
  });

  it('exports it as a JSON attachment, audited without the address or a hash of it', async () => {
    await seed('minsu.kim@example.com');
    const answer = await call('GET', '?email=minsu.kim@example.com&download=1');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="privacy-request-[0-9]{4}-[0-9]{2}-[0-9]{2}\.json"$/);
    expect(((await answer.json()) as PrivacyReport).inquiries).toHaveLength(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'summary']).where('entity', '=', 'privacy').execute();
    expect(audit).toEqual([{ action: 'export', entity: 'privacy', summary: 'privacy request: 1 inquiries exported' }]);
  });

  it('erases all of it and leaves nothing findable; the audit log keeps no address', async () => {
    const first = await seed('minsu.kim@example.com');
    await seed('MINSU.KIM@example.com', 'honeypot');
    const other = await seed('someone.else@example.com');
    await addInquiryNote(db, first, staffId, '전화 연결됨');
    expect(await (await call('DELETE', '?email=Minsu.Kim@example.com')).json()).toEqual({ erased: 2, redacted: { inquiries: 0, entries: 0 } });
    expect(((await (await call('GET', '?email=minsu.kim@example.com')).json()) as PrivacyReport).inquiries).toEqual([]);
    for (const table of ['contact_inquiries', 'inquiry_consents', 'inquiry_notifications', 'inquiry_events']) {
      const { rows } = await sql.raw<{ hit: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table} t WHERE t::text ILIKE '%minsu.kim%' OR t::text LIKE '%전화 연결됨%') AS hit`).execute(db);
      expect(rows[0]?.hit, table).toBe(false);
    }
    expect(await db.selectFrom('contact_inquiries').select('id').execute()).toEqual([{ id: other }]);
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toMatch(/minsu/i);
    // No unkeyed hash of the address, nor any 8 hex digits of it, anywhere in any column of the log.
    const hash = unkeyedHash('minsu.kim@example.com');
    const logged = (await sql<{ row: string }>`SELECT a::text AS row FROM audit_log a`.execute(db)).rows.map((row) => row.row).join('\n');
    for (let start = 0; start + 8 <= hash.length; start++) expect(logged).not.toContain(hash.slice(start, start + 8));
    expect(audit.find((row) => row.entity === 'privacy')).toMatchObject({ action: 'delete', summary: expect.stringMatching(/^privacy request: 2 inquiries erased \(NB-[0-9]{4}-[0-9A-Z]{6}, NB-[0-9]{4}-[0-9A-Z]{6}\)$/) });
  });

  it('redacts the person where staff named them on another inquiry, after a preview that changes nothing', async () => {
    await seed('jane.doe@example.com', undefined, { name: 'Jane Doe', phone: '+62 812-3456-7890' });
    const other = await seed('partner@example.com', undefined, { name: 'Budi Santoso', phone: '+62 813 0000 1111' });
    const unrelated = await seed('someone.else@example.com', undefined, { name: 'Ana Lee', phone: '+62 815 2222 3333' });
    await addInquiryNote(db, other, staffId, 'Referred by JANE.DOE@Example.com, see her inquiry');
    await addInquiryNote(db, other, staffId, 'Her colleague called from 0812 3456 7890 yesterday');
    await addInquiryNote(db, other, staffId, 'Meeting with jane doe and Budi on Monday');
    await addInquiryReply(db, other, staffId, { subject: 'About Jane Doe', body: 'Dear Budi, we spoke with Ms Doe.' });
    await addInquiryNote(db, other, staffId, 'Budget approved; Janet Doerr joins');
    await addInquiryNote(db, unrelated, staffId, 'Called 0812 3456 7891, a different number');
    const before = await db.selectFrom('inquiry_events').select(['id', 'kind', 'body', 'to_value']).orderBy('id').execute();

    const preview = await call('GET', '?email=Jane.Doe@example.com&erasure=preview');
    expect(preview.status).toBe(200);
    const plan = (await preview.json()) as ErasurePlan;
    expect(plan.erase).toHaveLength(1);
    expect(plan.entries).toBe(4);
    expect(plan.redact).toHaveLength(1);
    expect(plan.redact[0]!.entries.map((entry) => [entry.kind, entry.by, entry.found])).toEqual([
      ['note', 'lee', ['email']],
      ['note', 'lee', ['phone']],
      ['note', 'lee', ['name']],
      ['reply', 'lee', ['name']],
    ]);
    expect(await db.selectFrom('inquiry_events').select(['id', 'kind', 'body', 'to_value']).orderBy('id').execute()).toEqual(before);
    expect(await db.selectFrom('contact_inquiries').select('id').execute()).toHaveLength(3);

    expect(await (await call('DELETE', '?email=jane.doe@example.com')).json()).toEqual({ erased: 1, redacted: { inquiries: 1, entries: 4 } });
    const after = await db.selectFrom('inquiry_events').select(['inquiry_id', 'kind', 'body', 'to_value']).orderBy('id').execute();
    expect(after).toEqual([
      { inquiry_id: other, kind: 'note', body: 'Referred by [erased], see her inquiry', to_value: null },
      { inquiry_id: other, kind: 'note', body: 'Her colleague called from [erased] yesterday', to_value: null },
      { inquiry_id: other, kind: 'note', body: 'Meeting with [erased] and Budi on Monday', to_value: null },
      { inquiry_id: other, kind: 'reply', body: 'Dear Budi, we spoke with Ms Doe.', to_value: 'About [erased]' },
      { inquiry_id: other, kind: 'note', body: 'Budget approved; Janet Doerr joins', to_value: null },
      { inquiry_id: unrelated, kind: 'note', body: 'Called 0812 3456 7891, a different number', to_value: null },
    ]);
    const summary = (await db.selectFrom('audit_log').select('summary').where('entity', '=', 'privacy').executeTakeFirstOrThrow()).summary;
    const reference = (await db.selectFrom('contact_inquiries').select('public_ref').where('id', '=', other).executeTakeFirstOrThrow()).public_ref;
    expect(summary).toContain(`4 notes or replies redacted on 1 other inquiries (${reference})`);
    expect(((await (await call('GET', '?email=jane.doe@example.com&erasure=preview')).json()) as ErasurePlan)).toEqual({ email: 'jane.doe@example.com', erase: [], redact: [], entries: 0 });
  });

  it('is not for editors', async () => {
    await createAdmin(db, 'park', undefined, 'editor');
    expect((await call('GET', '?email=a@example.com', await signIn('park'))).status).toBe(403);
  });
});
