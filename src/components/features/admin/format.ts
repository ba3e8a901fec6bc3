/**
 * Dates and numbers as the admin app shows them: in the signed-in administrator's language and time
 * zone (My account; the firm's, Asia/Jakarta, until they choose another). AdminApp sets them before
 * the tabs render, so every list formats alike.
 */
import type { AdminLocale } from '#domain/admin-access.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { localeInfo } from '#i18n/locales.ts';


let current = { locale: 'ko' as AdminLocale, timeZone: FIRM_TIME_ZONE };
let dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: FIRM_TIME_ZONE });
let dateOnly = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: FIRM_TIME_ZONE });
let numbers = new Intl.NumberFormat('ko-KR');

/** Sets the language and time zone of every later format call (cheap when nothing changed). */
export function setAdminFormat(locale: AdminLocale, timeZone: string | null): void {
  const zone = timeZone ?? FIRM_TIME_ZONE;
  if (current.locale === locale && current.timeZone === zone) return;
  const tag = localeInfo(locale).dateLocale;
  try {
    dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: zone });
    dateOnly = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: zone });
  } catch {
    // A zone this browser does not know: the firm's.
    dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: FIRM_TIME_ZONE });
    dateOnly = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: FIRM_TIME_ZONE });
  }
  numbers = new Intl.NumberFormat(tag);
  current = { locale, timeZone: zone };
}

/** "2026년 11월 22일 오후 3:20" / "November 22, 2026 at 3:20 PM"; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The day only ("2026. 11. 22." / "Nov 22, 2026"); '' when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** The label of a key from a table, or the key itself (older rows may hold a label already). */
export function labelOf(labels: Readonly<Record<string, string>>, key: string | null | undefined): string {
  if (!key) return '';
  return Object.hasOwn(labels, key) ? labels[key]! : key;
}

/** A calendar day (YYYY-MM-DD) as a short date ("11월 3일" / "Nov 3"), the same in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(localeInfo(current.locale).dateLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The administrator's time zone (My account), the firm's until they choose one: what a schedule is typed in. */
export function adminTimeZone(): string {
  return current.timeZone;
}

/** Milliseconds `timeZone` is ahead of UTC at `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - Math.floor(at / 1000) * 1000;
}

/** A `datetime-local` value ('2026-12-01T09:00') in the administrator's time zone for an instant; '' for none. */
export function toAdminLocal(iso: string | null, timeZone = current.timeZone): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '' : new Date(at + zoneOffset(at, timeZone)).toISOString().slice(0, 16);
}

/** The instant of a `datetime-local` value typed in the administrator's time zone (ISO), null for '' or nonsense. */
export function fromAdminLocal(local: string, timeZone = current.timeZone): string | null {
  const wall = Date.parse(`${local}Z`);
  if (local === '' || Number.isNaN(wall)) return null;
  // The zone's offset at that wall time (checked once more across a daylight-saving change).
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  return new Date(at).toISOString();
}
