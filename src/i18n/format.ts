import { localeInfo, type Locale } from './locales.ts';

/** A number in the locale's notation: 10000 -> "10,000" (ko, en, zh, ja), "10.000" (id). */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeInfo(locale).dateLocale, options).format(value);
}

/** A date in the locale's long form, optionally with the weekday. */
export function formatDate(locale: Locale, date: Date | string, { weekday = false } = {}): string {
  return new Intl.DateTimeFormat(localeInfo(locale).dateLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday ? { weekday: 'long' } : {}),
    timeZone: 'Asia/Jakarta',
  }).format(new Date(date));
}
