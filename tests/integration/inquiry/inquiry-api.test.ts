import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { CONSENT_VERSION } from '#domain/inquiry/options.ts';
import contact from '#functions/contact.ts';
import { signFormToken, readFormToken } from '#functions/_shared/inquiry/form-token.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import {
  clearInquiries, countRows, fakeContext, inquiryEnv, postForm, postJson, TEST_SECRET, validInquiry,
} from '../helpers/inquiry-fixtures.ts';

let db: Db;
let restoreEnv = () => {};

beforeAll(async () => {
  db = await useTestDatabase();
});
beforeEach(async () => {
  restoreEnv();
  restoreEnv = inquiryEnv();
  await clearInquiries(db);
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

const post = (req: Request, ip?: string) => contact(req, fakeContext(ip));
type Body = { error?: string; id?: string; fields?: Record<string, string> };

describe('POST /api/contact: storing an inquiry', () => {
  it('stores a JSON inquiry with its consent record and answers 201 with its reference', async () => {
    const before = Date.now();
    const response = await post(postJson(validInquiry({ locale: 'en', budget: '', message: '  ' })));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { id, reference } = (await response.json()) as Body & { reference?: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await db.selectFrom('contact_inquiries').selectAll().executeTakeFirstOrThrow();
    // The visitor quotes the readable reference; the uuid is the submission's own.
    expect(reference).toBe(row.public_ref);
    expect(reference).toMatch(/^NB-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(row).toMatchObject({
      reference: id, name: '김민수', company: '한빛상사', email: 'minsu.kim@example.com', phone: '+62 812 3456 7890',
      service: 'licensing', budget: null, message: null, privacy: true,
    });
    const consent = await db.selectFrom('inquiry_consents').selectAll().executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ inquiry_id: row.id, consent_version: CONSENT_VERSION, locale: 'en' });
    expect(consent.consented_at.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(consent.consented_at.getTime()).toBe(row.created_at.getTime());
  });

  it('stores the option keys, trimmed values and the message with normalised line breaks', async () => {
    await post(postJson(validInquiry({ name: '  Jane Doe ', service: 'comprehensive', budget: 'over500k', message: 'Line 1\r\nLine 2', phone: '０８１２-３４５６-７８９０' })));
    const row = await db.selectFrom('contact_inquiries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Jane Doe', service: 'comprehensive', budget: 'over500k', message: 'Line 1\nLine 2', phone: '0812-3456-7890' });
  });

  it('accepts the form post of a browser without JavaScript and redirects (303) to the translated thanks page with its reference', async () => {
    const ko = await post(postForm(validInquiry({ privacy: 'true', locale: 'ko' })));
    expect(ko.status).toBe(303);
    const [koRow] = await db.selectFrom('contact_inquiries').select('public_ref').execute();
    expect(ko.headers.get('location')).toBe(`/api/contact/thanks?reference=${koRow!.public_ref}&lang=ko`);
    const en = await post(postForm(validInquiry({ privacy: 'on', locale: 'en' })));
    expect(en.headers.get('location')).toMatch(/^\/api\/contact\/thanks\?reference=NB-\d{4}-[0-9A-HJKMNP-TV-Z]{6}&lang=en$/);
    expect(await countRows(db, 'contact_inquiries')).toBe(2);
    expect(await countRows(db, 'inquiry_consents')).toBe(2);
  });

  it('answers JSON to a form-encoded fetch that asks for JSON', async () => {
    const response = await post(postForm(validInquiry({ privacy: 'true' }), { accept: 'application/json' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Body).id).toBeTruthy();
  });

  it('stores a resubmission with the same submission id once and answers the same reference', async () => {
    const submissionId = '6f1c2b9e-4a7d-4c1e-9b3a-2d5e8f0a1b2c';
    const first = (await (await post(postJson(validInquiry({ submissionId })))).json()) as Body;
    const second = await post(postJson(validInquiry({ submissionId })));
    expect(second.status).toBe(201);
    expect(((await second.json()) as Body).id).toBe(first.id);
    expect(first.id).toBe(submissionId);
    expect(await countRows(db, 'contact_inquiries')).toBe(1);
    expect(await countRows(db, 'inquiry_consents')).toBe(1);
  });

  it('writes the inquiry and its consent atomically: if the consent cannot be stored, neither is', async () => {
    await sql`ALTER TABLE inquiry_consents ADD CONSTRAINT test_refuse_consent CHECK (consent_version = 'never') NOT VALID`.execute(db);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await post(postJson(validInquiry()));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Failed to submit contact form' });
      expect(await countRows(db, 'contact_inquiries')).toBe(0);
      const form = await post(postForm(validInquiry({ privacy: 'true', locale: 'ja' })));
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/ja/contact/error');
    } finally {
      log.mockRestore();
      await sql`ALTER TABLE inquiry_consents DROP CONSTRAINT test_refuse_consent`.execute(db);
    }
  });
});

describe('POST /api/contact: validation (400, nothing stored)', () => {
  async function expectFields(body: unknown, fields: Record<string, string>) {
    const response = await post(postJson(body));
    expect(response.status).toBe(400);
    const json = (await response.json()) as Body;
    expect(json.error).toBe('Validation failed');
    expect(json.fields).toEqual(fields);
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  }

  it('shows each required field its placeholder, and the spec messages for email and consent (ko)', async () => {
    await expectFields({ locale: 'ko' }, {
      name: '이름을 입력해주세요', company: '회사명을 입력해주세요', email: '올바른 이메일 주소를 입력해주세요',
      phone: '연락처를 입력해주세요', service: '서비스를 선택해주세요', privacy: '개인정보 수집 및 이용에 동의해주세요',
    });
  });

  it('answers in the submitted locale (en)', async () => {
    await expectFields(validInquiry({ locale: 'en', email: 'not-an-email', service: '', privacy: false }), {
      email: 'Please enter a valid email address', service: 'Please select a service', privacy: 'Please agree to the collection and use of your personal data',
    });
  });

  it('enforces the per-field length limits', async () => {
    await expectFields(
      validInquiry({ name: 'n'.repeat(101), company: 'c'.repeat(101), email: `${'e'.repeat(250)}@x.io`, phone: '1'.repeat(41), message: 'm'.repeat(5001) }),
      { name: '100자 이내로 입력해주세요', company: '100자 이내로 입력해주세요', email: '254자 이내로 입력해주세요', phone: '40자 이내로 입력해주세요', message: '5,000자 이내로 입력해주세요' },
    );
    const ok = await post(postJson(validInquiry({ name: 'n'.repeat(100), message: 'm'.repeat(5000) })));
    expect(ok.status).toBe(201);
  });

  it('refuses unknown option keys, including labels and the older key lists', async () => {
    for (const [service, budget] of [['marketing', 'under10k'], ['투자 컨설팅', 'discuss'], ['hr', 'under-50'], ['hr', '100-300'], ['HR', 'k10to50']]) {
      const response = await post(postJson(validInquiry({ service, budget })));
      expect(response.status, `${service} ${budget}`).toBe(400);
    }
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('requires consent: false, "false", missing and 1 are all refused', async () => {
    for (const privacy of [false, 'false', undefined, 1, 'yes']) {
      const response = await post(postJson(validInquiry({ privacy })));
      expect(response.status).toBe(400);
      expect(((await response.json()) as Body).fields).toEqual({ privacy: '개인정보 수집 및 이용에 동의해주세요' });
    }
  });

  it('refuses CR, LF and NUL where they could reach an e-mail header, and NUL anywhere', async () => {
    const bad = [
      { name: 'Kim\r\nBcc: victim@example.com' },
      { company: 'ACME\nX-Injected: 1' },
      { email: 'minsu@example.com\r\nBcc: victim@example.com' },
      { phone: '0812\n3456' },
      { name: 'Kim\u0000' },
      { company: 'A\u2028B' },
      { message: 'hello\u0000world' },
      { name: '\ud800lonely' },
    ];
    for (const overrides of bad) {
      const response = await post(postJson(validInquiry(overrides)));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
    }
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('refuses a phone number with letters or too few digits', async () => {
    await expectFields(validInquiry({ phone: 'call me' }), { phone: '전화번호는 숫자와 +, -, 괄호, 공백으로 입력해주세요' });
    await expectFields(validInquiry({ phone: '12-34' }), { phone: '전화번호는 숫자와 +, -, 괄호, 공백으로 입력해주세요' });
  });

  it('refuses wrong value types without a 5xx', async () => {
    const response = await post(postJson(validInquiry({ name: 42, company: ['a'], email: { a: 1 }, phone: null, service: true })));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Body).fields ?? {}).sort()).toEqual(['company', 'email', 'name', 'phone', 'service']);
  });

  // With the site up, the answer is the error page with the form filled again (tests/site/retry-form.test.ts,
  // e2e); here no site answers, so it falls back to sending the visitor to the static page.
  it('sends a browser without JavaScript to the translated error page (303) when the page cannot be had', async () => {
    const response = await post(postForm(validInquiry({ privacy: 'true', email: 'nope', locale: 'zh' })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/zh/contact/error');
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });
});

describe('POST /api/contact: protocol errors', () => {
  it('refuses other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await post(new Request('http://localhost/api/contact', { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('refuses other content types with 415', async () => {
    const body = JSON.stringify(validInquiry());
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml', undefined]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const response = await post(new Request('http://localhost/api/contact', { method: 'POST', headers, body: type ? body : new Blob([body]) }));
      expect(response.status, String(type)).toBe(415);
    }
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('answers 400 to malformed JSON, non-objects, invalid UTF-8 and a repeated form field', async () => {
    const requests = [
      postJson('{"name": "Kim",'),
      postJson('[1, 2]'),
      postJson('null'),
      postJson('"just a string"'),
      new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }),
      new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'name=a&name=b' }),
    ];
    for (const req of requests) expect((await post(req)).status).toBe(400);
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('refuses a body over 32 KB with 413, by its Content-Length', async () => {
    const big = JSON.stringify(validInquiry({ message: 'x'.repeat(33 * 1024) }));
    const response = await post(new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big }));
    expect(response.status).toBe(413);
  });

  it('refuses a body over 32 KB with 413 while reading a stream that declared no length', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
      },
    });
    const req = new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect((await post(req)).status).toBe(413);
    expect(pulled).toBeLessThan(40); // stopped reading soon after the limit
  });

  it('sends an oversized form post to the error page of the referring locale', async () => {
    const response = await post(postForm(validInquiry({ message: 'x'.repeat(40_000) }), { referer: 'http://localhost/id/contact' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/id/contact/error');
  });

  it('refuses posts from other sites (403)', async () => {
    const crossOrigin = await post(postJson(validInquiry(), { origin: 'https://evil.example' }));
    expect(crossOrigin.status).toBe(403);
    const crossSite = await post(postJson(validInquiry(), { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    const opaque = await post(postJson(validInquiry(), { origin: 'null' }));
    expect(opaque.status).toBe(403);
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
    const same = await post(postJson(validInquiry(), { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }));
    expect(same.status).toBe(201);
  });

  it('fails closed with 503 when FORM_SIGNING_SECRET is missing or too short, and says so in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      delete process.env.FORM_SIGNING_SECRET;
      const missing = await post(postJson(validInquiry()));
      expect(missing.status).toBe(503);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('FORM_SIGNING_SECRET'));
      process.env.FORM_SIGNING_SECRET = 'short';
      expect((await post(postJson(validInquiry()))).status).toBe(503);
      expect((await contact(new Request('http://localhost/api/contact/token'), fakeContext())).status).toBe(503);
      expect(await countRows(db, 'contact_inquiries')).toBe(0);
    } finally {
      log.mockRestore();
    }
  });
});

describe('POST /api/contact: bots', () => {
  async function stored() {
    return db.selectFrom('contact_inquiries').select(['reference', 'status', 'spam_reason', 'name']).orderBy('id').execute();
  }

  it('quarantines a filled honeypot: answered as accepted, stored as spam with its reason, no e-mail owed', async () => {
    const response = await post(postJson(validInquiry({ homepage: 'http://spam.example' })));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as Body;
    const form = await post(postForm(validInquiry({ privacy: 'true', homepage: 'x' })));
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/api\/contact\/thanks\?reference=NB-/);
    const rows = await stored();
    expect(rows).toEqual([
      { reference: id, status: 'spam', spam_reason: 'honeypot', name: '김민수' },
      { reference: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'spam', spam_reason: 'honeypot', name: '김민수' },
    ]);
    expect(await countRows(db, 'inquiry_consents')).toBe(2);
    expect(await countRows(db, 'inquiry_notifications')).toBe(0);
  });

  it('quarantines a submission sent less than 3 s after its form token, with the same answer as a person gets', async () => {
    const formToken = signFormToken(TEST_SECRET, Date.now() - 1000);
    const response = await post(postJson(validInquiry({ formToken })));
    expect(response.status).toBe(201);
    expect(Object.keys((await response.json()) as Body)).toEqual(['id', 'reference']);
    expect(await stored()).toEqual([{ reference: expect.any(String), status: 'spam', spam_reason: 'too-fast', name: '김민수' }]);
  });

  it('owes no e-mail for spam even with mail configured, and one per kind for a person', async () => {
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = '9'; // nothing listens: delivery fails later, the rows are what matters here
    process.env.SMTP_FROM = 'noreply@example.com';
    process.env.INQUIRY_NOTIFY_TO = 'desk@example.com';
    await post(postJson(validInquiry({ formToken: signFormToken(TEST_SECRET, Date.now() - 500) })));
    expect(await countRows(db, 'inquiry_notifications')).toBe(0);
    await post(postJson(validInquiry()));
    expect(await countRows(db, 'inquiry_notifications')).toBe(2);
  });

  it('counts spam against the rate limits, which bound how much of it is stored', async () => {
    process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '3';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post(postJson(validInquiry({ homepage: `bot ${i}` })), '198.51.100.9')).status);
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    expect((await stored()).length).toBe(3);
    // A person at another address is not held back by the bot's quota.
    expect((await post(postJson(validInquiry()), '198.51.100.10')).status).toBe(201);
  });

  it('stores a submission whose token is older than 3 s, or that has no token (no JavaScript)', async () => {
    await post(postJson(validInquiry({ formToken: signFormToken(TEST_SECRET, Date.now() - 3500) })));
    await post(postJson(validInquiry()));
    // A forged or foreign token is no token: the honeypot and the rate limits remain.
    await post(postJson(validInquiry({ formToken: signFormToken('another-secret-another-secret-another', Date.now()) })));
    expect(await countRows(db, 'contact_inquiries')).toBe(3);
  });

  it('GET /api/contact/token hands out a fresh signed token, never cached', async () => {
    const response = await contact(new Request('http://localhost/api/contact/token'), fakeContext());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    const issued = readFormToken(TEST_SECRET, token);
    expect(Math.abs((issued ?? 0) - Date.now())).toBeLessThan(5000);
    const wrong = await contact(new Request('http://localhost/api/contact/token', { method: 'POST' }), fakeContext());
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('POST /api/contact: rate limits', () => {
  it('allows 5 per address per 10 minutes by default, then 429 with Retry-After', async () => {
    delete process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS;
    for (let i = 0; i < 5; i += 1) expect((await post(postJson(validInquiry()), '198.51.100.1')).status).toBe(201);
    const refused = await post(postJson(validInquiry()), '198.51.100.1');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as Body).error).toBe('Too Many Requests');
    expect((await post(postJson(validInquiry()), '198.51.100.2')).status).toBe(201);
    expect(await countRows(db, 'contact_inquiries')).toBe(6);
  });

  it('reads the limits from the environment; an IPv6 /64 is one client', async () => {
    process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '2/60';
    expect((await post(postJson(validInquiry()), '2001:db8:1:2::10')).status).toBe(201);
    expect((await post(postJson(validInquiry()), '2001:db8:1:2:ffff::20')).status).toBe(201);
    const refused = await post(postJson(validInquiry()), '2001:0db8:0001:0002:0:0:0:30');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await post(postJson(validInquiry()), '2001:db8:1:3::10')).status).toBe(201);
  });

  it('limits all clients together, and a refused client does not use up the global allowance', async () => {
    process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '1';
    process.env.INQUIRY_RATE_LIMIT_GLOBAL = '3/60';
    expect((await post(postJson(validInquiry()), '192.0.2.1')).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await post(postJson(validInquiry()), '192.0.2.1')).status).toBe(429);
    expect((await post(postJson(validInquiry()), '192.0.2.2')).status).toBe(201);
    expect((await post(postJson(validInquiry()), '192.0.2.3')).status).toBe(201);
    const refused = await post(postJson(validInquiry()), '192.0.2.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await countRows(db, 'contact_inquiries')).toBe(3);
  });

  it('sends a rate-limited browser without JavaScript to the error page', async () => {
    process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '1';
    await post(postForm(validInquiry({ privacy: 'true' })), '192.0.2.9');
    const refused = await post(postForm(validInquiry({ privacy: 'true', locale: 'en' })), '192.0.2.9');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/en/contact/error');
  });

  it('keeps the counts in the database, keyed without the address itself', async () => {
    await post(postJson(validInquiry()), '198.51.100.77');
    const buckets = await db.selectFrom('inquiry_rate_limits').select(['bucket', 'hits']).execute();
    expect(buckets.map((b) => b.bucket).sort()).toEqual([expect.stringMatching(/^a:/), 'global'].sort());
    expect(JSON.stringify(buckets)).not.toContain('198.51.100.77');
  });
});

