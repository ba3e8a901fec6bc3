/**
 * The firm's clock: its office is in Jakarta, so its calendar days (follow-ups, arrival-day filters,
 * file dates) and the admin's default time zone are Jakarta's.
 */
export const FIRM_TIME_ZONE = 'Asia/Jakarta';

/** One formatter per time zone: making one costs about as much as a hundred format() calls, and every visitor beacon asks for the day. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `at` in `timeZone` (the firm's by default), YYYY-MM-DD. */
export function calendarDay(at: Date, timeZone: string = FIRM_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
