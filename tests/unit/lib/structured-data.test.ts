import { defaultContactChannels } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { footerSeed } from '#data/pages/footer/index.ts';
import { describe, expect, it } from 'vitest';
import { getDictionary } from '#i18n/index.ts';
import { breadcrumbLd, defaultBreadcrumbs, faqPageLd, organizationLd, serializeLd } from '#lib/structured-data.ts';
import { robotsTxt, sitemapFiles, sitemapIndexXml, type SitemapItems } from '#lib/sitemap.ts';

const site = new URL('https://example.co.id');

describe('structured data', () => {
  it('describes the firm with address, phones and opening hours', () => {
    const ld = organizationLd(getDictionary('en'), footerSeed.en, site, defaultContactChannels, { ...defaultFirmFacts, foundedYear: 2004, employees: 80 });
    expect(ld['@type']).toBe('ProfessionalService');
    expect(ld).toMatchObject({ foundingDate: '2004', numberOfEmployees: { minValue: 80 } });
    expect(ld['description']).toBe('Based in Jakarta since 2004, we help Korean and other international companies enter the Indonesian market and run their operations there.');
    expect(ld).toMatchObject({ address: { addressCountry: 'ID' }, openingHoursSpecification: [{ opens: '08:00', closes: '17:00' }] });
    expect(ld.telephone).toHaveLength(2);
  });

  it('derives the breadcrumb trail of a service page and localizes its URLs', () => {
    const t = getDictionary('en');
    const crumbs = defaultBreadcrumbs('/services/비자-서비스', t);
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Services', 'Visa Services']);
    const ld = breadcrumbLd(crumbs, 'en', site) as { itemListElement: Array<{ item: string; position: number }> };
    expect(ld.itemListElement.map((i) => i.item)).toEqual([
      'https://example.co.id/en/',
      'https://example.co.id/en/services',
      'https://example.co.id/en/services/visa-services',
    ]);
    expect(defaultBreadcrumbs('/about/csr/4', t, 'Founding').map((c) => c.label)).toEqual(['Home', 'About Us', 'Our Story', 'Founding']);
  });

  it('gives FAQ answers as plain text and cannot be closed from inside by content', () => {
    const ld = faqPageLd([{ question: 'Q?', answer: '<p>A <strong>bold</strong> &amp; clear</p></script><script>x</script>' }]);
    expect((ld.mainEntity as Array<{ acceptedAnswer: { text: string } }>)[0]?.acceptedAnswer.text).toBe('A bold & clear x');
    expect(serializeLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

/** Every file of the sitemap as one text (the tests of what it lists). */
const sitemapXml = (site: URL, items: SitemapItems) => sitemapFiles(site, items).map((f) => f.xml).join('');

describe('sitemap and robots', () => {
  it('lists every page in every locale with reciprocal alternates', () => {
    const xml = sitemapXml(site, { csrPosts: [{ id: 7, translatedIn: ['ko', 'en', 'id', 'zh', 'ja'] }], listingPaths: ['/notices/category/visa'], notices: [] });
    expect(xml.match(/<url>/g)).toHaveLength((13 + 2) * 5);
    expect(xml).toContain('<loc>https://example.co.id/id/notices/category/visa</loc>');
    expect(xml).toContain('<loc>https://example.co.id/ja/about/csr/7</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://example.co.id/faq"');
    expect(xml).toContain('hreflang="zh-Hans" href="https://example.co.id/zh/services/visa-services"');
    expect(xml).toContain('hreflang="ko-KR" href="https://example.co.id/services/%EB%B9%84%EC%9E%90-%EC%84%9C%EB%B9%84%EC%8A%A4"');
    expect(xml).toContain('<loc>https://example.co.id/id/services/layanan-visa</loc>');
  });

  it('lists a notice only in the locales it is translated into, those naming each other', () => {
    const xml = sitemapXml(site, { csrPosts: [], listingPaths: [], notices: [{ id: 12, translatedIn: ['ko', 'en'] }] });
    const entries = xml.split('<url>').filter((e) => e.includes('/notices/12'));
    expect(entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1])).toEqual(['https://example.co.id/notices/12', 'https://example.co.id/en/notices/12']);
    for (const entry of entries) {
      expect(entry.match(/hreflang="(ko-KR|en)"/g)).toHaveLength(2);
      expect(entry).not.toMatch(/hreflang="(id-ID|zh-Hans|ja-JP)"/);
      expect(entry).toContain('hreflang="x-default" href="https://example.co.id/notices/12"');
    }
  });

  it('splits into files within the limits, one set per kind, each a valid urlset, named by the index', () => {
    const notices = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, translatedIn: ['ko'] as const }));
    const files = sitemapFiles(site, { csrPosts: [], listingPaths: [], notices }, { urls: 10, bytes: 50 * 1024 * 1024 });
    const names = files.map((f) => f.name);
    expect(names.filter((n) => n.startsWith('sitemap-notices-'))).toEqual(['sitemap-notices-1.xml', 'sitemap-notices-2.xml', 'sitemap-notices-3.xml']);
    const urls = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
    expect(files.filter((f) => f.name.startsWith('sitemap-notices-')).map((f) => urls(f.xml))).toEqual([10, 10, 3]);
    for (const file of files) {
      expect(file.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]+>\n/);
      expect(file.xml.endsWith('</urlset>\n')).toBe(true);
    }
    // Each file within the byte limit too: a small one cuts the same entries into more files.
    const bytes = 4096;
    const bySize = sitemapFiles(site, { csrPosts: [], listingPaths: [], notices }, { urls: 50_000, bytes });
    for (const file of bySize) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(bytes);
    expect(bySize.reduce((n, f) => n + urls(f.xml), 0)).toBe(urls(files.map((f) => f.xml).join('')));
    const index = sitemapIndexXml(site, names);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(names.map((n) => `https://example.co.id/${n}`));
  });

  it('keeps crawlers out of the admin and the API', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://example.co.id/sitemap.xml');
  });
});
