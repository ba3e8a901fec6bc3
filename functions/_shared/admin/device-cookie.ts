/**
 * Device cookies (OWASP's answer to lockout abuse): a browser that has signed in to an account
 * carries a signed cookie naming that account by its id (a name can be spelt many ways, an id
 * cannot), and its sign-in attempts count against a throttle of their own, for that account only. Strangers guessing the owner's password from anywhere else lock only the throttles of
 * unknown browsers, so the owner still signs in from their usual browser. A stolen device cookie
 * buys no more guesses than the browser it came from (its own bucket locks after a few).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_ISSUER } from './session.ts';

const AUDIENCE = 'admin-device';
const ALGORITHM = 'HS256';
/** A device is remembered for a year after its last sign-in. */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Host-admin_device' : 'admin_device';
}

/** A new device cookie for the account just signed in to (a new device id each time). */
export async function deviceCookie(url: URL, key: Uint8Array, accountId: number) {
  const token = await new SignJWT({ did: randomUUID() })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(accountId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_MAX_AGE_SECONDS)
    .sign(key);
  return { name: cookieName(url), value: token, path: '/', maxAge: DEVICE_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'Strict' as const, secure: url.protocol === 'https:' };
}

/**
 * The device id when the request carries a valid device cookie for this account, else undefined
 * (also for a sign-in that names no account: no browser is trusted for a name nobody has).
 */
export async function trustedDevice(cookies: Context['cookies'], url: URL, key: Uint8Array, accountId: number | undefined): Promise<string | undefined> {
  if (accountId === undefined) return undefined;
  const token = cookies.get(cookieName(url));
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: SESSION_ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub', 'did'] });
    return payload.sub === String(accountId) && typeof payload['did'] === 'string' ? payload['did'] : undefined;
  } catch {
    return undefined;
  }
}
