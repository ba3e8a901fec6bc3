import { localeInfo, type Locale } from './locales.ts';

/**
 * Intl formatters are made once per locale and options and reused: each new one costs about a
 * millisecond and some kilobytes of ICU memory that the garbage collector does not see, and a
 * build formats dates and numbers for every item on every page (a million formatters at a few
 * thousand pages ran the build to gigabytes and minutes).
 */
function memoized<O extends object, F>(make: (tag: string, options: O) => F): (tag: string, options: O) => F {
  const made = new Map<string, F>();
  return (tag, options) => {
    const key = `${tag} ${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(tag, options)));
    return formatter;
  };
}

const numberFormat = memoized((tag: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));
const dateFormat = memoized((tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
const displayNames = memoized((tag: string, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([tag], options));

/** The locale's number format with these options (shared, see memoized above), for formatRange and the like. */
export function numberFormatOf(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormat(localeInfo(locale).dateLocale, options);
}

/** A number in the locale's notation: 10000 -> "10,000" (ko, en, zh, ja), "10.000" (id). */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatOf(locale, options).format(value);
}

/** A date in the locale's long form, optionally with the weekday. */
export function formatDate(locale: Locale, date: Date | string, { weekday = false } = {}): string {
  return dateFormat(localeInfo(locale).dateLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday ? { weekday: 'long' } : {}),
    timeZone: 'Asia/Jakarta',
  }).format(new Date(date));
}

/** The name of a region ("ID") or language ("ko") in the language `tag` (BCP 47); the code itself when unknown. */
export function displayName(tag: string, type: 'region' | 'language', code: string): string {
  return displayNames(tag, { type }).of(code) ?? code;
}
