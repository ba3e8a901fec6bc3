import type { MarketingContent } from '#domain/pages/service-marketing.ts';
import type { Locale } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';
import { fillContent, formatFigures } from '../_shared/fill.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type { MarketingContent };

/** The marketing page's first-run texts in every locale, placeholders unfilled, until the firm edits them (table site_pages). */
export const serviceMarketingSeed: Record<Locale, MarketingContent> = { ko, en, id, zh, ja };

/** Platform users (millions) in the locale's notation, always with one decimal: 89.2, 89,2 (id). */
export function formatMillions(locale: Locale, millions: number): string {
  return formatNumber(locale, millions, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The population in the locale's words: "270 million", "270 juta", "2.7억", "2.7亿", "2.7億". */
export function formatPopulation(locale: Locale, people: number): string {
  return formatNumber(locale, people, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
}

/**
 * The page's texts in a locale (as published: Astro.locals.pageContent) with every figure formatted and
 * filled in; `firm` is the firm's figures (Astro.locals.facts).
 */
export function fillMarketingContent(locale: Locale, content: MarketingContent, firm: FirmFigures): MarketingContent {
  return fillContent(content, {
    ...formatFigures(locale, {
      ...content.figures,
      years: firm.yearsOfExperience,
      companies: firm.companiesSupported,
      responseHours: firm.responseHours,
    }),
    population: formatPopulation(locale, content.figures.population),
  });
}
