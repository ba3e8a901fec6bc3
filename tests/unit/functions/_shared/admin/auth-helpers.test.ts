import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { clearedSessionCookie, readSessionToken, sessionCookie } from '#functions/_shared/admin/cookies.ts';
import { createFunctionContext, serializeCookie } from '#scripts/local-server/function-context.ts';
import { isCrossSite } from '#functions/_shared/admin/request-guards.ts';
import { decodeSessionKey } from '#functions/_shared/admin/session-key.ts';
import { validateBody } from '#functions/_shared/admin/validation.ts';
import { accountBucket } from '#functions/_shared/admin/throttle.ts';

describe('decodeSessionKey', () => {
  it('decodes hex, base64url and base64, and takes other text as raw bytes', () => {
    expect(decodeSessionKey('ab'.repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(decodeSessionKey(Buffer.alloc(32, 1).toString('base64url'))).toEqual(new Uint8Array(32).fill(1));
    expect(decodeSessionKey(Buffer.alloc(48, 0xfb).toString('base64'))).toEqual(new Uint8Array(48).fill(0xfb));
    expect(decodeSessionKey('a passphrase with spaces that is long enough!')?.length).toBe(45);
  });

  it('refuses a missing, empty or shorter-than-32-byte secret (there is no default key)', () => {
    expect(decodeSessionKey(undefined)).toBeUndefined();
    expect(decodeSessionKey('   ')).toBeUndefined();
    expect(decodeSessionKey('short secret')).toBeUndefined();
    expect(decodeSessionKey('ab'.repeat(31))).toBeUndefined();
    expect(decodeSessionKey(Buffer.alloc(31).toString('base64url'))).toBeUndefined();
  });
});

describe('session cookie', () => {
  const http = new URL('http://localhost:8888/api/admin/login');
  const https = new URL('https://example.com/api/admin/login');

  it('is __Host- and Secure over https, plain over http; always HttpOnly, SameSite=Strict, Path=/', () => {
    expect(sessionCookie(https, 't')).toEqual({ name: '__Host-admin_session', value: 't', path: '/', maxAge: 28800, httpOnly: true, sameSite: 'Strict', secure: true });
    expect(sessionCookie(http, 't')).toEqual({ name: 'admin_session', value: 't', path: '/', maxAge: 28800, httpOnly: true, sameSite: 'Strict', secure: false });
    // Cleared with the attributes it was set with: a browser replaces a __Host- cookie only from a Secure one.
    expect(clearedSessionCookie(https)).toEqual({ ...sessionCookie(https, ''), maxAge: 0 });
    expect(serializeCookie(clearedSessionCookie(http))).toBe('admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });

  it('reads only the name that fits the scheme', () => {
    const req = (cookie: string, url: URL) =>
      createFunctionContext({ request: new Request(url, { headers: { cookie } }), functionName: 't', ip: '', params: {}, requestId: '', siteUrl: '', waitUntil: () => {} }).context.cookies;
    expect(readSessionToken(req('a=1; admin_session=tok; b=2', http), http)).toBe('tok');
    expect(readSessionToken(req('__Host-admin_session=tok', http), http)).toBeUndefined();
    expect(readSessionToken(req('admin_session=tok', https), https)).toBeUndefined();
    expect(readSessionToken(req('__Host-admin_session=tok', https), https)).toBe('tok');
    expect(readSessionToken(req('admin_session=', http), http)).toBeUndefined();
  });
});

describe('isCrossSite', () => {
  const url = new URL('https://example.com/api/admin/notices');
  const check = (headers: Record<string, string>) => isCrossSite(new Request(url, { method: 'POST', headers }), url);

  it('lets same-origin and header-less requests through', () => {
    expect(check({})).toBe(false);
    expect(check({ Origin: 'https://example.com', 'Sec-Fetch-Site': 'same-origin' })).toBe(false);
    expect(check({ 'Sec-Fetch-Site': 'none' })).toBe(false);
  });

  it('flags another origin, another scheme or port, a null origin, and same-site or cross-site fetches', () => {
    expect(check({ Origin: 'https://evil.example' })).toBe(true);
    expect(check({ Origin: 'http://example.com' })).toBe(true);
    expect(check({ Origin: 'https://example.com:8443' })).toBe(true);
    expect(check({ Origin: 'null' })).toBe(true);
    expect(check({ 'Sec-Fetch-Site': 'same-site' })).toBe(true);
    expect(check({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://example.com' })).toBe(true);
  });
});


describe('validateBody', () => {
  const schema = v.object({ name: v.pipe(v.string('이름을 입력하세요'), v.nonEmpty('이름을 입력하세요')), age: v.optional(v.number('숫자')) });

  it('answers 400 naming each missing or bad field with its own message', async () => {
    for (const body of [undefined, null, [], 'text', {}]) {
      const result = validateBody(schema, body);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(400);
        expect(await result.response.json()).toEqual({ error: '입력값을 확인해주세요.', fields: { name: '이름을 입력하세요' } });
      }
    }
    const bad = validateBody(schema, { name: 'x', age: 'old' });
    expect(!bad.ok && ((await bad.response.json()) as { fields: object }).fields).toEqual({ age: '숫자' });
  });

  it('returns the parsed value', () => {
    expect(validateBody(schema, { name: 'Kim', age: 3 })).toEqual({ ok: true, value: { name: 'Kim', age: 3 } });
  });
});

describe('accountBucket', () => {
  it('is the account id for an existing account, whatever spelling the sign-in used', () => {
    expect(accountBucket({ id: 7, username: 'KIM' })).toBe('account:7');
    expect(accountBucket({ id: 7, username: 'ｋｉｍ' })).toBe('account:7');
  });

  it('is one form of the name (NFKC, lower case) for a name nobody has', () => {
    expect(accountBucket({ username: '  Kim ' })).toBe('user:kim');
    expect(accountBucket({ username: 'ＫＩＭ' })).toBe('user:kim');
    expect(accountBucket({ username: 'x'.repeat(500) })).toHaveLength(200);
  });
});
