/**
 * Visitor analytics: the day's salt, the visitor marks that make a visitor count once per day (and
 * per page), the daily aggregates, and the figures read back for a range of days. Each count is one
 * statement (mark and increment together), so a burst of beacons of one visitor counts once and
 * beacons of different visitors never lose a count.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { DeviceClass } from '#domain/analytics/hit.ts';

/** The salt of `day`, made from `fresh` by whichever request of the day comes first. */
export async function daySalt(db: Db, day: string, fresh: Buffer): Promise<Buffer> {
  for (let attempt = 0; attempt < 2; attempt++) {
    // A concurrent first insert is waited for by ON CONFLICT but not seen by this statement's
    // snapshot: the second attempt reads it.
    const { rows } = await sql<{ salt: Buffer }>`
      WITH made AS (
        INSERT INTO visitor_salts (day, salt) VALUES (${day}::date, ${fresh}) ON CONFLICT DO NOTHING RETURNING salt
      )
      SELECT salt FROM made UNION ALL SELECT salt FROM visitor_salts WHERE day = ${day}::date LIMIT 1
    `.execute(db);
    if (rows[0]) return rows[0].salt;
  }
  throw new Error(`No visitor salt for ${day}`);
}

export interface PageviewRow {
  day: string;
  visitor: string;
  path: string;
  locale: string;
  source: string;
  campaign: string;
  country: string;
  device: DeviceClass;
  /** A view of the contact page: also the funnel's first step, once per visitor and day. */
  contact: boolean;
}

export async function recordPageview(db: Db, hit: PageviewRow): Promise<void> {
  await sql`
    WITH site AS (
      INSERT INTO visitor_marks (day, scope, visitor) VALUES (${hit.day}::date, '', ${hit.visitor}) ON CONFLICT DO NOTHING RETURNING 1
    ), page AS (
      INSERT INTO visitor_marks (day, scope, visitor) VALUES (${hit.day}::date, ${hit.path}, ${hit.visitor}) ON CONFLICT DO NOTHING RETURNING 1
    ), funnel AS (
      INSERT INTO visit_funnel AS f (day, step, locale, source, visitors)
      SELECT ${hit.day}::date, 'contact_view', ${hit.locale}, ${hit.source}, 1 FROM page WHERE ${hit.contact}
      ON CONFLICT (day, step, locale, source) DO UPDATE SET visitors = f.visitors + 1
    )
    INSERT INTO visit_days AS d (day, path, locale, source, campaign, country, device, pageviews, visitors, entries)
    VALUES (${hit.day}::date, ${hit.path}, ${hit.locale}, ${hit.source}, ${hit.campaign}, ${hit.country}, ${hit.device}, 1,
      (SELECT count(*) FROM page), (SELECT count(*) FROM site))
    ON CONFLICT (day, path, locale, source, campaign, country, device) DO UPDATE
      SET pageviews = d.pageviews + 1, visitors = d.visitors + excluded.visitors, entries = d.entries + excluded.entries
  `.execute(db);
}

/** A started inquiry form, once per visitor and day. */
export async function recordFormStart(db: Db, hit: { day: string; visitor: string; locale: string; source: string }): Promise<void> {
  await sql`
    WITH mark AS (
      INSERT INTO visitor_marks (day, scope, visitor) VALUES (${hit.day}::date, 'form_start', ${hit.visitor}) ON CONFLICT DO NOTHING RETURNING 1
    )
    INSERT INTO visit_funnel AS f (day, step, locale, source, visitors)
    SELECT ${hit.day}::date, 'form_start', ${hit.locale}, ${hit.source}, 1 FROM mark
    ON CONFLICT (day, step, locale, source) DO UPDATE SET visitors = f.visitors + 1
  `.execute(db);
}

export async function recordSearch(db: Db, hit: { day: string; locale: string; term: string; empty: boolean }): Promise<void> {
  await sql`
    INSERT INTO visit_searches AS s (day, locale, term, searches, empty) VALUES (${hit.day}::date, ${hit.locale}, ${hit.term}, 1, ${hit.empty ? 1 : 0})
    ON CONFLICT (day, locale, term) DO UPDATE SET searches = s.searches + 1, empty = s.empty + excluded.empty
  `.execute(db);
}

export async function recordNotFound(db: Db, hit: { day: string; path: string; referrer: string }): Promise<void> {
  await sql`
    INSERT INTO visit_not_found AS n (day, path, referrer, hits) VALUES (${hit.day}::date, ${hit.path}, ${hit.referrer}, 1)
    ON CONFLICT (day, path, referrer) DO UPDATE SET hits = n.hits + 1
  `.execute(db);
}

/** Deletes the salts and visitor marks of the days before `day`: the raw hashes outlive their day by hours at most. */
export async function deleteVisitorHashesBefore(db: Db, day: string): Promise<number> {
  const marks = await db.deleteFrom('visitor_marks').where(sql<boolean>`day < ${day}::date`).executeTakeFirst();
  await db.deleteFrom('visitor_salts').where(sql<boolean>`day < ${day}::date`).executeTakeFirst();
  return Number(marks.numDeletedRows);
}

