/**
 * Where leads come from and how fast the firm answers: the form's entry page,
 * referrer and UTM tags are stored with the inquiry (never a reason to refuse one), and the
 * dashboard counts inquiries per week by service, language and source in the reader's time zone,
 * the open and overdue ones, the median wait for a first reply and the share answered within 24 hours.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import contact from '#functions/contact.ts';
import dashboard from '#functions/admin-dashboard.ts';
import type { DeskStats } from '#domain/inquiry/desk-stats.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, fakeContext, inquiryEnv, postForm, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreInquiryEnv = () => {};
let restoreAdminEnv = () => {};

beforeAll(async () => {
  db = await useTestDatabase();
  restoreAdminEnv = useAdminEnv();
});
beforeEach(async () => {
  restoreInquiryEnv();
  restoreInquiryEnv = inquiryEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
});
afterAll(async () => {
  restoreInquiryEnv();
  restoreAdminEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

const sourceColumns = () => db.selectFrom('contact_inquiries').select(['landing_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign']).executeTakeFirstOrThrow();

describe('the source of an inquiry', () => {
  it('is stored as the form sent it: entry page, the other site that linked to it, UTM tags', async () => {
    const source = { landing: '/ja/services/visa?utm_source=LinkedIn&utm_medium=social&utm_campaign=kitas', referrer: 'https://www.linkedin.com/feed/?x=1' };
    expect((await contact(postJson(validInquiry({ source })), fakeContext())).status).toBe(201);
    expect(await sourceColumns()).toEqual({ landing_page: source.landing, referrer: 'https://www.linkedin.com/feed/', utm_source: 'LinkedIn', utm_medium: 'social', utm_campaign: 'kitas' });
  });

  it('never refuses an inquiry over it: a malformed source is stored as none', async () => {
    const response = await contact(postJson(validInquiry({ source: { landing: 'javascript:alert(1)', referrer: ['x'] } })), fakeContext());
    expect(response.status).toBe(201);
    expect(await sourceColumns()).toEqual({ landing_page: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null });
  });

  it('is none for a form sent without JavaScript', async () => {
    expect((await contact(postForm(validInquiry({ privacy: 'on' })), fakeContext())).status).toBe(303);
    expect((await sourceColumns()).landing_page).toBeNull();
  });
});

/** Monday 00:30 in Jakarta (UTC+7, no daylight saving) `weeksAgo` weeks before this week's: still Sunday in UTC. */
function jakartaMondayEarly(weeksAgo: number): Date {
  const jakartaNow = new Date(Date.now() + 7 * 3_600_000);
  const sinceMonday = (jakartaNow.getUTCDay() + 6) % 7;
  const monday = Date.UTC(jakartaNow.getUTCFullYear(), jakartaNow.getUTCMonth(), jakartaNow.getUTCDate() - sinceMonday - 7 * weeksAgo);
  return new Date(monday + 30 * 60_000 - 7 * 3_600_000);
}

async function seed(rows: { at: Date; service: string; locale: string; utm?: string; referrer?: string; status?: string; followUp?: string; replyAfterMinutes?: number }[]) {
  for (const [index, row] of rows.entries()) {
    const { rows: inserted } = await sql<{ id: number }>`
      INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status, spam_reason, created_at, utm_source, referrer, follow_up_on)
      VALUES (${`n${index}`}, 'c', ${`v${index}@example.com`}, '+62 812 0000 0000', ${row.service}, true, ${row.status ?? 'new'}, ${row.status === 'spam' ? 'manual' : null}, ${row.at.toISOString()}::timestamptz,
        ${row.utm ?? null}, ${row.referrer ?? null}, ${row.followUp ?? null}::date)
      RETURNING id`.execute(db);
    const id = inserted[0]!.id;
    await sql`INSERT INTO inquiry_consents (inquiry_id, consent_version, locale) VALUES (${id}, '2026-11-25', ${row.locale})`.execute(db);
    if (row.replyAfterMinutes !== undefined) {
      const at = new Date(row.at.getTime() + row.replyAfterMinutes * 60_000).toISOString();
      await sql`INSERT INTO inquiry_events (inquiry_id, kind, body, created_at) VALUES (${id}, 'reply', 'answer', ${at}::timestamptz)`.execute(db);
      await sql`INSERT INTO inquiry_events (inquiry_id, kind, body, created_at) VALUES (${id}, 'reply', 'second answer', ${at}::timestamptz + interval '3 days')`.execute(db);
    }
  }
}

