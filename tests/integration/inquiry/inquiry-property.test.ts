/**
 * Property-based: arbitrary methods, headers and bodies thrown at the function never produce a 5xx,
 * and a request the schema refuses never leaves a row behind.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import contact from '#functions/contact.ts';
import { validateInquiry } from '#domain/inquiry/schema.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, countRows, fakeContext, inquiryEnv, validInquiry } from '../helpers/inquiry-fixtures.ts';

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

/** How a browser would send a value in a form post (objects as JSON; String() fails on null-prototype objects). */
const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

const FIELDS = ['name', 'company', 'email', 'phone', 'service', 'budget', 'message', 'privacy', 'locale', 'homepage', 'formToken', 'submissionId'];

/** Strings that tend to break things: control characters, surrogates, huge, unicode, injections. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\r\n', 'a\nBcc: x@y.z', '\ud800', '\udfff', '%00', '<script>', "'; DROP TABLE contact_inquiries; --", '__proto__', 'x'.repeat(6000), '１２３４５６', 'hr', 'true', 'on'),
);
const anyValue = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));

/** A valid inquiry with some fields replaced by arbitrary values or removed: mostly near the boundary. */
const mutatedInquiry = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 4 }),
    remove: fc.subarray(FIELDS, { maxLength: 3 }),
  })
  .map(({ replace, remove }) => {
    const body: Record<string, unknown> = { ...validInquiry(), ...replace };
    for (const field of remove) delete body[field];
    return body;
  });

const bodyText = fc.oneof(
  mutatedInquiry.map((b) => JSON.stringify(b)),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.dictionary(fc.constantFrom(...FIELDS, 'x'), fc.string(), { maxKeys: 10 }).map((d) => new URLSearchParams(d).toString()),
  mutatedInquiry.map((b) => new URLSearchParams(Object.entries(b).map(([k, v]) => [k, asText(v)])).toString()),
);

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND');
const contentType = fc.oneof(
  fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', 'application/json; charset=utf-16', 'APPLICATION/JSON', ';;;', ''),
  fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);
const headerValue = fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
const headers = fc.record(
  {
    'content-type': contentType,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'text/html,application/json'),
    origin: fc.oneof(fc.constant('http://localhost'), fc.constant('null'), headerValue),
    referer: fc.oneof(fc.constant('http://localhost/en/contact'), headerValue),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
    'content-length': fc.oneof(fc.nat({ max: 100_000 }).map(String), headerValue),
    'x-forwarded-for': headerValue,
  },
  { requiredKeys: [] },
);

function build(m: string, h: Record<string, string>, body: string): Request | undefined {
  try {
    const init: RequestInit = { method: m, headers: h };
    if (m !== 'GET' && m !== 'HEAD') init.body = body;
    return new Request('http://localhost/api/contact', init);
  } catch {
    return undefined; // a header value the Fetch API itself refuses never reaches a function
  }
}

describe('POST /api/contact under arbitrary input', () => {
  it('never answers 5xx, and stores a row only for a request the schema accepts', async () => {
    let rows = await countRows(db, 'contact_inquiries');
    await fc.assert(
      fc.asyncProperty(method, headers, bodyText, async (m, h, body) => {
        const req = build(m, h, body);
        if (!req) return;
        const before = rows;
        const response = await contact(req, fakeContext(`198.51.100.${Math.floor(Math.random() * 250)}`));
        expect(response.status, `${m} ${JSON.stringify(h)} ${body.slice(0, 200)}`).toBeLessThan(500);
        const after = await countRows(db, 'contact_inquiries');
        rows = after;
        if (after === before) return;
        // A row appeared: the request must have been a valid POST the schema accepts.
        expect(after).toBe(before + 1);
        expect(m).toBe('POST');
        expect([201, 303]).toContain(response.status);
        let data: unknown;
        try {
          data = JSON.parse(body);
        } catch {
          data = Object.fromEntries(new URLSearchParams(body));
        }
        expect(validateInquiry(data).ok).toBe(true);
      }),
      { numRuns: 300, seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
    );
  });

  it('never stores an inquiry whose fields the schema refuses, whatever the encoding', async () => {
    let rows = await countRows(db, 'contact_inquiries');
    await fc.assert(
      fc.asyncProperty(mutatedInquiry, fc.boolean(), async (inquiry, asForm) => {
        const valid = validateInquiry(inquiry).ok;
        const body = asForm ? new URLSearchParams(Object.entries(inquiry).map(([k, v]) => [k, asText(v)])).toString() : JSON.stringify(inquiry);
        const req = new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: { 'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json', accept: 'application/json' },
          body,
        });
        const response = await contact(req, fakeContext('203.0.113.9'));
        const after = await countRows(db, 'contact_inquiries');
        const stored = after - rows;
        rows = after;
        expect(response.status).toBeLessThan(500);
        if (response.status === 201) expect(stored).toBeLessThanOrEqual(1);
        else expect(stored).toBe(0);
        const parsedValid = asForm ? validateInquiry(Object.fromEntries(new URLSearchParams(body))).ok : valid;
        if (!parsedValid) {
          expect(response.status).toBe(400);
          expect(stored).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
