import { describe, expect, it } from 'vitest';
import { isLocale, localeFromParam, locales, localeStaticPaths } from '#i18n/locales.ts';
import { detailIdFromPath, earlierServiceSlugs, localServiceSlugs, localizePath, serviceKeys, serviceSlug, serviceSlugs, setServiceAddresses, splitLocale, staticRoutes } from '#i18n/routes.ts';

describe('locale registry', () => {
  it('has the five locales, Korean first and Chinese as Simplified', () => {
    expect(locales.map((l) => l.code)).toEqual(['ko', 'en', 'id', 'zh', 'ja']);
    expect(locales.find((l) => l.code === 'zh')?.bcp47).toBe('zh-Hans');
  });

  it('accepts only the five codes', () => {
    expect(['ko', 'en', 'id', 'zh', 'ja'].every(isLocale)).toBe(true);
    for (const bad of ['EN', 'fr', '', null, undefined, 'ko-KR']) expect(isLocale(bad)).toBe(false);
  });

  it('gives Korean the unprefixed paths and the others a prefix', () => {
    expect(localeStaticPaths().map((p) => p.params.lang)).toEqual([undefined, 'en', 'id', 'zh', 'ja']);
    expect(localeFromParam(undefined)).toBe('ko');
    expect(localeFromParam('ja')).toBe('ja');
    expect(() => localeFromParam('ko')).toThrow();
  });
});

describe('routes', () => {
  it('keeps the Korean service slugs as the spec writes them', () => {
    expect(Object.values(serviceSlugs)).toEqual(['종합-컨설팅', '법인-설립', '인사-관리', '비자-서비스', '부동산-컨설팅', '마케팅-서비스']);
    expect(staticRoutes).toHaveLength(13); // every route of the spec but /about/csr/:id and /admin
  });

  it("gives each prefixed locale's service pages their own ASCII slugs, unique in the locale", () => {
    expect(localizePath('en', `/services/${serviceSlugs.establishment}`)).toBe('/en/services/company-establishment');
    expect(localizePath('id', `/services/${serviceSlugs.hr}/`)).toBe('/id/services/manajemen-sdm/');
    expect(localizePath('ja', `/services/${serviceSlugs.visa}#packages`)).toBe('/ja/services/visa-services#packages');
    expect(localizePath('ko', `/services/${serviceSlugs.visa}`)).toBe('/services/비자-서비스');
    expect(splitLocale('/zh/services/real-estate-consulting/')).toEqual({ locale: 'zh', path: '/services/부동산-컨설팅/' });
    // Not a service page of the locale: left as it is (an earlier address, a deeper path, another locale's slug).
    expect(splitLocale('/en/services/layanan-visa')).toEqual({ locale: 'en', path: '/services/layanan-visa' });
    expect(localizePath('en', '/services/visa-services/x')).toBe('/en/services/visa-services/x');
    for (const slugs of Object.values(localServiceSlugs)) {
      expect(new Set(Object.values(slugs)).size).toBe(serviceKeys.length);
      for (const slug of Object.values(slugs)) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
    expect(serviceSlug('id', 'marketing')).toBe('layanan-pemasaran');
    // Every prefixed locale first served the Korean slugs: each is an earlier address now.
    expect(earlierServiceSlugs()).toHaveLength(4 * 6);
    expect(earlierServiceSlugs()).toContainEqual({ locale: 'en', key: 'establishment', slug: '법인-설립' });
  });

  it('localizes a path and splits it back', () => {
    expect(localizePath('ko', '/services')).toBe('/services');
    expect(localizePath('en', '/services')).toBe('/en/services');
    expect(localizePath('en', '/')).toBe('/en/');
    expect(localizePath('zh', 'faq')).toBe('/zh/faq');
    for (const locale of ['ko', 'en', 'id', 'zh', 'ja'] as const) {
      for (const path of staticRoutes) expect(splitLocale(localizePath(locale, path))).toEqual({ locale, path });
    }
    expect(splitLocale('/english')).toEqual({ locale: 'ko', path: '/english' });
    expect(splitLocale('/ko/x')).toEqual({ locale: 'ko', path: '/ko/x' });
  });
});

describe('a detail page\'s id from its address', () => {
  it('reads the id in every locale, with or without a trailing slash', () => {
    expect(detailIdFromPath('/notices/12', '/notices')).toBe(12);
    expect(detailIdFromPath('/en/notices/12/', '/notices')).toBe(12);
    expect(detailIdFromPath('/ja/about/csr/3', '/about/csr')).toBe(3);
  });
  it('names no item for anything but a database id of that section', () => {
    for (const path of ['/notices/0', '/notices/2147483648', '/notices/1.5', '/notices/abc', '/notices/page/2', '/about/csr/3', '/notices/']) {
      expect(detailIdFromPath(path, '/notices'), path).toBeUndefined();
    }
  });
});

describe('service addresses the firm named', () => {
  it('take over every path both ways once in use, in their locale only, their earlier slugs added to the Korean ones', () => {
    const current = { ...localServiceSlugs, en: { ...localServiceSlugs.en, visa: 'work-visas' } };
    setServiceAddresses({ current, earlier: [{ locale: 'en', key: 'visa', slug: 'visa-services' }] });
    try {
      expect(serviceSlug('en', 'visa')).toBe('work-visas');
      expect(localizePath('en', `/services/${serviceSlugs.visa}`)).toBe('/en/services/work-visas');
      expect(splitLocale('/en/services/work-visas/')).toEqual({ locale: 'en', path: `/services/${serviceSlugs.visa}/` });
      expect(localizePath('zh', `/services/${serviceSlugs.visa}`)).toBe('/zh/services/visa-services');
      expect(localizePath('ko', `/services/${serviceSlugs.visa}`)).toBe(`/services/${serviceSlugs.visa}`);
      expect(earlierServiceSlugs()).toHaveLength(4 * 6 + 1);
      expect(earlierServiceSlugs()).toContainEqual({ locale: 'en', key: 'visa', slug: 'visa-services' });
    } finally {
      setServiceAddresses({ current: localServiceSlugs, earlier: [] });
    }
    expect(localizePath('en', `/services/${serviceSlugs.visa}`)).toBe('/en/services/visa-services');
  });
});
