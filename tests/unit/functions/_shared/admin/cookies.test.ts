import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readSessionToken, sessionCookie } from '#functions/_shared/admin/cookies.ts';
import { createFunctionContext, serializeCookie } from '#scripts/local-server/function-context.ts';

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
