import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '#db/client.ts';
import { findActiveSession, insertSession, type ActiveSession } from '#db/repositories/admin-sessions.ts';
import { decodeSessionKey } from './session-key.ts';

/**
 * Session tokens: an HS256 JWT that only names a server-side session (`sid`, a row of
 * admin_sessions). The row is what makes logout, a password change and idle expiry real; the
 * signature only spares a database read for a forged token.
 */
export const SESSION_ISSUER = 'indonesia-consulting-site';
export const SESSION_AUDIENCE = 'admin';
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signing key, or undefined when SESSION_SECRET is missing or too short (the routes answer 503). */
export function sessionKey(): Uint8Array | undefined {
  return decodeSessionKey(process.env.SESSION_SECRET);
}

export interface IssuedSession {
  sessionId: string;
  token: string;
}

/** Stores a new session for the administrator and signs its token (valid until the row's end). */
export async function issueSession(
  db: Db,
  key: Uint8Array,
  admin: { id: number },
  client: { ip: string | null; userAgent: string | null; place?: string | null },
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const { createdAt, expiresAt } = await insertSession(db, { id: sessionId, adminId: admin.id, ...client });
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(admin.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(Math.floor(createdAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { sessionId, token };
}

/**
 * The session the token stands for, if the token verifies (HS256 only, issuer, audience, exp, iat
 * and a uuid `sid` required) and its row is still good (see findActiveSession).
 */
export async function authenticate(db: Db, key: Uint8Array, token: string | undefined): Promise<ActiveSession | undefined> {
  if (!token) return undefined;
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sid'],
    });
    sid = payload['sid'];
  } catch {
    return undefined;
  }
  if (typeof sid !== 'string' || !UUID.test(sid)) return undefined;
  return findActiveSession(db, sid);
}
