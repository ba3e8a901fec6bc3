import { describe, expect, it } from 'vitest';
import { FIGURE_NAMES, previewFiguresHtml, printedForms } from '#domain/site-settings/facts-preview.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';
import { formatNumber } from '#i18n/format.ts';
import { localeInfo, locales } from '#i18n/locales.ts';

const published: FirmFigures = {
  foundedYear: 2003,
  yearsOfExperience: 23,
  companiesSupported: 1200,
  visaCases: 10000,
  employees: 70,
  rentalManagements: 500,
  localExpertsPercent: 95,
  establishmentSuccessPercent: 100,
  responseHours: 24,
  serviceAreas: 6,
};

const tagOf = (code: 'ko' | 'en' | 'id') => localeInfo(code).dateLocale;
const preview = (html: string, code: 'ko' | 'en' | 'id', draft: Partial<FirmFigures>, shown?: Parameters<typeof previewFiguresHtml>[4]) =>
  previewFiguresHtml(html, tagOf(code), published, { ...published, ...draft }, shown);

describe('firm figures on a previewed page', () => {
  it('print a figure as the pages do in each locale: 1,200 in en and ko, 1.200 in id, a percent both ways, the year as it is', () => {
    for (const { code } of locales) {
      expect(printedForms(localeInfo(code).dateLocale, 'companiesSupported', 1200), code).toEqual([formatNumber(code, 1200)]);
      expect(printedForms(localeInfo(code).dateLocale, 'localExpertsPercent', 95), code).toEqual([formatNumber(code, 95), formatNumber(code, 0.95, { style: 'percent', maximumFractionDigits: 0 })]);
    }
    expect(printedForms(tagOf('en'), 'companiesSupported', 1200)).toEqual(['1,200']);
    expect(printedForms(tagOf('ko'), 'companiesSupported', 1200)).toEqual(['1,200']);
    expect(printedForms(tagOf('id'), 'companiesSupported', 1200)).toEqual(['1.200']);
    expect(printedForms(tagOf('en'), 'foundedYear', 2003)).toEqual(['2003']);
  });

  it('replace a changed figure in text in the locale’s notation, and say it was placed', () => {
    const en = preview('<p>More than 1,200 companies</p>', 'en', { companiesSupported: 1500 });
    expect(en).toEqual({ html: '<p>More than 1,500 companies</p>', placed: ['companiesSupported'], unplaced: [] });
    expect(preview('<p>1.200+ perusahaan</p>', 'id', { companiesSupported: 1500 }).html).toBe('<p>1.500+ perusahaan</p>');
    expect(preview('<dd>1,200+</dd><p>24시간 이내</p>', 'ko', { companiesSupported: 1500, responseHours: 12 }).html).toBe('<dd>1,500+</dd><p>12시간 이내</p>');
    // The English notation is not the Indonesian one: "1,200" on an Indonesian page is not the figure.
    expect(preview('<p>1,200</p>', 'id', { companiesSupported: 1500 })).toMatchObject({ html: '<p>1,200</p>', unplaced: [{ figure: 'companiesSupported', reason: 'notFound' }] });
  });

  it('replace only a whole number, never part of a longer one nor a character reference', () => {
    const html = '<p>11,200 and 1,2005 and 1,200.5 and 1,200, plus 21.200</p><p>It&#39;s 24.5 and 124 and 24h</p>';
    const out = preview(html, 'en', { companiesSupported: 1500, responseHours: 39 }).html;
    expect(out).toBe('<p>11,200 and 1,2005 and 1,200.5 and 1,500, plus 21.200</p><p>It&#39;s 24.5 and 124 and 39h</p>');
    // A reference's digits are not a figure even when they are the figure's value.
    expect(preview('<p>It&#39;s 39</p>', 'en', { responseHours: 39 }).html).toBe('<p>It&#39;s 39</p>');
    const withRef = previewFiguresHtml('<p>It&#39;s 39 hours</p>', tagOf('en'), { ...published, responseHours: 39 }, { ...published, responseHours: 48 });
    expect(withRef.html).toBe('<p>It&#39;s 48 hours</p>');
  });

  it('change readable attributes and meta content, never an address, a class or a script', () => {
    const html =
      '<head><meta name="description" content="1,200 companies since 2003"><meta property="og:url" content="https://x.test/1,200/2003"><script>var n = 1200; "1,200"</script><style>.a{width:24px}</style></head>' +
      '<body><a href="/en/notices/2003" class="p-24" title="Since 2003" aria-label="1,200 firms">Since 2003</a><img src="/1,200.png" alt="1,200 firms"></body>';
    const out = preview(html, 'en', { companiesSupported: 1500, foundedYear: 2004, yearsOfExperience: 22 }).html;
    expect(out).toBe(
      '<head><meta name="description" content="1,500 companies since 2004"><meta property="og:url" content="https://x.test/1,200/2003"><script>var n = 1200; "1,200"</script><style>.a{width:24px}</style></head>' +
        '<body><a href="/en/notices/2003" class="p-24" title="Since 2004" aria-label="1,500 firms">Since 2004</a><img src="/1,200.png" alt="1,500 firms"></body>',
    );
  });

  it('change the strings of the structured data by the same rule, not its addresses nor its numbers', () => {
    const ld = { '@type': 'Organization', foundingDate: '2003', url: 'https://x.test/2003', description: 'Since 2003, 1,200 firms', numberOfEmployees: { minValue: 70 } };
    const html = `<script type="application/ld+json">${JSON.stringify(ld)}</script>`;
    const out = preview(html, 'en', { foundedYear: 2004, employees: 80, yearsOfExperience: 22 }).html;
    const body = JSON.parse(out.replace(/^<script[^>]*>|<\/script>$/g, ''));
    expect(body).toEqual({ ...ld, foundingDate: '2004', description: 'Since 2004, 1,200 firms' });
    // Unchanged structured data is kept byte for byte.
    expect(preview(html, 'en', { visaCases: 999 }).html).toBe(html);
  });

  it('change the strings of an island’s props, leaving its addresses and untouched islands as built', () => {
    const props = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
    const island = `<astro-island uid="a" props="${props({ strings: [0, { note: [0, 'Within 24 hours'] }], href: [0, '/24'] })}"></astro-island>`;
    const out = preview(island, 'en', { responseHours: 12 });
    expect(out.html).toBe(`<astro-island uid="a" props="${props({ strings: [0, { note: [0, 'Within 12 hours'] }], href: [0, '/24'] })}"></astro-island>`);
    expect(out.placed).toEqual(['responseHours']);
    expect(preview(island, 'en', { companiesSupported: 1500 }).html).toBe(island);
  });

  it('replace a percent whole (95% and the bare 95) and the years counted when the founding year changes', () => {
    const out = preview('<dd>95%</dd><p>95 of 100 experts</p><p>23 years since 2003</p>', 'en', { localExpertsPercent: 90, foundedYear: 2000, yearsOfExperience: 26 });
    expect(out.html).toBe('<dd>90%</dd><p>90 of 100 experts</p><p>26 years since 2000</p>');
    expect(out.placed).toEqual(['foundedYear', 'yearsOfExperience', 'localExpertsPercent']);
  });

  it('place each figure once when one draft value is another’s published value (no chain of replacements)', () => {
    const out = preview('<p>24 hours, 70 staff</p>', 'en', { responseHours: 70, employees: 90 });
    expect(out.html).toBe('<p>70 hours, 90 staff</p>');
  });

  it('list as shared, and leave as published, a value another figure the page shows prints the same way', () => {
    const both95 = { ...published, establishmentSuccessPercent: 95 };
    const out = previewFiguresHtml('<dd>95%</dd><dd>95%</dd>', tagOf('en'), both95, { ...both95, localExpertsPercent: 90 });
    expect(out).toEqual({ html: '<dd>95%</dd><dd>95%</dd>', placed: [], unplaced: [{ figure: 'localExpertsPercent', reason: 'shared' }] });
    // 500 companies and 500 rentals: ambiguous where both may be shown, not on a page that prints the companies only.
    const same = { ...published, companiesSupported: 500 };
    expect(previewFiguresHtml('<dd>500+</dd>', tagOf('en'), same, { ...same, companiesSupported: 600 }).unplaced).toEqual([{ figure: 'companiesSupported', reason: 'shared' }]);
    expect(previewFiguresHtml('<dd>500+</dd>', tagOf('en'), same, { ...same, companiesSupported: 600 }, ['companiesSupported', 'responseHours']).html).toBe('<dd>600+</dd>');
  });

  it('list a changed figure the page does not show as not found, and change nothing when no figure changed', () => {
    expect(preview('<p>nothing here</p>', 'en', { visaCases: 12000 })).toEqual({ html: '<p>nothing here</p>', placed: [], unplaced: [{ figure: 'visaCases', reason: 'notFound' }] });
    const html = '<p>1,200 companies</p>';
    expect(preview(html, 'en', {})).toEqual({ html, placed: [], unplaced: [] });
    expect(FIGURE_NAMES).toHaveLength(Object.keys(published).length);
  });
});
