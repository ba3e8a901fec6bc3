/**
 * Working an inquiry: giving it to someone who works inquiries (told by e-mail when mail is set up),
 * its follow-up day, internal notes (append-only), and a history of every change with who and when;
 * the list filters by "mine", nobody's, language, arrival days (Jakarta) and overdue follow-ups.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import adminDesk from '#functions/admin-desk.ts';
import adminContact from '#functions/admin-contact.ts';
import adminContactHistory from '#functions/admin-contact-history.ts';
import reply from '#functions/admin-contact-reply.ts';
import adminContacts from '#functions/admin-contacts.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { startMailSink, type ReceivedMail } from '../helpers/mail-sink.ts';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;
let staff: string;
let ids: Record<'kim' | 'lee' | 'park', number>;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  ids = {
    kim: (await createAdmin(db, 'kim', undefined, 'owner')).id,
    lee: (await createAdmin(db, 'lee', undefined, 'staff')).id,
    park: (await createAdmin(db, 'park', undefined, 'editor')).id,
  };
  owner = await signIn('kim');
  staff = await signIn('lee');
});
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

async function seed(locale: 'ko' | 'en' = 'ko', createdAt?: string): Promise<number> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: null },
    consent: { version: '2025-01-01', locale },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  if (createdAt) await db.updateTable('contact_inquiries').set({ created_at: createdAt } as never).where('id', '=', stored.id).execute();
  return stored.id;
}

const patch = (cookie: string, id: number, body: unknown) =>
  adminRequest(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { cookie, params: { id: String(id) }, body, headers: { 'If-Match': '*' } });
const history = async (cookie: string, id: number) =>
  ((await (await adminRequest(adminContactHistory, 'GET', `/api/admin/contacts/${id}/history`, { cookie, params: { id: String(id) } })).json()) as { events: InquiryEvent[] }).events;
const note = (cookie: string, id: number, text: unknown) =>
  adminRequest(adminContactHistory, 'POST', `/api/admin/contacts/${id}/history`, { cookie, params: { id: String(id) }, body: { note: text } });
const listIds = async (cookie: string, query: string) => ((await (await adminRequest(adminContacts, 'GET', `/api/admin/contacts${query}`, { cookie })).json()) as { id: number }[]).map((i) => i.id);

describe('handling an inquiry', () => {
  it('assigns it to someone who works inquiries, sets a follow-up day, and answers it as it is now', async () => {
    const id = await seed();
    const assigned = await patch(owner, id, { assignedTo: ids.lee, followUpOn: '2026-12-01' });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ assignee: { id: ids.lee, username: 'lee' }, followUpOn: '2026-12-01', version: 2, updatedBy: 'kim' });
    // An editor does not work inquiries; an unknown id is nobody.
    for (const who of [ids.park, 99999]) expect((await patch(owner, id, { assignedTo: who })).status).toBe(400);
    expect((await patch(owner, id, { followUpOn: '2026-13-01' })).status).toBe(400);
    expect((await patch(owner, id, { status: 'done', assignedTo: null })).status).toBe(400);
    const cleared = await (await patch(staff, id, { assignedTo: null, followUpOn: null })).json();
    expect(cleared).toMatchObject({ assignee: null, followUpOn: null, version: 3 });
    // Setting what is set already changes nothing.
    expect(await (await patch(staff, id, { assignedTo: null })).json()).toMatchObject({ version: 3 });
    expect(await (await adminRequest(adminDesk, 'GET', '/api/admin/desk', { cookie: staff })).json()).toEqual({ mail: false, assignees: [{ id: ids.kim, username: 'kim' }, { id: ids.lee, username: 'lee' }] });
  });

  it('keeps every change and note in the history with who and when; notes are append-only', async () => {
    const id = await seed();
    await patch(owner, id, { assignedTo: ids.lee });
    await adminRequest(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { cookie: staff, params: { id: String(id) }, body: { status: 'in_progress' }, headers: { 'If-Match': '*' } });
    expect((await note(staff, id, '  전화로 먼저 연락함. 다음 주 미팅.  ')).status).toBe(201);
    await patch(staff, id, { followUpOn: '2026-12-01' });
    expect((await note(staff, id, '   ')).status).toBe(400);
    expect((await note(staff, id, 'x'.repeat(5001))).status).toBe(400);
    expect((await note(staff, 99999, 'x')).status).toBe(404);
    const events = await history(owner, id);
    expect(events.map(({ kind, by, from, to, body }) => ({ kind, by, from, to, body }))).toEqual([
      { kind: 'assign', by: 'kim', from: null, to: 'lee', body: null },
      { kind: 'status', by: 'lee', from: 'new', to: 'in_progress', body: null },
      { kind: 'note', by: 'lee', from: null, to: null, body: '전화로 먼저 연락함. 다음 주 미팅.' },
      { kind: 'follow_up', by: 'lee', from: null, to: '2026-12-01', body: null },
    ]);
    for (const event of events) expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000);
    // An editor cannot read the desk at all.
    const editor = await signIn('park');
    expect((await adminRequest(adminContactHistory, 'GET', `/api/admin/contacts/${id}/history`, { cookie: editor, params: { id: String(id) } })).status).toBe(403);
    // Erasing the inquiry takes its history with it.
    await adminRequest(adminContact, 'DELETE', `/api/admin/contacts/${id}`, { cookie: owner, params: { id: String(id) }, headers: { 'If-Match': '*' } });
    expect(await db.selectFrom('inquiry_events').selectAll().execute()).toEqual([]);
  });
});

describe('the list filters', () => {
  it('by mine, nobody’s, language, arrival days in Jakarta and overdue follow-ups', async () => {
    const mine = await seed('ko', '2026-11-10T03:00:00Z');
    const theirs = await seed('en', '2026-11-10T17:30:00Z'); // 00:30 on 11 November in Jakarta
    const nobodys = await seed('en', '2026-11-12T03:00:00Z');
    await patch(owner, mine, { assignedTo: ids.lee, followUpOn: '2020-01-01' });
    await patch(owner, theirs, { assignedTo: ids.kim, followUpOn: '2999-01-01' });
    expect(await listIds(staff, '?assignee=me')).toEqual([mine]);
    expect(await listIds(owner, '?assignee=me')).toEqual([theirs]);
    expect(await listIds(owner, '?assignee=none')).toEqual([nobodys]);
    expect(await listIds(owner, `?assignee=${ids.lee}`)).toEqual([mine]);
    expect(await listIds(owner, '?locale=en')).toEqual([nobodys, theirs]);
    expect(await listIds(owner, '?from=2026-11-11&to=2026-11-11')).toEqual([theirs]);
    expect(await listIds(owner, '?to=2026-11-10')).toEqual([mine]);
    expect(await listIds(owner, '?overdue=1')).toEqual([mine]);
    await adminRequest(adminContact, 'PATCH', `/api/admin/contacts/${mine}`, { cookie: staff, params: { id: String(mine) }, body: { status: 'done' }, headers: { 'If-Match': '*' } });
    expect(await listIds(owner, '?overdue=1')).toEqual([]);
    for (const bad of ['?assignee=someone', '?locale=fr', '?from=11/10/2026', '?overdue=yes']) {
      expect((await adminRequest(adminContacts, 'GET', `/api/admin/contacts${bad}`, { cookie: owner })).status, bad).toBe(400);
    }
  });
});

describe('migration 20261125080000_inquiry_handling', () => {
  it('keeps every inquiry, unassigned and without a follow-up day or history', async () => {
    const schema = await ScratchSchema.create();
    try {
      await schema.migrateBefore('20261125080000_inquiry_handling');
      await schema.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('a', 'Co', 'a@b.co', '010', 'visa', true, 'done'), ('b', 'Co', 'b@b.co', '010', 'hr', true, 'new')`);
      const before = (await schema.query(`SELECT * FROM contact_inquiries ORDER BY id`)).rows as Record<string, unknown>[];
      await schema.migrateRest();
      const after = (await schema.query(`SELECT * FROM contact_inquiries ORDER BY id`)).rows as Record<string, unknown>[];
      expect(after.map((row) => Object.fromEntries(Object.keys(before[0]!).map((key) => [key, row[key]])))).toEqual(before);
      expect(after.map((row) => [row['assigned_to'], row['follow_up_on']])).toEqual([[null, null], [null, null]]);
      expect((await schema.query(`SELECT count(*)::int AS n FROM inquiry_events`)).rows).toEqual([{ n: 0 }]);
      await expect(schema.query(`INSERT INTO inquiry_events (inquiry_id, kind) SELECT id, 'gossip' FROM contact_inquiries LIMIT 1`)).rejects.toThrow(/check/);
    } finally {
      await schema.drop();
    }
  });
});

/** A local SMTP server for the duration of `run`; the mails it received. */
async function withMailSink(run: (received: ReceivedMail[]) => Promise<void>): Promise<void> {
  const sink = await startMailSink();
  try {
    await run(sink.received);
  } finally {
    sink.close();
  }
}

