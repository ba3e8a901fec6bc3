/**
 * The desk's figures for the dashboard: inquiries per week by service, language and
 * source, what is open and overdue, and how fast the first reply went out. Spam is left out. Weeks
 * start on Monday in the reader's time zone; the follow-up calendar is the firm's.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';

export interface WeeklyCountRow {
  /** The Monday the week starts on, YYYY-MM-DD in the reader's time zone. */
  week: string;
  service: string;
  /** The visitor's language (their consent's); null when none is stored. */
  locale: string | null;
  /** The campaign's utm_source, else the referring site's host, else 'direct'. */
  source: string;
  n: number;
}

/** The first day (a Monday, YYYY-MM-DD) of the week `weeks - 1` weeks before this one, in `timeZone`. */
export async function firstWeekStart(db: Db, timeZone: string, weeks: number): Promise<string> {
  const { rows } = await sql<{ start: string }>`
    SELECT to_char(date_trunc('week', now() AT TIME ZONE ${timeZone}) - ${weeks - 1}::integer * interval '1 week', 'YYYY-MM-DD') AS start
  `.execute(db);
  return rows[0]!.start;
}

/** Counts per week, service, language and source since the Monday `since` (in `timeZone`). */
export async function weeklyInquiryCounts(db: Db, timeZone: string, since: string): Promise<WeeklyCountRow[]> {
  const { rows } = await sql<WeeklyCountRow>`
    SELECT to_char(date_trunc('week', i.created_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS week, i.service, c.locale,
      coalesce(lower(i.utm_source), substring(lower(i.referrer) from '^https?://(?:www\\.)?([^/:]+)'), 'direct') AS source,
      count(*)::integer AS n
    FROM contact_inquiries i LEFT JOIN inquiry_consents c ON c.inquiry_id = i.id
    WHERE i.status <> 'spam' AND i.created_at >= (${since}::date)::timestamp AT TIME ZONE ${timeZone}
    GROUP BY 1, 2, 3, 4
    ORDER BY 1
  `.execute(db);
  return rows;
}

export interface DeskLoad {
  /** New or in progress. */
  open: number;
  /** Not done, and its follow-up day (the firm's calendar) has passed. */
  overdue: number;
}

export async function deskLoad(db: Db): Promise<DeskLoad> {
  const { rows } = await sql<DeskLoad>`
    SELECT count(*) FILTER (WHERE status IN ('new', 'in_progress'))::integer AS open,
      count(*) FILTER (WHERE status NOT IN ('done', 'spam') AND follow_up_on < (now() AT TIME ZONE ${FIRM_TIME_ZONE})::date)::integer AS overdue
    FROM contact_inquiries
  `.execute(db);
  return rows[0]!;
}

export interface FirstReplies {
  /** Inquiries since then whose first 24 hours are over, or that were answered within them. */
  decided: number;
  /** Of those, answered by a reply from the desk within 24 hours. */
  within24h: number;
  /** Answered at all. */
  answered: number;
  /** Median minutes from arrival to the first reply, over those answered; null when none was. */
  medianMinutes: number | null;
}

/** How fast the first reply e-mailed from the desk went out, for inquiries that arrived since the Monday `since`. */
export async function firstReplies(db: Db, timeZone: string, since: string): Promise<FirstReplies> {
  const { rows } = await sql<{ decided: number; within_24h: number; answered: number; median_minutes: number | null }>`
    WITH firsts AS (
      SELECT i.created_at,
        (SELECT min(e.created_at) FROM inquiry_events e WHERE e.inquiry_id = i.id AND e.kind = 'reply') - i.created_at AS wait
      FROM contact_inquiries i
      WHERE i.status <> 'spam' AND i.created_at >= (${since}::date)::timestamp AT TIME ZONE ${timeZone}
    )
    SELECT
      count(*) FILTER (WHERE created_at <= now() - interval '24 hours' OR wait <= interval '24 hours')::integer AS decided,
      count(*) FILTER (WHERE wait <= interval '24 hours')::integer AS within_24h,
      count(wait)::integer AS answered,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM wait)) / 60)::numeric, 1)::float8 AS median_minutes
    FROM firsts
  `.execute(db);
  const row = rows[0]!;
  return { decided: row.decided, within24h: row.within_24h, answered: row.answered, medianMinutes: row.median_minutes };
}
