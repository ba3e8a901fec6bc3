/**
 * When the desk's morning reminder goes out and how much one run may do, as plain figures and pure
 * functions (the job itself is reminders.ts).
 *
 * Netlify runs scheduled functions on a UTC cron and stops each run at 30 seconds. Jakarta keeps
 * UTC+7 all year (no daylight saving), so the firm's morning is a fixed UTC window:
 * functions/inquiry-reminders.ts runs every 10 minutes from 01:00 to 04:50 UTC, 08:00 to 11:50 in
 * Jakarta (24 runs). The first run of the morning sends; the others continue where a run stopped
 * (more people than one run takes, or the time budget spent) and retry refused sends. The job also
 * checks the firm's hour itself, so a run outside the morning (started by hand, or a schedule
 * changed without this) sends nothing.
 */
import { calendarDay, FIRM_TIME_ZONE } from '#domain/firm-time.ts';

/** The firm's hours (Jakarta) in which reminders go out: from 08:00 to before 12:00. */
export const REMINDER_HOURS = { from: 8, until: 12 } as const;
/** An assigned, open inquiry with no reply this long after it arrived is listed as unanswered. */
export const UNANSWERED_AFTER_HOURS = 24;
/** People taken by one run (the next run, 10 minutes later, takes the rest). */
export const RECIPIENTS_PER_RUN = 20;
/**
 * No send starts once this much of a run has passed: a send that starts then still has 15 of the
 * 30 seconds, more than the mail server's usual answer (about 1 s; the transport gives up on a
 * silent server after 10 s to connect, 10 s to greet).
 */
export const SEND_BUDGET_MS = 15_000;
/** Sends of one person's reminder a day before it is left for the next morning. */
export const MAX_ATTEMPTS = 3;
/** Inquiries listed in one mail; the rest are counted ("12 more"). */
export const LISTED_PER_MAIL = 30;
/** Days a reminder's claim is kept (it only has to outlive its own day). */
export const KEEP_DAYS = 30;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: FIRM_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0-23) in Jakarta at `at`. */
export function firmHour(at: Date): number {
  return Number(hourFormat.format(at));
}

export interface ReminderRun {
  /** The firm's calendar day the run reminds for, YYYY-MM-DD. */
  today: string;
  /** Inquiries that arrived at or before this and have no reply are unanswered. */
  cutoff: Date;
  /** Claims of days before this are deleted. */
  keepFrom: string;
}

/** What a run at `now` works on, or undefined outside the firm's morning. */
export function reminderRun(now: Date): ReminderRun | undefined {
  const hour = firmHour(now);
  if (hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) return undefined;
  const today = calendarDay(now);
  return { today, cutoff: new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 3_600_000), keepFrom: dayBefore(today, KEEP_DAYS) };
}

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
