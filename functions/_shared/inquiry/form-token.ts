/**
 * The signed start of filling in the form. The page asks GET /api/contact/token at the visitor's first
 * touch of the form (src/components/features/inquiry/formClock.ts, before React arrives) and the
 * island sends the token back with the inquiry; one typed and sent sooner after the token than a
 * person could is a bot (an autofilled one is not timed: bot-signals.ts). Without JavaScript, or sent
 * before the island came alive, there is no token: the honeypot and the rate limits still apply.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Fastest plausible time to type the form in from the first touch. */
export const MIN_FILL_MS = 3000;
const PURPOSE = 'inquiry-form-token:v1:';

function mac(secret: string, issuedAt: number): Buffer {
  return createHmac('sha256', secret).update(PURPOSE + issuedAt).digest();
}

/** `<issued-at ms, base 36>.<HMAC-SHA256, base64url>` */
export function signFormToken(secret: string, issuedAt: number): string {
  return `${issuedAt.toString(36)}.${mac(secret, issuedAt).toString('base64url')}`;
}

/** The issue time of a genuine token; undefined for anything else (missing, malformed, forged). */
export function readFormToken(secret: string, token: unknown): number | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const issuedAt = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(issuedAt)) return undefined;
  const expected = mac(secret, issuedAt);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? issuedAt : undefined;
}

export type Timing = 'ok' | 'too-fast' | 'no-token';

/**
 * How the submission's timing looks. A token from the future counts as too fast. A missing or
 * invalid token is let through (no JavaScript, an expired secret): the other defences stay.
 */
export function assessTiming(issuedAt: number | undefined, now: number, minFillMs = MIN_FILL_MS): Timing {
  if (issuedAt === undefined) return 'no-token';
  return now - issuedAt < minFillMs ? 'too-fast' : 'ok';
}