async function deskOf(cookie: string): Promise<DeskStats | null> {
  const answer = await adminRequest(dashboard, 'GET', '/api/admin/dashboard', { cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { desk: DeskStats | null }).desk;
}

describe('the dashboard\'s inquiry desk', () => {
  it('counts weeks by service, language and source, open and overdue, and first replies', async () => {
    const twoWeeksAgo = jakartaMondayEarly(2);
    await seed([
      { at: twoWeeksAgo, service: 'visa', locale: 'ko', utm: 'Naver', replyAfterMinutes: 60 },
      { at: new Date(twoWeeksAgo.getTime() + 86_400_000), service: 'visa', locale: 'en', referrer: 'https://www.google.co.id/search', replyAfterMinutes: 180 },
      { at: new Date(twoWeeksAgo.getTime() + 2 * 86_400_000), service: 'hr', locale: 'ja', status: 'in_progress', followUp: '2020-01-01', replyAfterMinutes: 30 * 60 },
      { at: new Date(twoWeeksAgo.getTime() + 3 * 86_400_000), service: 'hr', locale: 'zh', status: 'done', followUp: '2020-01-01' },
      { at: new Date(twoWeeksAgo.getTime() + 4 * 86_400_000), service: 'legal', locale: 'id', status: 'spam' },
      { at: new Date(Date.now() - 60 * 60_000), service: 'legal', locale: 'id' },
    ]);
    await createAdmin(db, 'owner');
    const desk = (await deskOf(await signIn('owner')))!;
    expect(desk.timeZone).toBe('Asia/Jakarta');
    expect(desk.weeks).toHaveLength(12);
    const week = desk.weeks.at(-3)!;
    expect(week.start).toBe(new Date(twoWeeksAgo.getTime() + 7 * 3_600_000).toISOString().slice(0, 10));
    // The spam one is left out.
    expect(week).toMatchObject({ total: 4, service: { visa: 2, hr: 2 }, locale: { ko: 1, en: 1, ja: 1, zh: 1 }, source: { naver: 1, 'google.co.id': 1, direct: 2 } });
    expect(desk.weeks.at(-1)!.total).toBe(1);
    // Open: the three new ones and the one in progress (not spam, not done); overdue: the one in
    // progress past its day (the done one past its day is not).
    expect(desk).toMatchObject({ open: 4, overdue: 1 });
    // Replies after 1 h, 3 h and 30 h (only the first reply counts); one never answered; the newest is
    // under 24 hours old and unanswered, so not decided yet.
    expect(desk.firstReplies).toEqual({ decided: 4, within24h: 2, answered: 3, medianMinutes: 180 });
  });

  it('cuts weeks in the reader\'s time zone: Monday 00:30 in Jakarta is the previous week in UTC', async () => {
    const at = jakartaMondayEarly(2);
    await seed([{ at, service: 'visa', locale: 'ko' }]);
    const owner = await createAdmin(db, 'owner');
    await createAdmin(db, 'staff', undefined, 'staff');
    await db.updateTable('admins').set({ time_zone: 'UTC' }).where('id', '=', owner.id).execute();
    const jakarta = (await deskOf(await signIn('staff')))!;
    const utc = (await deskOf(await signIn('owner')))!;
    expect(utc.timeZone).toBe('UTC');
    const jakartaWeek = jakarta.weeks.find((w) => w.total === 1)!.start;
    const utcWeek = utc.weeks.find((w) => w.total === 1)!.start;
    expect(Date.parse(jakartaWeek) - Date.parse(utcWeek)).toBe(7 * 86_400_000);
  });

  it('is not shown to editors, who do not work the inquiries', async () => {
    await createAdmin(db, 'editor', undefined, 'editor');
    expect(await deskOf(await signIn('editor'))).toBeNull();
  });
});