describe('POST /api/contact: concurrent submissions (written together in one statement)', () => {
  const burst = (count: number, ip: (i: number) => string, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
    Promise.all(Array.from({ length: count }, (_, i) => post(postJson(validInquiry({ company: `Burst ${i}`, ...overrides(i) })), ip(i))));

  it('stores every one of a burst, each with its consent, each answer after the commit', async () => {
    const responses = await burst(40, (i) => `198.51.100.${i + 1}`);
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as Body).id));
    const rows = await db.selectFrom('contact_inquiries').select(['reference', 'company']).execute();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set(ids));
    expect(await countRows(db, 'inquiry_consents')).toBe(40);
  });

  it('applies the per-address limit exactly within a burst', async () => {
    process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '3';
    const responses = await burst(10, (i) => (i % 2 === 0 ? '192.0.2.10' : '192.0.2.11'));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await countRows(db, 'contact_inquiries')).toBe(6);
    const byAddress = await db.selectFrom('inquiry_rate_limits').select('hits').where('bucket', '<>', 'global').execute();
    expect(byAddress.map((r) => r.hits).sort()).toEqual([5, 5]);
    const global = await db.selectFrom('inquiry_rate_limits').select('hits').where('bucket', '=', 'global').executeTakeFirstOrThrow();
    expect(global.hits).toBe(6);
  });

  it('applies the global limit exactly within a burst', async () => {
    process.env.INQUIRY_RATE_LIMIT_GLOBAL = '7/60';
    const responses = await burst(12, (i) => `203.0.113.${i + 1}`);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(7);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await countRows(db, 'contact_inquiries')).toBe(7);
  });

  it('stores a submission sent twice at once (same submission id) once, answering both with its reference', async () => {
    const submissionId = '0b7e9d2a-6c1f-4f3e-8a5d-9c2b1e4f7a60';
    const responses = await burst(2, () => '198.51.100.200', () => ({ submissionId }));
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(await Promise.all(responses.map(async (r) => ((await r.json()) as Body).id))).toEqual([submissionId, submissionId]);
    expect(await countRows(db, 'contact_inquiries')).toBe(1);
    expect(await countRows(db, 'inquiry_consents')).toBe(1);
  });

  it('does not let one failing inquiry fail the others written with it', async () => {
    await sql`ALTER TABLE contact_inquiries ADD CONSTRAINT test_refuse_company CHECK (company <> 'Burst 3') NOT VALID`.execute(db);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const responses = await burst(6, (i) => `198.51.100.${i + 50}`);
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 500, 201, 201]);
      const companies = (await db.selectFrom('contact_inquiries').select('company').execute()).map((r) => r.company).sort();
      expect(companies).toEqual(['Burst 0', 'Burst 1', 'Burst 2', 'Burst 4', 'Burst 5']);
      expect(await countRows(db, 'inquiry_consents')).toBe(5);
    } finally {
      log.mockRestore();
      await sql`ALTER TABLE contact_inquiries DROP CONSTRAINT test_refuse_company`.execute(db);
    }
  });
});
