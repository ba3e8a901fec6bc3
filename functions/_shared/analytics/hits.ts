/**
 * Counting a beacon: the day (the firm's), the visitor's hash under the day's salt, and the write to
 * the daily aggregates. No address, browser string or cookie is stored: the hash is kept only for its
 * day (the daily purge deletes it with the salt), so it cannot be recomputed or linked to another day.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { daySalt, recordFormStart, recordNotFound, recordPageview, recordSearch } from '#db/repositories/visitor-analytics.ts';
import { classifySource, isContactPage, linkingPage, searchTerm, type HitInput } from '#domain/analytics/hit.ts';
import { calendarDay } from '#domain/firm-time.ts';

export interface HitContext {
  /** The platform's client address. */
  ip: string;
  userAgent: string;
  /** The site's host (the request's, checked same-origin): part of the hash, and not a source. */
  siteHost: string;
  /** Two letters, or 'unknown'. */
  country: string;
  now?: Date;
}

/** The salt of the current day, per process, so a hit asks the database for it once a day. */
let cached: { day: string; salt: Buffer } | undefined;

async function saltOf(db: Db, day: string): Promise<Buffer> {
  if (cached?.day === day) return cached.salt;
  const salt = await daySalt(db, day, randomBytes(32));
  cached = { day, salt };
  return salt;
}

/** The visitor hash of a day (43 base64url characters). */
export function visitorHash(salt: Buffer, ip: string, userAgent: string, siteHost: string): string {
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}\n${siteHost}`).digest('base64url');
}

export async function recordHit(db: Db, hit: HitInput, at: HitContext): Promise<void> {
  const day = calendarDay(at.now ?? new Date());
  const { source, campaign } = classifySource(hit, at.siteHost);
  switch (hit.type) {
    case 'search':
      return recordSearch(db, { day, locale: hit.locale, term: searchTerm(hit.term ?? ''), empty: hit.results === 0 });
    case 'notfound':
      return recordNotFound(db, { day, path: hit.path, referrer: linkingPage(hit.from) });
    case 'form_start': {
      const visitor = visitorHash(await saltOf(db, day), at.ip, at.userAgent, at.siteHost);
      return recordFormStart(db, { day, visitor, locale: hit.locale, source });
    }
    case 'pageview': {
      const visitor = visitorHash(await saltOf(db, day), at.ip, at.userAgent, at.siteHost);
      return recordPageview(db, {
        day, visitor, path: hit.path, locale: hit.locale, source, campaign, country: at.country,
        device: hit.screen ?? 'unknown', contact: isContactPage(hit.path),
      });
    }
  }
}
