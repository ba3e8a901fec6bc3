/**
 * POST /api/contact with text PostgreSQL cannot store: NUL or half a surrogate pair in any JSON field
 * (read or not), percent-encoded bytes that are not UTF-8 in a form field (URLSearchParams would have
 * stored U+FFFD instead of what the visitor typed). Always a 400 naming the field, nothing stored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import contact from '#functions/contact.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, countRows, fakeContext, inquiryEnv, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';

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

/** A form post as a script would send it: the body's bytes exactly as given. */
function postRawForm(body: string, accept = 'application/json'): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept, referer: 'http://localhost/en/contact' },
    body,
  });
}

const form = (overrides: Record<string, string>) =>
  Object.entries({ ...validInquiry({ privacy: 'true', locale: 'en' }), ...overrides })
    .map(([key, value]) => `${encodeURIComponent(key)}=${key in overrides ? String(value) : encodeURIComponent(String(value))}`)
    .join('&');

describe('POST /api/contact with unstorable text', () => {
  it('names a form field whose percent-encoded bytes are not UTF-8, in the visitor’s language', async () => {
    for (const [field, raw] of [['company', '%FF%FE'], ['name', 'Kim%C3%28'], ['message', '%ED%A0%80'], ['formToken', '%00']] as const) {
      const response = await contact(postRawForm(form({ [field]: raw })), fakeContext());
      expect(response.status, `${field}=${raw}`).toBe(400);
      expect(await response.json()).toEqual({ error: 'Validation failed', fields: { [field]: 'Line breaks and control characters are not allowed' } });
    }
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('names a JSON field holding NUL or half a surrogate pair even when the schema does not read it', async () => {
    const response = await contact(postJson(validInquiry({ locale: 'ko', homepage: 'a\u0000', extra: { deep: ['\ud800'] } })), fakeContext());
    expect(response.status).toBe(400);
    const message = '줄바꿈이나 제어 문자는 입력할 수 없습니다';
    expect(await response.json()).toEqual({ error: 'Validation failed', fields: { homepage: message, 'extra.deep.0': message } });
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('still stores a valid form post with Korean text and a literal % sign', async () => {
    const response = await contact(postRawForm(form({ company: '%ED%95%9C%EB%B9%9B+100%25', message: '50%' })), fakeContext());
    expect(response.status).toBe(201);
    const row = await db.selectFrom('contact_inquiries').select(['company', 'message']).executeTakeFirstOrThrow();
    expect(row).toEqual({ company: '한빛 100%', message: '50%' });
  });

  it('sends a browser’s form post without JavaScript to the error page, not to a 500', async () => {
    const response = await contact(postRawForm(form({ name: '%FF' }), 'text/html'), fakeContext());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact/error');
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });
});
