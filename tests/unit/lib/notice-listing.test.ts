import { describe, expect, it } from 'vitest';
import { allListings, categoriesInUse, NOTICES_PER_PAGE, searchNotices, sliceListing } from '#lib/notice-listing.ts';
import { pagerPages } from '#components/ui/pagerPages.ts';
import { noticeListingPath } from '#i18n/routes.ts';

const item = (id: number, category: string, title = `t${id}`, content = '<p>본문</p>') => ({ id, category, title: { text: title }, content: { text: content } });

describe('notice listings', () => {
  const items = [
    ...Array.from({ length: 23 }, (_, i) => item(i + 1, i % 2 ? 'visa' : 'tax')),
    item(99, 'legacy-value'),
  ];

  it('offers only the categories with notices, in the registry order', () => {
    expect(categoriesInUse(items)).toEqual(['visa', 'tax']);
  });

  it('prebuilds every page of all notices and of each category in use', () => {
    const listings = allListings(items).map(({ category, page, pages }) => `${category ?? 'all'}:${page}/${pages}`);
    expect(listings).toEqual(['all:1/3', 'all:2/3', 'all:3/3', 'visa:1/2', 'visa:2/2', 'tax:1/2', 'tax:2/2']);
    expect(allListings([])).toEqual([{ category: undefined, page: 1, pages: 1 }]);
  });

  it('cuts a category into pages in the order given', () => {
    expect(sliceListing(items, { page: 1 }).map((i) => i.id)).toEqual(items.slice(0, NOTICES_PER_PAGE).map((i) => i.id));
    expect(sliceListing(items, { page: 3 }).map((i) => i.id)).toEqual([21, 22, 23, 99]);
    expect(sliceListing(items, { category: 'visa', page: 2 }).map((i) => i.id)).toEqual([22]);
  });

  it('links the first, the last and two pages either side of the current one', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(1, 30)).toEqual([1, 2, 3, 'gap', 30]);
    expect(pagerPages(15, 30)).toEqual([1, 'gap', 13, 14, 15, 16, 17, 'gap', 30]);
    expect(pagerPages(29, 30)).toEqual([1, 'gap', 27, 28, 29, 30]);
  });

  it('puts page 1 at the list\'s own address', () => {
    expect(noticeListingPath({ page: 1 })).toBe('/notices');
    expect(noticeListingPath({ page: 2 })).toBe('/notices/page/2');
    expect(noticeListingPath({ category: 'visa', page: 1 })).toBe('/notices/category/visa');
    expect(noticeListingPath({ category: 'realEstate', page: 3 })).toBe('/notices/category/realEstate/page/3');
  });
});

describe('notice search', () => {
  const notices = [
    item(1, 'visa', '비자 연장 안내', '<p>KITAS 갱신 서류</p>'),
    item(2, 'legal', '법인 설립 절차가 바뀝니다', '<p>PT PMA 법인설립 요건</p>'),
    item(3, 'tax', 'Tax deadline for 2026', '<p>Annual <strong>SPT</strong> filing</p>'),
    item(4, 'labor', '雅加达最低工资标准调整', '<p>劳工部公布了新的标准</p>'),
    item(5, 'labor', 'ジャカルタの最低賃金が改定されました', '<p>労働省が発表</p>'),
    item(6, 'tax', 'Batas waktu pelaporan pajak', '<p>Laporan SPT tahunan</p>'),
    item(7, 'legal', '제출 기한 안내', '<p>한국 대사관 회사 설립 서류</p>'),
    item(8, 'visa', '인도네시아 비자 종류', '<p>취업 비자</p>'),
  ];
  const ids = (query: string) => searchNotices(notices, query).map((n) => n.id);

  it('finds Korean words with particles attached, and compound words as written', () => {
    expect(ids('비자를')).toEqual([1, 8]);
    expect(ids('법인설립')).toEqual([2]);
    expect(ids('법인설립은')).toEqual([2]);
    expect(ids('절차가')).toEqual([2]);
    expect(ids('비자에는')).toEqual([1, 8]);
  });

  it('leaves a two-syllable word whole: its last syllable is no particle to cut (제도, 인도, 한도, 회의)', () => {
    expect(ids('제도')).toEqual([]);
    expect(ids('한도')).toEqual([]);
    expect(ids('회의')).toEqual([]);
    expect(ids('인도')).toEqual([8]);
  });

  it('finds Chinese and Japanese phrases typed without spaces', () => {
    expect(ids('最低工资')).toEqual([4]);
    expect(ids('最低賃金')).toEqual([5]);
  });

  it('finds English and Indonesian words in any case, in the text as well as the title, every word required', () => {
    expect(ids('spt')).toEqual([3, 6]);
    expect(ids('SPT tahunan')).toEqual([6]);
    expect(ids('DEADLINE')).toEqual([3]);
    expect(ids('pajak visa')).toEqual([]);
  });

  it('matches no markup and keeps everything for an empty query', () => {
    expect(ids('strong')).toEqual([]);
    expect(ids('   ')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
