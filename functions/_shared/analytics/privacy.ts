/**
 * Which requests are not counted at all (they still get their 204): bots, prefetches, visitors who
 * ask not to be tracked (Global Privacy Control, Do Not Track: honoured unless
 * ANALYTICS_HONOUR_PRIVACY_SIGNALS is `false`), and the firm's own signed-in staff.
 */
import type { Db } from '#db/client.ts';
import { isBotUserAgent } from '#domain/analytics/hit.ts';
import { authenticate, sessionKey } from '../admin/session.ts';
import { LOCAL_COOKIE_NAME, SECURE_COOKIE_NAME } from '../admin/cookies.ts';
import { isSpeculative } from '../views/visitor.ts';

export function honoursPrivacySignals(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env['ANALYTICS_HONOUR_PRIVACY_SIGNALS'] ?? '').trim().toLowerCase();
  return !(value === 'false' || value === '0' || value === 'no');
}

function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}

/** Why a request is not counted, read from its headers alone (no database): undefined when it may be. */
export function uncountedByHeaders(headers: Headers): 'bot' | 'prefetch' | 'opt-out' | undefined {
  if (isBotUserAgent(headers.get('user-agent'))) return 'bot';
  if (isSpeculative(headers)) return 'prefetch';
  if (honoursPrivacySignals() && asksNotToBeTracked(headers)) return 'opt-out';
  return undefined;
}

/** The admin session token a request carries (either cookie name: the beacon's page may be http locally). */
export function sessionTokenOf(headers: Headers): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SECURE_COOKIE_NAME || name === LOCAL_COOKIE_NAME) return value.join('=') || undefined;
  }
  return undefined;
}

/** Whether the token is a live admin session: the firm's staff browsing their own site are not visitors. */
export async function isStaff(db: Db, token: string | undefined): Promise<boolean> {
  const key = token ? sessionKey() : undefined;
  return key !== undefined && (await authenticate(db, key, token)) !== undefined;
}
