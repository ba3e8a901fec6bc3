import { describe, expect, it } from 'vitest';
import { getDictionary } from '#i18n/index.ts';
import { localServiceSlugs, serviceSlugs } from '#i18n/routes.ts';
import { buildNavigation, normalizePath } from '#components/layout/navigation.ts';

describe('normalizePath', () => {
  it('drops trailing slashes except on the home page', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/services/')).toBe('/services');
    expect(normalizePath('faq')).toBe('/faq');
  });
});

describe('buildNavigation', () => {
  const t = getDictionary('en');
  it('has the seven entries in the spec order, contact as the call to action', () => {
    const nav = buildNavigation('en', '/', t);
    expect(nav.map((i) => i.key)).toEqual(['home', 'services', 'about', 'faq', 'notices', 'contact', 'csr']);
    expect(nav.filter((i) => i.cta).map((i) => i.key)).toEqual(['contact']);
    expect(nav.find((i) => i.key === 'csr')?.href).toBe('/en/about/csr');
  });
  it('localizes every link', () => {
    const ko = buildNavigation('ko', '/', getDictionary('ko'));
    expect(ko[0]?.href).toBe('/');
    expect(ko[1]?.href).toBe('/services');
    const ja = buildNavigation('ja', '/', getDictionary('ja'));
    expect(ja[0]?.href).toBe('/ja/');
    expect(ja[1]?.children?.[1]?.href).toBe('/ja/services/investment-consulting');
  });
  it('lists the overview and the six services, and company plus our story', () => {
    const nav = buildNavigation('en', '/', t);
    expect(nav[1]?.children?.map((c) => c.href)).toEqual([
      '/en/services',
      ...Object.values(localServiceSlugs.en).map((s) => `/en/services/${s}`),
    ]);
    expect(nav[2]?.children?.map((c) => c.href)).toEqual(['/en/about', '/en/about/csr']);
  });
  it('marks exactly the current page and the active section', () => {
    const path = `/services/${serviceSlugs.visa}`;
    const nav = buildNavigation('en', path, t);
    const current = nav.flatMap((i) => [i, ...(i.children ?? [])]).filter((l) => l.current);
    expect(current.map((l) => l.key)).toEqual(['service-visa']);
    expect(nav.filter((i) => i.active).map((i) => i.key)).toEqual(['services']);
  });
  it('treats a CSR post as part of our story, not of the company page', () => {
    const nav = buildNavigation('id', '/about/csr/7', getDictionary('id'));
    expect(nav.filter((i) => i.active).map((i) => i.key)).toEqual(['csr']);
    expect(nav.flatMap((i) => [i, ...(i.children ?? [])]).some((l) => l.current)).toBe(false);
  });
  it('marks home only on the home page', () => {
    expect(buildNavigation('en', '/', t)[0]?.current).toBe(true);
    expect(buildNavigation('en', '/faq/', t).find((i) => i.key === 'faq')?.current).toBe(true);
    expect(buildNavigation('en', '/faq', t)[0]?.active).toBe(false);
  });
});
