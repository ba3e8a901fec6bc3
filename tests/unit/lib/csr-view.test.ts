import { describe, expect, it } from 'vitest';
import { csrCategories } from '#data/csr-categories.ts';
import { filtersInUse, toCsrDetail, toCsrView } from '#lib/csr-view.ts';

const row = {
  id: 7, title: '제목', excerpt: null, content: '<p>본문</p>', category: '현지화', featured_image: '/images/csr/founding.svg',
  published_at: null, created_at: '2025-03-02T03:00:00Z', updated_at: '2025-03-04T03:00:00Z', views: 1234,
  translations: { en: { title: 'Title', content: '<p>Body</p>' } },
};

describe('CSR views', () => {
  it('holds the ten categories of the spec, once each', () => {
    expect(csrCategories.map((c) => c.value)).toEqual(['사회공헌', '환경보호', '상생경영', '교육지원', '지역사회', '창립이야기', '성장과정', '주요성과', '현지화', '파트너십']);
  });
  it('dates by publishedAt else createdAt, formats views per locale, falls back per field', () => {
    const en = toCsrView(row, 'en', 'Views: {count}');
    expect(en).toMatchObject({ href: '/en/about/csr/7', categoryLabel: 'Localization', date: 'March 2, 2025', views: 'Views: 1,234' });
    expect(en.excerpt).toEqual({ text: '', lang: 'ko' });
    expect(toCsrView({ ...row, views: 1234 }, 'id', 'Dilihat {count} kali').views).toBe('Dilihat 1.234 kali');
    expect(toCsrView({ ...row, published_at: '2025-05-01T03:00:00Z' }, 'ko', '조회수 {count}회').date).toBe('2025년 5월 1일');
    expect(toCsrDetail(row, 'ko', '').dateLong).toBe('2025년 3월 2일 일요일');
  });
  it('never shows an image from another origin', () => {
    expect(toCsrView({ ...row, featured_image: 'https://example.com/a.jpg' }, 'ko', '').image).toBeNull();
    expect(toCsrView({ ...row, featured_image: '//example.com/a.jpg' }, 'ko', '').image).toBeNull();
  });
  it('offers only the categories that have stories, in the registry order', () => {
    const filters = csrCategories.map((c) => ({ value: c.value, label: c.labels.en }));
    const offered = filtersInUse(filters, [{ category: '현지화' }, { category: '사회공헌' }, { category: '현지화' }]);
    expect(offered.map((f) => f.label)).toEqual(['Social contribution', 'Localization']);
    expect(filtersInUse(filters, [])).toEqual([]);
  });
});
