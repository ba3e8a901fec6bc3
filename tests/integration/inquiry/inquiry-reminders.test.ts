/**
 * The desk's morning reminder, with the local test mailbox: each assignee with overdue follow-ups or
 * inquiries unanswered for 24 hours gets one e-mail in their admin language listing them with links
 * to the desk; the job run twice (one after the other, or two at once) sends once a day; a refused
 * send is retried by a later run that morning; an owner turns a person's reminder off (audited);
 * disabled accounts, nothing to remind and the hours outside the firm's morning send nothing; one run
 * takes a bounded number of people and the next continues.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import account from '#functions/admin-account.ts';
import inquiryReminders, { config } from '#functions/inquiry-reminders.ts';
import { sendDueReminders, type ReminderOptions } from '#functions/_shared/admin/inquiries/reminders.ts';
import { MAX_ATTEMPTS } from '#functions/_shared/admin/inquiries/reminder-plan.ts';
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts';

const SITE = 'https://desk.example';
/** 08:05 in Jakarta on 2026-11-28 (UTC+7): the first run of that morning. */
const MORNING = new Date('2026-11-28T01:05:00Z');
const hoursBefore = (hours: number, from = MORNING) => new Date(from.getTime() - hours * 3_600_000);

let db: Db;
let sink: MailSink;
let restoreEnv: () => void;
let ids: Record<'kim' | 'lee' | 'park' | 'choi', number>;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  sink = await startMailSink();
});
beforeEach(async () => {
  await clearInquiries(db);
  await db.deleteFrom('inquiry_reminders').execute();
  await resetAdminTables(db);
  ids = {
    kim: (await createAdmin(db, 'kim', undefined, 'owner')).id,
    lee: (await createAdmin(db, 'lee', undefined, 'staff')).id,
    park: (await createAdmin(db, 'park', undefined, 'staff')).id,
    choi: (await createAdmin(db, 'choi', undefined, 'staff')).id,
  };
  const people = [['kim', 'ko'], ['lee', 'en'], ['park', 'id'], ['choi', 'ko']] as const;
  for (const [name, locale] of people) await db.updateTable('admins').set({ email: `${name}@firm.example`, locale }).where('id', '=', ids[name]).execute();
  sink.received.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  sink.close();
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

interface Seed {
  to: number;
  company?: string;
  createdAt: Date;
  followUp?: string;
  status?: InquiryStatus;
  replied?: boolean;
}

/** An inquiry as the desk left it; answers its reference. */
async function seed({ to, company = '한빛상사', createdAt, followUp, status = 'in_progress', replied = false }: Seed): Promise<string> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company, email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  const row = await db
    .updateTable('contact_inquiries')
    .set({ assigned_to: to, status, ...(status === 'spam' ? { spam_reason: 'manual' } : {}), created_at: createdAt.toISOString(), ...(followUp ? { follow_up_on: followUp } : {}) } as never)
    .where('id', '=', stored.id)
    .returning('public_ref')
    .executeTakeFirstOrThrow();
  if (replied) await db.insertInto('inquiry_events').values({ inquiry_id: stored.id, admin_id: to, kind: 'reply', to_value: 'Re', body: 'answered' }).execute();
  return row.public_ref;
}

const run = (options: Partial<ReminderOptions> = {}) => sendDueReminders(db, { site: SITE, now: () => MORNING, log: () => {}, ...options });
const mailsTo = (name: string) => sink.received.filter((mail) => mail.to.includes(`${name}@firm.example`));
const link = (reference: string) => `${SITE}/admin#inquiries/${reference}`;

describe('the morning reminder', () => {
  it('sends each assignee one e-mail in their language listing the overdue and the unanswered inquiries with links, and nothing else', async () => {
    const overdue = await seed({ to: ids.lee, company: 'Overdue Ltd', createdAt: hoursBefore(2), followUp: '2026-11-27' });
    const unanswered = await seed({ to: ids.lee, company: 'Silent Co', createdAt: hoursBefore(30) });
    const answered = await seed({ to: ids.lee, createdAt: hoursBefore(30), replied: true });
    const done = await seed({ to: ids.lee, createdAt: hoursBefore(50), followUp: '2026-11-20', status: 'done' });
    const dueToday = await seed({ to: ids.lee, createdAt: hoursBefore(2), followUp: '2026-11-28' });
    const young = await seed({ to: ids.lee, createdAt: hoursBefore(23) });
    const both = await seed({ to: ids.kim, company: '두 가지 상사', createdAt: hoursBefore(72), followUp: '2026-11-26' });
    // Park's only inquiry is spam: nothing to remind, no mail.
    await seed({ to: ids.park, createdAt: hoursBefore(72), followUp: '2026-11-20', status: 'spam' });

    expect(await run()).toEqual({ sent: 2, failed: 0, deferred: 0 });
    expect(sink.received).toHaveLength(2);
    expect(mailsTo('park')).toEqual([]);

    const [lee] = mailsTo('lee');
    expect(lee!.subject).toBe('[Inquiry reminder] 2 inquiries need you');
    expect(lee!.body).toContain('Hello lee,');
    expect(lee!.body).toContain('Follow-up day passed (1)');
    expect(lee!.body).toContain(`- ${overdue} · Overdue Ltd · follow up on 2026-11-27`);
    expect(lee!.body).toContain('No reply for over 24 hours (1)');
    expect(lee!.body).toContain(`- ${unanswered} · Silent Co · received 2026-11-27 02:05 (UTC+07:00)`);
    for (const reference of [overdue, unanswered]) expect(lee!.body).toContain(link(reference));
    for (const reference of [answered, done, dueToday, young]) expect(lee!.text).not.toContain(reference);
    // The overdue section comes first.
    expect(lee!.body.indexOf(overdue)).toBeLessThan(lee!.body.indexOf(unanswered));
    expect(lee!.raw).toMatch(/^Auto-Submitted: auto-generated/m);

    const [kim] = mailsTo('kim');
    expect(kim!.subject).toBe('[문의 알림] 확인이 필요한 문의 1건');
    expect(kim!.body).toContain('kim님, 안녕하세요.');
    expect(kim!.body).toContain(`- ${both} · 두 가지 상사 · 후속 조치일 2026-11-26 · 아직 회신 없음`);
    expect(kim!.body).toContain(link(both));
    expect(kim!.body).not.toContain('24시간 넘게');

    const rows = await db.selectFrom('inquiry_reminders').select(['admin_id', 'status', 'attempts', 'overdue', 'unanswered']).orderBy('admin_id').execute();
    expect(rows).toEqual([
      { admin_id: ids.kim, status: 'sent', attempts: 1, overdue: 1, unanswered: 0 },
      { admin_id: ids.lee, status: 'sent', attempts: 1, overdue: 1, unanswered: 1 },
    ]);
  });

  it('writes in Indonesian for an Indonesian admin, and without links when no site address is configured', async () => {
    const reference = await seed({ to: ids.park, createdAt: hoursBefore(26) });
    expect(await run({ site: undefined })).toMatchObject({ sent: 1 });
    const [park] = mailsTo('park');
    expect(park!.subject).toBe('[Pengingat pertanyaan] 1 pertanyaan perlu Anda tangani');
    expect(park!.body).toContain('Belum dibalas lebih dari 24 jam (1)');
    expect(park!.body).toContain(reference);
    expect(park!.body).not.toContain('/admin#inquiries/');
  });

  it('sends once a day: a second run, two runs at once and a later run of the same morning send nothing more; the next morning sends again', async () => {
    await seed({ to: ids.lee, createdAt: hoursBefore(30) });
    await seed({ to: ids.kim, createdAt: hoursBefore(2), followUp: '2026-11-25' });
    await seed({ to: ids.choi, createdAt: hoursBefore(40) });

    const [first, second] = await Promise.all([run(), run()]);
    expect(first!.sent + second!.sent).toBe(3);
    expect(sink.received).toHaveLength(3);
    expect(await run()).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await run({ now: () => new Date('2026-11-28T04:50:00Z') })).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual(['choi@firm.example', 'kim@firm.example', 'lee@firm.example']);

    expect(await run({ now: () => new Date('2026-11-29T01:00:00Z') })).toMatchObject({ sent: 3 });
    expect(sink.received).toHaveLength(6);
  });

  it('runs as the scheduled function on the platform clock: at 08:00 in Jakarta it sends, run again it does not', async () => {
    expect(config.schedule).toBe('*/10 1-4 * * *');
    const reference = await seed({ to: ids.lee, createdAt: hoursBefore(30) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MORNING);
    process.env.SITE_URL = SITE;
    try {
      expect((await inquiryReminders()).status).toBe(204);
      expect((await inquiryReminders()).status).toBe(204);
    } finally {
      delete process.env.SITE_URL;
    }
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.body).toContain(link(reference));
  });

  it('retries a refused send in a later run that morning, at most MAX_ATTEMPTS times', async () => {
    await seed({ to: ids.lee, createdAt: hoursBefore(30) });
    const refusing = { send: vi.fn(async () => { throw new Error('451 mailbox busy'); }) };
    expect(await run({ mailer: refusing })).toEqual({ sent: 0, failed: 1, deferred: 0 });
    expect(await db.selectFrom('inquiry_reminders').select(['status', 'attempts', 'error']).executeTakeFirst()).toEqual({ status: 'failed', attempts: 1, error: '451 mailbox busy' });
    expect(await run()).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(mailsTo('lee')).toHaveLength(1);
    expect(await db.selectFrom('inquiry_reminders').select(['status', 'attempts', 'error']).executeTakeFirst()).toEqual({ status: 'sent', attempts: 2, error: null });

    // Choi's mail is refused every time: tried MAX_ATTEMPTS times, then left for the next morning.
    await seed({ to: ids.choi, createdAt: hoursBefore(30) });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) await run({ mailer: refusing });
    expect(refusing.send).toHaveBeenCalledTimes(1 + MAX_ATTEMPTS);
    expect(await db.selectFrom('inquiry_reminders').select('attempts').where('admin_id', '=', ids.choi).executeTakeFirst()).toEqual({ attempts: MAX_ATTEMPTS });
  });

  it('never sends again a mail whose run stopped mid-send (its claim stays "sending")', async () => {
    await seed({ to: ids.lee, createdAt: hoursBefore(30) });
    await db.insertInto('inquiry_reminders').values({ admin_id: ids.lee, day: '2026-11-28', status: 'sending' }).execute();
    expect(await run()).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(sink.received).toEqual([]);
  });

  it('sends nothing to an admin whose reminders an owner turned off (audited), nor to a disabled one, nor to one without an e-mail or outside inquiries', async () => {
    for (const to of [ids.lee, ids.park, ids.choi, ids.kim]) await seed({ to, createdAt: hoursBefore(30) });
    const owner = await signIn('kim');
    const patch = (id: number, body: unknown) => adminRequest(account, 'PATCH', `/api/admin/accounts/${id}`, { cookie: owner, params: { id: String(id) }, body });
    const off = await patch(ids.lee, { reminders: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { account: { reminders: boolean } }).account.reminders).toBe(false);
    expect((await patch(ids.lee, { reminders: 'no' })).status).toBe(400);
    expect((await patch(ids.park, { disabled: true })).status).toBe(200);
    // Demoted to editor: no longer works inquiries, though still named on one.
    expect((await patch(ids.choi, { role: 'editor' })).status).toBe(200);
    await db.updateTable('admins').set({ email: null }).where('id', '=', ids.kim).execute();

    expect(await run()).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(sink.received).toEqual([]);

    expect((await patch(ids.lee, { reminders: true })).status).toBe(200);
    const audit = await db.selectFrom('audit_log').select(['username', 'action', 'entity_id', 'summary']).where('action', 'in', ['reminders_on', 'reminders_off']).orderBy('id').execute();
    expect(audit).toEqual([
      { username: 'kim', action: 'reminders_off', entity_id: String(ids.lee), summary: 'lee' },
      { username: 'kim', action: 'reminders_on', entity_id: String(ids.lee), summary: 'lee' },
    ]);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(mailsTo('lee')).toHaveLength(1);
  });

  it('sends nothing outside the firm morning (before 08:00 or from 12:00 in Jakarta), or without a mail server', async () => {
    await seed({ to: ids.lee, createdAt: hoursBefore(48) });
    expect(await run({ now: () => new Date('2026-11-28T00:59:59Z') })).toEqual({ skipped: 'outside-morning', sent: 0, failed: 0, deferred: 0 });
    expect(await run({ now: () => new Date('2026-11-28T05:00:00Z') })).toEqual({ skipped: 'outside-morning', sent: 0, failed: 0, deferred: 0 });
    expect(await run({ settings: undefined })).toEqual({ skipped: 'no-mail', sent: 0, failed: 0, deferred: 0 });
    expect(sink.received).toEqual([]);
    expect(await db.selectFrom('inquiry_reminders').selectAll().execute()).toEqual([]);
  });

  it('takes a bounded number of people a run, starts no send after the time budget, and the next run continues', async () => {
    for (const to of [ids.kim, ids.lee, ids.park, ids.choi]) await seed({ to, createdAt: hoursBefore(30) });
    expect(await run({ limit: 3 })).toEqual({ sent: 3, failed: 0, deferred: 0 });
    expect(await run({ limit: 3 })).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(sink.received).toHaveLength(4);

    await db.deleteFrom('inquiry_reminders').execute();
    sink.received.length = 0;
    // A clock that moves 6 s each time it is read: the third person's turn comes after 15 s.
    let reads = 0;
    const slow = () => new Date(MORNING.getTime() + 6_000 * reads++);
    expect(await run({ now: slow })).toEqual({ sent: 2, failed: 0, deferred: 2 });
    expect(await run()).toEqual({ sent: 2, failed: 0, deferred: 0 });
    expect(sink.received).toHaveLength(4);
  });

  it('forgets the claims of days more than 30 days ago', async () => {
    await db.insertInto('inquiry_reminders').values([
      { admin_id: ids.lee, day: '2026-10-28', status: 'sent' },
      { admin_id: ids.lee, day: '2026-10-29', status: 'sent' },
    ]).execute();
    await run();
    expect(await db.selectFrom('inquiry_reminders').select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')).execute()).toEqual([{ day: '2026-10-29' }]);
  });
});
