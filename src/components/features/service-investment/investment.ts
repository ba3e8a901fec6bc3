import { format } from '../../../i18n/index.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { firm } from '../../../data/firm.ts';

const USD_SHORT = { style: 'currency', currency: 'USD', currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 1 } as const;

/** An investment amount in the locale's short form: 12000000 -> "USD 12M" (en), "USD 1200만" (ko). */
export function formatUsd(locale: Locale, value: number): string {
  return formatNumber(locale, value, USD_SHORT);
}

/** A project-size range in the locale's short form: "USD 10–500K" (en), "USD 1~50만" (ko). */
export function formatUsdRange(locale: Locale, min: number, max: number): string {
  // The same locale tag as formatNumber (src/i18n/format.ts), so a range reads like a single amount.
  return new Intl.NumberFormat(localeInfo(locale).dateLocale, USD_SHORT).formatRange(min, max);
}

/** The firm's headline figures (spec section 9) as they appear in the page's texts and stats. */
export function firmFigures(locale: Locale) {
  const percent = (value: number) => formatNumber(locale, value / 100, { style: 'percent' });
  return {
    years: formatNumber(locale, firm.yearsOfExperience),
    year: String(firm.foundedYear),
    companies: formatNumber(locale, firm.companiesSupported),
    companiesPlus: `${formatNumber(locale, firm.companiesSupported)}+`,
    employeesPlus: `${formatNumber(locale, firm.employees)}+`,
    localExperts: formatNumber(locale, firm.localExpertsPercent),
    localExpertsPercent: percent(firm.localExpertsPercent),
    establishmentPercent: percent(firm.establishmentSuccessPercent),
    hours: formatNumber(locale, firm.responseHours),
  };
}

/** Fills the `{placeholders}` of each item's title and text. */
export function fillItems<T extends { title: string; text: string }>(items: readonly T[], values: Record<string, string>): T[] {
  return items.map((item) => ({ ...item, title: format(item.title, values), text: format(item.text, values) }));
}
