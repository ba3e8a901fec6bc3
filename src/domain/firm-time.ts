/**
 * The firm's clock: its office is in Jakarta, so its calendar days (follow-ups, arrival-day filters,
 * file dates) and the admin's default time zone are Jakarta's.
 */
export const FIRM_TIME_ZONE = 'Asia/Jakarta';

/** The calendar day of `at` in `timeZone` (the firm's by default), YYYY-MM-DD. */
export function calendarDay(at: Date, timeZone: string = FIRM_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
