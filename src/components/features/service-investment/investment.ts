import { formatNumber, numberFormatOf } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';

const USD_SHORT = { style: 'currency', currency: 'USD', currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 1 } as const;

/** An investment amount in the locale's short form: 12000000 -> "USD 12M" (en), "USD 1200만" (ko). */
export function formatUsd(locale: Locale, value: number): string {
  return formatNumber(locale, value, USD_SHORT);
}

/** A project-size range in the locale's short form: "USD 10–500K" (en), "USD 1~50만" (ko). */
export function formatUsdRange(locale: Locale, min: number, max: number): string {
  // The same locale tag as formatNumber (src/i18n/format.ts), so a range reads like a single amount.
  return numberFormatOf(locale, USD_SHORT).formatRange(min, max);
}
