/**
 * The firm's figures inside dictionary texts (page descriptions, the footer's line): `{year}`,
 * `{companies}` and `{employees}` filled from the site settings' facts, formatted per locale, so no
 * text repeats a figure the firm may change.
 */
import type { FirmFacts } from '#domain/site-settings/facts.ts';
import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';

export function withFirmClaims(text: string, locale: Locale, facts: Pick<FirmFacts, 'foundedYear' | 'companiesSupported' | 'employees'>): string {
  return format(text, { year: String(facts.foundedYear), companies: formatNumber(locale, facts.companiesSupported), employees: formatNumber(locale, facts.employees) });
}
