/**
 * The pages' translation coverage on the dashboard, counted from the pages list's summaries
 * (`PageSummary`, whose stale counts the pages service works out): per language, how many pages
 * read fully current, how many text fields are stale, and which pages hold them, so that a figure
 * can open the one page to fix or the list.
 */
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import type { PageSummary } from './api.ts';
import type { PageKey } from './registry.ts';

export interface PageLanguageCoverage {
  /** Pages with no stale field in this language. */
  current: number;
  total: number;
  /** Stale text fields over all pages in this language. */
  staleFields: number;
  /** The pages holding them, in the list's order. */
  stalePages: PageKey[];
}

export type PageCoverage = Record<TranslationLocale, PageLanguageCoverage>;

export function pageCoverage(pages: readonly PageSummary[]): PageCoverage {
  const count = (locale: TranslationLocale): PageLanguageCoverage => {
    const stale = pages.filter((page) => page.locales[locale].stale > 0);
    return {
      current: pages.length - stale.length,
      total: pages.length,
      staleFields: stale.reduce((sum, page) => sum + page.locales[locale].stale, 0),
      stalePages: stale.map((page) => page.key),
    };
  };
  return Object.fromEntries(translationLocales.map((locale) => [locale, count(locale)])) as PageCoverage;
}
