/**
 * Who a view is from, without storing who: a keyed hash of the day, the client address and the
 * browser. The key is derived from the form-signing secret for this purpose only, so a mark cannot
 * be turned back into an address, and a visitor's marks of different days cannot be linked.
 */
import { createHmac } from 'node:crypto';
import { isBotUserAgent } from '#domain/analytics/hit.ts';

const PURPOSE = 'view-visitor:v1';

/** The visitor key of a request on a day (43 base64url characters). */
export function visitorKey(secret: string, day: string, ip: string, userAgent: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${day}\n${ip}\n${userAgent}`).digest('base64url');
}

/** The UTC day of an instant, as the marks store it. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Crawlers, monitors and HTTP libraries are not readers (the same rule as the visitor analytics'). */
export function isCrawler(userAgent: string | null): boolean {
  return isBotUserAgent(userAgent);
}

/** A prefetch or prerender (a page loaded in case the visitor goes there) is not a read. */
export function isSpeculative(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  return /prefetch|prerender/i.test(purpose);
}