describe('replying from the back office', () => {
  it('says what is missing without a mail server, and records nothing', async () => {
    const id = await seed();
    const answer = await adminRequest(reply, 'POST', `/api/admin/contacts/${id}/reply`, { cookie: staff, params: { id: String(id) }, body: { subject: '답변', body: '안녕하세요' } });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ reason: 'no-mail', error: expect.stringContaining('SMTP_HOST') });
    expect(await history(staff, id)).toEqual([]);
  });

  it('e-mails the visitor with the reference in the subject and the firm as Reply-To, and keeps it in the history', async () => {
    await withMailSink(async (received) => {
      const id = await seed();
      const ref = (await db.selectFrom('contact_inquiries').select('public_ref').where('id', '=', id).executeTakeFirstOrThrow()).public_ref;
      const send = (body: unknown) => adminRequest(reply, 'POST', `/api/admin/contacts/${id}/reply`, { cookie: staff, params: { id: String(id) }, body });
      expect((await send({ subject: '  ', body: 'x' })).status).toBe(400);
      const answer = await send({ subject: 'PMA 설립 문의 답변', body: '안녕하세요, 김민수 님.\n다음 주에 미팅 가능합니다.' });
      expect(answer.status).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['minsu@example.com']);
      expect(received[0]!.raw).toMatch(/^Reply-To: contact@nusantarabridge\.co\.id/m);
      const events = ((await answer.json()) as { events: InquiryEvent[] }).events;
      expect(events.map(({ kind, by, to, body }) => ({ kind, by, to, body }))).toEqual([
        { kind: 'reply', by: 'lee', to: `[${ref}] PMA 설립 문의 답변`, body: '안녕하세요, 김민수 님.\n다음 주에 미팅 가능합니다.' },
      ]);
      expect(received[0]!.raw).toContain(ref);
    });
  });

  it('tells a new assignee by e-mail, but not someone who assigns it to themselves', async () => {
    await withMailSink(async (received) => {
      await db.updateTable('admins').set({ email: 'lee@example.com' }).where('username', '=', 'lee').execute();
      await db.updateTable('admins').set({ email: 'kim@example.com' }).where('username', '=', 'kim').execute();
      const id = await seed();
      const ref = (await db.selectFrom('contact_inquiries').select('public_ref').where('id', '=', id).executeTakeFirstOrThrow()).public_ref;
      // Given to oneself first: no mail. Then to lee: one mail to lee (sent after the answer).
      expect((await patch(owner, id, { assignedTo: ids.kim })).status).toBe(200);
      expect((await patch(owner, id, { assignedTo: ids.lee })).status).toBe(200);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000, interval: 20 });
      expect(received.map((mail) => mail.to)).toEqual([['lee@example.com']]);
      expect(received[0]!.raw).toContain(ref);
      // lee never chose a language: Korean only.
      expect(received[0]!.subject).toBe(`[${ref}] 문의 배정`);
      expect(received[0]!.body).toContain(`kim님이 문의 ${ref}을(를) lee님께 맡겼습니다.`);
      expect(received[0]!.body).not.toContain('Inquiry assigned');
    });
  });

  it("words the assignment notice in the assignee's admin language (My account), not the assigner's", async () => {
    await withMailSink(async (received) => {
      const choi = (await createAdmin(db, 'choi', undefined, 'staff')).id;
      await db.updateTable('admins').set({ email: 'lee@example.com', locale: 'id' }).where('id', '=', ids.lee).execute();
      await db.updateTable('admins').set({ email: 'choi@example.com', locale: 'en' }).where('id', '=', choi).execute();
      const [first, second] = [await seed(), await seed()];
      const refOf = async (id: number) => (await db.selectFrom('contact_inquiries').select('public_ref').where('id', '=', id).executeTakeFirstOrThrow()).public_ref;
      // kim works in Korean (the account and the request alike).
      expect((await patch(owner, first, { assignedTo: ids.lee })).status).toBe(200);
      expect((await patch(owner, second, { assignedTo: choi })).status).toBe(200);
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5_000, interval: 20 });
      const mailTo = (address: string) => received.find((mail) => mail.to.includes(address))!;
      expect(mailTo('lee@example.com').subject).toBe(`[${await refOf(first)}] Pertanyaan ditugaskan`);
      expect(mailTo('lee@example.com').body).toContain(`lee, kim menugaskan pertanyaan ${await refOf(first)} kepada Anda.`);
      expect(mailTo('choi@example.com').subject).toBe(`[${await refOf(second)}] Inquiry assigned`);
      expect(mailTo('choi@example.com').body).toContain(`choi, kim assigned inquiry ${await refOf(second)} to you.`);
      for (const mail of received) expect(mail.body).not.toMatch(/[가-힣]/);
    });
  });
});
