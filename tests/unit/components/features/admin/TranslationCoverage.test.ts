/** The dashboard's translation coverage as it renders (server-side): the pages row, its stale figures and where they link. */
import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import type { TranslationCoverage as Coverage } from '#domain/content/translation-status.ts';
import type { PageCoverage, PageLanguageCoverage } from '#domain/pages/coverage.ts';
import { staleFieldsHash, type ContentKindCoverage } from '#components/features/admin/dashboard.ts';
import TranslationCoverage from '#components/features/admin/TranslationCoverage.tsx';

const none = { current: 0, total: 0 };
const kind: Coverage = { en: none, id: none, zh: none, ja: none };
const content: ContentKindCoverage = { notices: kind, faqs: kind, 'csr-posts': kind };
const current: PageLanguageCoverage = { current: 16, total: 16, staleFields: 0, stalePages: [] };
const pages: PageCoverage = {
  en: { current: 15, total: 16, staleFields: 2, stalePages: ['faq'] },
  id: { current: 14, total: 16, staleFields: 3, stalePages: ['home', 'faq'] },
  zh: current,
  ja: current,
};

const render = (p: PageCoverage | null) => parse(renderToString(createElement(TranslationCoverage, { strings: adminEn.dashboard.coverage, coverage: content, pages: p })));

describe('staleFieldsHash', () => {
  it('opens the one page holding the stale fields in that language, or the Pages list when several do', () => {
    expect(staleFieldsHash(pages.en, 'en')).toBe('#pages/faq/en');
    expect(staleFieldsHash(pages.id, 'id')).toBe('#pages');
  });
});

describe('the pages row', () => {
  it('is a row of the table headed "Pages", a cell per language, the stale fields linked with the language in their name', () => {
    const row = render(pages).querySelectorAll('tbody tr').at(-1)!;
    expect(row.querySelector('th[scope=row]')?.text).toBe('Pages');
    const cells = row.querySelectorAll('td');
    expect(cells).toHaveLength(4);
    expect(cells[0]!.text).toContain('15 of 16 up to date');
    const links = row.querySelectorAll('a');
    expect(links.map((a) => [a.getAttribute('href'), a.text])).toEqual([
      ['#pages/faq/en', '2 stale (text fields, English)'],
      ['#pages', '3 stale (text fields, Bahasa Indonesia)'],
    ]);
    expect(cells[2]!.text).toContain('✓ 16/16');
  });

  it('is left out with its note for a reader who gets no page coverage', () => {
    const html = render(null);
    expect(html.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(html.text).not.toContain(adminEn.dashboard.coverage.pagesNote);
    expect(render(pages).text).toContain(adminEn.dashboard.coverage.pagesNote);
  });
});
