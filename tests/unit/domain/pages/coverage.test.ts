import { describe, expect, it } from 'vitest';
import type { PageSummary } from '#domain/pages/api.ts';
import { pageCoverage } from '#domain/pages/coverage.ts';
import type { Locale } from '#i18n/locales.ts';

const at = (stale: Partial<Record<Locale, number>>): PageSummary['locales'] => {
  const one = (locale: Locale) => ({ version: 1, updatedAt: null, stale: stale[locale] ?? 0, draft: null });
  return { ko: one('ko'), en: one('en'), id: one('id'), zh: one('zh'), ja: one('ja') };
};

describe('pageCoverage', () => {
  it('counts per language the pages with no stale field, the stale fields, and the pages holding them in list order', () => {
    const pages: PageSummary[] = [
      { key: 'home', locales: at({ en: 2, ja: 1 }) },
      { key: 'about', locales: at({}) },
      { key: 'faq', locales: at({ en: 3 }) },
    ];
    expect(pageCoverage(pages)).toEqual({
      en: { current: 1, total: 3, staleFields: 5, stalePages: ['home', 'faq'] },
      id: { current: 3, total: 3, staleFields: 0, stalePages: [] },
      zh: { current: 3, total: 3, staleFields: 0, stalePages: [] },
      ja: { current: 2, total: 3, staleFields: 1, stalePages: ['home'] },
    });
  });

  it('leaves Korean out: it is the reference, never stale', () => {
    expect(Object.keys(pageCoverage([{ key: 'home', locales: at({ ko: 4 }) }]))).toEqual(['en', 'id', 'zh', 'ja']);
  });

  it('reads an empty list as nothing to translate', () => {
    expect(pageCoverage([]).en).toEqual({ current: 0, total: 0, staleFields: 0, stalePages: [] });
  });
});
