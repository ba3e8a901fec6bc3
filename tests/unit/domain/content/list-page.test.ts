import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, listPageHeaders, listPagePath, MAX_PAGE_SIZE, parseListQuery, readListPageHeaders } from '#domain/content/list-page.ts';
import { matchesTerms, queryTerms } from '#domain/content/list-search.ts';

const rules = { categories: ['visa', 'tax'], searchable: true, langs: ['ko', 'en'] };
const parse = (search: string, r = rules) => parseListQuery(new URLSearchParams(search), r);

describe('a list page query', () => {
  it('defaults to the first page of DEFAULT_PAGE_SIZE and takes each parameter', () => {
    expect(parse('')).toEqual({ query: { page: 1, pageSize: DEFAULT_PAGE_SIZE } });
    expect(parse('page=3&pageSize=5&category=visa&q=%20비자%20&lang=en&utm_source=x')).toEqual({ query: { page: 3, pageSize: 5, category: 'visa', q: '비자', lang: 'en' } });
    expect(parse(`pageSize=${MAX_PAGE_SIZE}`)).toEqual({ query: { page: 1, pageSize: MAX_PAGE_SIZE } });
  });

  it('names every malformed parameter', () => {
    expect(parse('page=0&pageSize=101&category=x&lang=fr')).toEqual({ fields: { page: expect.any(String), pageSize: expect.any(String), category: expect.any(String), lang: expect.any(String) } });
    for (const page of ['-1', '1.5', '1e3', '01', ' 1', 'x', '']) expect(parse(`page=${encodeURIComponent(page)}`), page).toHaveProperty('fields.page');
    expect(parse(`q=${'a'.repeat(101)}`)).toHaveProperty('fields.q');
  });

  it('ignores q and lang on a list that cannot be searched', () => {
    expect(parse('q=x&lang=fr', { ...rules, searchable: false })).toEqual({ query: { page: 1, pageSize: DEFAULT_PAGE_SIZE } });
  });

  it('has one address per page: parameters in one order, defaults left out, lang only with a search', () => {
    expect(listPagePath('/api/notices', { page: 1, pageSize: DEFAULT_PAGE_SIZE })).toBe('/api/notices');
    expect(listPagePath('/api/notices', { page: 2, pageSize: 10, category: 'visa', lang: 'en' })).toBe('/api/notices?category=visa&page=2&pageSize=10');
    expect(listPagePath('/api/csr-posts', { page: 1, pageSize: 12, category: '사회공헌' })).toBe('/api/csr-posts?category=%EC%82%AC%ED%9A%8C%EA%B3%B5%ED%97%8C&pageSize=12');
  });

  it('answers its count and neighbours in headers, and reads them back', () => {
    const headers = listPageHeaders('/api/notices', { page: 2, pageSize: 10 }, 25);
    expect(headers).toEqual({
      'X-Total-Count': '25',
      'X-Total-Pages': '3',
      Link: '</api/notices?pageSize=10>; rel="first", </api/notices?pageSize=10>; rel="prev", </api/notices?page=3&pageSize=10>; rel="next", </api/notices?page=3&pageSize=10>; rel="last"',
    });
    expect(readListPageHeaders(new Headers(headers))).toEqual({ total: 25, pages: 3 });
    expect(readListPageHeaders(new Headers())).toBeUndefined();
    // An empty list still has a (first, empty) page.
    expect(listPageHeaders('/api/notices', { page: 1, pageSize: 10 }, 0)['X-Total-Pages']).toBe('1');
  });
});

describe('searching a list', () => {
  it('matches every word, in any case or width, a Korean word also without its particle', () => {
    expect(matchesTerms('법인세 신고 안내', queryTerms('법인세를'))).toBe(true);
    expect(matchesTerms('Stay Permit overstay', queryTerms('ＯＶＥＲＳＴＡＹ permit'))).toBe(true);
    expect(matchesTerms('Stay Permit', queryTerms('permit visa'))).toBe(false);
    expect(matchesTerms('anything', queryTerms('  '))).toBe(true);
  });
});
