import { describe, expect, it } from 'vitest';
import { prepareQuery, RESULT_LIMIT, searchSite, type PagefindApi } from '#components/features/search/siteSearch.ts';

/**
 * A stand-in for Pagefind over a few pages: a page matches when each query word is a prefix of one of
 * its words (Pagefind's matching), so the tests exercise what the real index does with Korean.
 */
function fakeIndex(pages: Record<string, string>): PagefindApi & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    async search(query) {
      queries.push(query);
      const words = query.split(/\s+/).filter(Boolean);
      const results = Object.entries(pages)
        .filter(([, text]) => words.every((w) => text.split(/\s+/).some((t) => t.startsWith(w))))
        .map(([url, content]) => ({ id: url, data: async () => ({ url, content, excerpt: content.slice(0, 20), meta: { title: `Title of ${url}` } }) }));
      return { results };
    },
  };
}

const korean = {
  '/services/visa': '체류 목적에 맞는 비자를 골라 드립니다',
  '/faq': '비자 연장은 언제 하나요 법인 설립 후 등록',
  '/services/setup': '법인 설립 및 인허가',
};

describe('a search', () => {
  it('in Korean drops particles, so 비자를 finds every page about 비자', async () => {
    const index = fakeIndex(korean);
    expect(await prepareQuery(index, '비자를', 'ko-KR')).toBe('비자');
    const outcome = await searchSite(index, '비자를', 'ko-KR');
    expect(outcome.hits.map((h) => h.url).sort()).toEqual(['/faq', '/services/visa']);
  });

  it('in Korean splits a compound the pages write with a space, choosing the split the index knows', async () => {
    const index = fakeIndex(korean);
    expect(await prepareQuery(index, '법인설립을', 'ko-KR')).toBe('법인 설립');
    expect((await searchSite(index, '법인설립', 'ko-KR')).total).toBe(2);
  });

  it('in Korean keeps a compound the pages write as one word', async () => {
    const index = fakeIndex({ '/notices/1': '법인설립 절차가 바뀌었습니다', '/faq': '법인 등록' });
    expect(await prepareQuery(index, '법인설립', 'ko-KR')).toBe('법인설립');
  });

  it('in other languages goes to the index as typed (Pagefind segments Chinese and Japanese itself)', async () => {
    const index = fakeIndex({ '/zh/a': '公司设立' });
    expect(await prepareQuery(index, ' 公司设立 ', 'zh-Hans')).toBe('公司设立');
    expect(await prepareQuery(index, 'visanya', 'id-ID')).toBe('visanya');
    expect(index.queries).toEqual([]);
  });

  it('loads at most RESULT_LIMIT results, with title, address and excerpt, and counts them all', async () => {
    const pages = Object.fromEntries(Array.from({ length: RESULT_LIMIT + 5 }, (_, i) => [`/p/${i}`, 'visa']));
    const outcome = await searchSite(fakeIndex(pages), 'visa', 'en');
    expect(outcome.total).toBe(RESULT_LIMIT + 5);
    expect(outcome.hits).toHaveLength(RESULT_LIMIT);
    expect(outcome.hits[0]).toEqual({ url: '/p/0', title: 'Title of /p/0', excerpt: 'visa' });
  });

  it('of nothing asks the index nothing', async () => {
    const index = fakeIndex(korean);
    expect(await searchSite(index, '   ', 'ko-KR')).toEqual({ query: '', total: 0, hits: [] });
    expect(index.queries).toEqual([]);
  });
});
