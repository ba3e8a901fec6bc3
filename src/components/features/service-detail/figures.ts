/** Figures and placeholder filling shared by the service detail pages. */
import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';

/** The firm's headline figures (the site settings', Astro.locals.facts) as they appear in the page's texts and stats. */
export function firmFigures(locale: Locale, firm: FirmFigures) {
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
