/**
 * Visitor analytics: the day's salt, the visitor marks that make a visitor count once per day (and
 * per page), the daily aggregates, and the figures read back for a range of days. A batch of beacons
 * is counted by one statement (marks and increments together), so a burst of beacons of one visitor
 * counts once and beacons of different visitors never lose a count.
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

/** One counted beacon, as the batch writes it (the visitor already hashed). */
export type HitRow =
  | {
      kind: 'pageview';
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
  /** A started inquiry form, once per visitor and day. */
  | { kind: 'form_start'; day: string; visitor: string; locale: string; source: string }
  | { kind: 'search'; day: string; locale: string; term: string; empty: boolean }
  | { kind: 'notfound'; day: string; path: string; referrer: string };

/** Postgres' codes for a deadlock and a serialization failure: the statement did nothing and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Counts a batch of beacons in one statement. The visitor marks are inserted first (ON CONFLICT DO
 * NOTHING): a mark this statement made is the visitor's first of the day (site), of the page, or
 * their first started form, and it counts once, on the batch's earliest beacon that needed it, so
 * a visitor seen twice in one batch, or in two batches or two processes at once, counts once. The
 * aggregates then take one multi-row upsert per table, grouped so that no row is hit twice, in key
 * order so that concurrent batches lock rows in the same order.
 */
export async function recordHits(db: Db, hits: readonly HitRow[]): Promise<void> {
  if (hits.length === 0) return;
  const rows = JSON.stringify(hits.map((hit, n) => ({ n, ...hit })));
  const statement = sql`
    WITH hits AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS h(
        n integer, kind text, day date, visitor text, path text, locale text, source text, campaign text,
        country text, device text, contact boolean, term text, empty boolean, referrer text)
    ), wanted AS (
      SELECT day, ''::text AS scope, visitor, n FROM hits WHERE kind = 'pageview'
      UNION ALL SELECT day, path, visitor, n FROM hits WHERE kind = 'pageview'
      UNION ALL SELECT day, 'form_start', visitor, n FROM hits WHERE kind = 'form_start'
    ), made AS (
      INSERT INTO visitor_marks (day, scope, visitor)
      SELECT DISTINCT day, scope, visitor FROM wanted ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING RETURNING day, scope::text, visitor::text
    ), firsts AS (
      SELECT min(w.n) AS n, w.scope FROM wanted w JOIN made m USING (day, scope, visitor) GROUP BY w.day, w.scope, w.visitor
    ), flagged AS (
      SELECT h.*,
        EXISTS (SELECT 1 FROM firsts f WHERE f.n = h.n AND f.scope = '') AS entry,
        EXISTS (SELECT 1 FROM firsts f WHERE f.n = h.n AND f.scope = h.path AND h.kind = 'pageview') AS first_on_page,
        EXISTS (SELECT 1 FROM firsts f WHERE f.n = h.n AND f.scope = 'form_start' AND h.kind = 'form_start') AS first_form
      FROM hits h
    ), days AS (
      INSERT INTO visit_days AS d (day, path, locale, source, campaign, country, device, pageviews, visitors, entries)
      SELECT day, path, locale, source, campaign, country, device, count(*), count(*) FILTER (WHERE first_on_page), count(*) FILTER (WHERE entry)
      FROM flagged WHERE kind = 'pageview' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (day, path, locale, source, campaign, country, device) DO UPDATE
        SET pageviews = d.pageviews + excluded.pageviews, visitors = d.visitors + excluded.visitors, entries = d.entries + excluded.entries
    ), funnel AS (
      INSERT INTO visit_funnel AS f (day, step, locale, source, visitors)
      SELECT day, CASE WHEN kind = 'pageview' THEN 'contact_view' ELSE 'form_start' END, locale, source, count(*)
      FROM flagged WHERE (first_on_page AND contact) OR first_form GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, step, locale, source) DO UPDATE SET visitors = f.visitors + excluded.visitors
    ), searches AS (
      INSERT INTO visit_searches AS s (day, locale, term, searches, empty)
      SELECT day, locale, term, count(*), count(*) FILTER (WHERE empty) FROM hits WHERE kind = 'search' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, locale, term) DO UPDATE SET searches = s.searches + excluded.searches, empty = s.empty + excluded.empty
    )
    INSERT INTO visit_not_found AS nf (day, path, referrer, hits)
    SELECT day, path, referrer, count(*) FROM hits WHERE kind = 'notfound' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, path, referrer) DO UPDATE SET hits = nf.hits + excluded.hits
  `;
  for (let attempt = 1; ; attempt++) {
    try {
      await statement.execute(db);
      return;
    } catch (error) {
      // One statement is one transaction: a deadlock with another process's batch undid all of it.
      if (attempt >= 3 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
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
