/**
 * Rate limits of POST /api/contact: per client address (the address the platform reports, never a
 * header) and overall, in fixed windows counted in the database so that every function instance
 * sees the same counts. They are counted in one place: the statement that stores the inquiry
 * (storeInquiries), genuine and spam alike, so they bound how much spam can be stored too. Overridable: INQUIRY_RATE_LIMIT_PER_ADDRESS / INQUIRY_RATE_LIMIT_GLOBAL as
 * "<max>" or "<max>/<window seconds>".
 */
import { createHmac } from 'node:crypto';
import type { RateLimitWindow } from '#db/repositories/inquiries/store.ts';
import { clientKey } from '../client-address.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export const DEFAULT_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * 60_000 };
export const DEFAULT_GLOBAL: Limit = { max: 300, windowMs: 60_000 };
const MAX_WINDOW_MS = 24 * 3600_000;

/** "<max>" keeps the default window; "<max>/<seconds>" sets both. Anything else: the default. */
export function parseLimit(value: string | undefined, fallback: Limit): Limit {
  const match = value === undefined ? null : /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,6})\s*)?$/.exec(value);
  if (!match?.[1]) return fallback;
  const max = Number(match[1]);
  const windowMs = match[2] ? Number(match[2]) * 1000 : fallback.windowMs;
  if (max < 1 || windowMs < 1000 || windowMs > MAX_WINDOW_MS) return fallback;
  return { max, windowMs };
}

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): { perAddress: Limit; global: Limit } {
  return {
    perAddress: parseLimit(env['INQUIRY_RATE_LIMIT_PER_ADDRESS'], DEFAULT_PER_ADDRESS),
    global: parseLimit(env['INQUIRY_RATE_LIMIT_GLOBAL'], DEFAULT_GLOBAL),
  };
}

/** Start of the fixed window holding `now` (windows are aligned to the epoch). */
export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/** Whole seconds until the window holding `now` ends (at least 1): the Retry-After value. */
export function retryAfterSeconds(now: number, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(now, windowMs) + windowMs - now) / 1000));
}

/** The counter key of a client: a keyed hash, so the table holds no addresses. */
export function addressBucket(secret: string, ip: string | undefined): string {
  return `a:${createHmac('sha256', secret).update(`rate-limit:${clientKey(ip)}`).digest('base64url').slice(0, 32)}`;
}

export interface RateLimitPlan {
  address: RateLimitWindow;
  global: RateLimitWindow;
  /** Retry-After seconds when refused by either window. */
  retryAfter: Record<'address' | 'global', number>;
}

/** The two windows a request at `now` counts against, under the current limits. */
export function rateLimitPlan(secret: string, ip: string | undefined, now: number, env: NodeJS.ProcessEnv = process.env): RateLimitPlan {
  const { perAddress, global } = limitsFromEnv(env);
  return {
    address: { bucket: addressBucket(secret, ip), windowStart: new Date(windowStart(now, perAddress.windowMs)), max: perAddress.max },
    global: { bucket: 'global', windowStart: new Date(windowStart(now, global.windowMs)), max: global.max },
    retryAfter: { address: retryAfterSeconds(now, perAddress.windowMs), global: retryAfterSeconds(now, global.windowMs) },
  };
}