export interface RangeFigures {
  totals: { visitors: number; pageviews: number };
  pages: { path: string; pageviews: number; visitors: number }[];
  entryPages: { path: string; visitors: number }[];
  locales: { locale: string; visitors: number; pageviews: number }[];
  sources: { source: string; campaign: string; visitors: number; pageviews: number }[];
  countries: { country: string; visitors: number; pageviews: number }[];
  devices: { device: string; visitors: number; pageviews: number }[];
  days: { day: string; visitors: number; pageviews: number }[];
  searches: { term: string; locale: string; count: number; empty: number }[];
  notFound: { path: string; referrer: string; count: number }[];
  funnel: { step: 'contact_view' | 'form_start'; locale: string; source: string; visitors: number }[];
}

/** How many rows each top list returns. */
const TOP = 100;

/**
 * The aggregates of the days from `from` to `to` (both included, the firm's days). A visitor is one
 * per day: over several days, visitors are visitor-days (no identifier links two days).
 */
export async function rangeFigures(db: Db, from: string, to: string): Promise<RangeFigures> {
  const inRange = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const grouped = async <R>(columns: ReturnType<typeof sql.raw>, order = sql.raw('visitors DESC, pageviews DESC')) =>
    (await sql<R>`
      SELECT ${columns}, sum(entries)::integer AS visitors, sum(pageviews)::integer AS pageviews
      FROM visit_days WHERE ${inRange} GROUP BY ${columns} ORDER BY ${order}, 1 LIMIT ${TOP}
    `.execute(db)).rows;
  const [totals, pages, entryPages, locales, sources, countries, devices, days, searches, notFound, funnel] = await Promise.all([
    sql<{ visitors: number; pageviews: number }>`
      SELECT coalesce(sum(entries), 0)::integer AS visitors, coalesce(sum(pageviews), 0)::integer AS pageviews FROM visit_days WHERE ${inRange}
    `.execute(db),
    sql<RangeFigures['pages'][number]>`
      SELECT path, sum(pageviews)::integer AS pageviews, sum(visitors)::integer AS visitors
      FROM visit_days WHERE ${inRange} GROUP BY path ORDER BY pageviews DESC, path LIMIT ${TOP}
    `.execute(db),
    sql<RangeFigures['entryPages'][number]>`
      SELECT path, sum(entries)::integer AS visitors
      FROM visit_days WHERE ${inRange} GROUP BY path HAVING sum(entries) > 0 ORDER BY visitors DESC, path LIMIT ${TOP}
    `.execute(db),
    grouped<RangeFigures['locales'][number]>(sql.raw('locale')),
    grouped<RangeFigures['sources'][number]>(sql.raw('source, campaign')),
    grouped<RangeFigures['countries'][number]>(sql.raw('country')),
    grouped<RangeFigures['devices'][number]>(sql.raw('device')),
    sql<RangeFigures['days'][number]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(entries)::integer AS visitors, sum(pageviews)::integer AS pageviews
      FROM visit_days WHERE ${inRange} GROUP BY day ORDER BY day
    `.execute(db),
    sql<RangeFigures['searches'][number]>`
      SELECT term, locale, sum(searches)::integer AS count, sum(empty)::integer AS empty
      FROM visit_searches WHERE ${inRange} GROUP BY term, locale ORDER BY count DESC, term LIMIT ${TOP}
    `.execute(db),
    sql<RangeFigures['notFound'][number]>`
      SELECT path, referrer, sum(hits)::integer AS count
      FROM visit_not_found WHERE ${inRange} GROUP BY path, referrer ORDER BY count DESC, path LIMIT ${TOP}
    `.execute(db),
    sql<RangeFigures['funnel'][number]>`
      SELECT step, locale, source, sum(visitors)::integer AS visitors
      FROM visit_funnel WHERE ${inRange} GROUP BY step, locale, source
    `.execute(db),
  ]);
  return {
    totals: totals.rows[0]!, pages: pages.rows, entryPages: entryPages.rows, locales, sources, countries, devices,
    days: days.rows, searches: searches.rows, notFound: notFound.rows, funnel: funnel.rows,
  };
}

export interface InquiryFunnelRow {
  locale: string | null;
  source: string;
  inquiries: number;
  repliedWithin24h: number;
}

/**
 * The inquiries that arrived on the firm's days from `from` to `to` (quarantined spam left out), by
 * language and source (the same source rule as the desk's figures), with how many were answered by
 * the desk within 24 hours.
 */
export async function inquiryFunnel(db: Db, from: string, to: string, timeZone: string): Promise<InquiryFunnelRow[]> {
  const { rows } = await sql<InquiryFunnelRow>`
    SELECT c.locale,
      coalesce(lower(i.utm_source), substring(lower(i.referrer) from '^https?://(?:www\\.)?([^/:]+)'), 'direct') AS source,
      count(*)::integer AS inquiries,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM inquiry_events e WHERE e.inquiry_id = i.id AND e.kind = 'reply' AND e.created_at <= i.created_at + interval '24 hours'
      ))::integer AS "repliedWithin24h"
    FROM contact_inquiries i LEFT JOIN inquiry_consents c ON c.inquiry_id = i.id
    WHERE i.status <> 'spam'
      AND i.created_at >= (${from}::date)::timestamp AT TIME ZONE ${timeZone}
      AND i.created_at < (${to}::date + 1)::timestamp AT TIME ZONE ${timeZone}
    GROUP BY 1, 2
  `.execute(db);
  return rows;
}
