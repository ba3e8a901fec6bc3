/**
 * Canonical and hreflang of a page (src/lib/language-links.ts): every locale for the site's pages; for a
 * notice translated into some locales only, those name each other and the rest point at the Korean page.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '#i18n/locales.ts';
import { languageLinks } from '#lib/language-links.ts';

const site = new URL('https://example.co.id');

describe('language links', () => {
  it('names all five locales and x-default on a page that exists in every one', () => {
    const links = languageLinks(site, '/faq', 'ja');
    expect(links.canonical).toBe('https://example.co.id/ja/faq');
    expect(links.alternates.map((a) => a.hreflang)).toEqual([...locales.map((l) => l.bcp47), 'x-default']);
    expect(links.alternates.at(-1)?.href).toBe('https://example.co.id/faq');
  });

  it('makes the translated versions of a notice name each other, reciprocally', () => {
    const translatedIn = ['ko', 'en', 'zh'] as const;
    const sets = translatedIn.map((code) => languageLinks(site, '/notices/12', code, translatedIn));
    for (const [index, links] of sets.entries()) {
      expect(links.canonical).toBe(`https://example.co.id${translatedIn[index] === 'ko' ? '' : `/${translatedIn[index]}`}/notices/12`);
      expect(links.alternates.map((a) => a.href)).toEqual(sets[0]!.alternates.map((a) => a.href));
      // Each page is among the alternates it names: the set is reciprocal.
      expect(links.alternates.map((a) => a.href)).toContain(links.canonical);
    }
    expect(sets[0]!.alternates.map((a) => a.hreflang)).toEqual(['ko-KR', 'en', 'zh-Hans', 'x-default']);
  });

  it('sends an untranslated locale’s page to the Korean one and names no alternates there', () => {
    const links = languageLinks(site, '/notices/12', 'id', ['ko', 'en']);
    expect(links).toEqual({ canonical: 'https://example.co.id/notices/12', alternates: [] });
  });
});
