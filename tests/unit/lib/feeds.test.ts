/**
 * The RSS feeds' content (src/lib/feeds.ts) rendered by @astrojs/rss: well-formed RSS 2.0 in the
 * feed's language, newest first, each item translated where it can be and linked to its page.
 */
import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import type { CsrRow } from '#lib/csr-view.ts';
import type { NoticeRow } from '#lib/notice-view.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import { csrFeed, FEED_ITEMS, noticesFeed } from '#lib/feeds.ts';
import { readRss, type RssChannel } from '../../quality/rss.ts';

const site = new URL('https://www.nusantarabridge.co.id');

const notice = (id: number, day: number, extra: Partial<NoticeRow> = {}): NoticeRow => ({
  id, title: `공지 ${id}`, content: `<p>본문 <strong>${id}</strong> &amp; 더</p>`, author: 'admin', views: 0, is_pinned: false, is_important: false,
  category: 'visa', created_at: new Date(Date.UTC(2026, 0, day)).toISOString(), updated_at: new Date(Date.UTC(2026, 0, day)).toISOString(), translations: {}, ...extra,
});

const story = (id: number, day: number, extra: Partial<CsrRow> = {}): CsrRow => ({
  id, title: `이야기 ${id}`, excerpt: null, content: `<p>${'가'.repeat(400)}</p>`, category: '교육지원', featured_image: null,
  published_at: new Date(Date.UTC(2026, 1, day)).toISOString(), created_at: new Date(Date.UTC(2025, 0, 1)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 1, day)).toISOString(), views: 0, translations: {}, ...extra,
});

/** The feed as a reader gets it: the XML must be well-formed before anything is read from it. */
async function render(options: Parameters<typeof getRssString>[0]): Promise<{ version: string; channel: Required<RssChannel> }> {
  const feed = readRss(await getRssString(options));
  expect(feed.ok).toBe(true);
  if (!feed.ok) throw new Error(feed.error);
  return { version: feed.version, channel: { ...feed.channel, item: feed.channel.item ?? [] } };
}

describe('the notices feed', () => {
  it('is RSS 2.0 in the locale, names itself, and lists the newest first, pinned or not', async () => {
    const rows = [notice(1, 1, { is_pinned: true }), notice(2, 9), notice(3, 5)];
    const { version, channel } = await render(noticesFeed(rows, 'en', site, noticesSeed.en.categories));
    expect(version).toBe('2.0');
    expect(channel.language).toBe('en');
    expect(channel.title).toBe('Notices | Nusantara Bridge Consulting');
    expect(channel.link).toBe('https://www.nusantarabridge.co.id/en/notices');
    expect(channel['atom:link']['@_href']).toBe('https://www.nusantarabridge.co.id/en/notices/rss.xml');
    expect(channel['atom:link']['@_rel']).toBe('self');
    expect(channel.item.map((i) => i.link)).toEqual([2, 3, 1].map((id) => `https://www.nusantarabridge.co.id/en/notices/${id}`));
    expect(new Date(channel.item[0]!.pubDate).toISOString()).toBe('2026-01-09T00:00:00.000Z');
  });

  it('is in the translation where there is one and in the Korean original where not, as plain text', async () => {
    const rows = [notice(1, 2, { translations: { ja: { title: '査証のお知らせ', content: '<p>日本語の本文</p>' } } }), notice(2, 1)];
    const { channel } = await render(noticesFeed(rows, 'ja', site, noticesSeed.ja.categories));
    expect(channel.item[0]).toMatchObject({ title: '査証のお知らせ', description: '日本語の本文', category: 'ビザ' });
    expect(channel.item[1]).toMatchObject({ title: '공지 2', description: '본문 2 & 더' });
  });

  it('keeps markup-like titles as text, and Korean links unprefixed', async () => {
    const { channel } = await render(noticesFeed([notice(7, 1, { title: '<script>alert(1)</script> & "따옴표"' })], 'ko', site, noticesSeed.ko.categories));
    expect(channel.item[0]!.title).toBe('<script>alert(1)</script> & "따옴표"');
    expect(channel.item[0]!.link).toBe('https://www.nusantarabridge.co.id/notices/7');
    expect(channel.language).toBe('ko-KR');
  });

  it(`carries the newest ${FEED_ITEMS} only`, async () => {
    const rows = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => notice(i + 1, i + 1));
    const { channel } = await render(noticesFeed(rows, 'id', site, noticesSeed.id.categories));
    expect(channel.item).toHaveLength(FEED_ITEMS);
    expect(channel.item[0]!.link).toMatch(new RegExp(`/id/notices/${FEED_ITEMS + 5}$`));
  });
});

describe('the CSR stories feed', () => {
  it('links each story to its page, dated by publication, described by its excerpt or the start of its text', async () => {
    const rows = [story(1, 3, { excerpt: '짧은 소개' }), story(2, 8, { translations: { zh: { title: '教育故事', excerpt: '简介' } } })];
    const { channel } = await render(csrFeed(rows, 'zh', site));
    expect(channel.language).toBe('zh-Hans');
    expect(channel['atom:link']['@_href']).toBe('https://www.nusantarabridge.co.id/zh/about/csr/rss.xml');
    expect(channel.item.map((i) => i.link)).toEqual(['https://www.nusantarabridge.co.id/zh/about/csr/2', 'https://www.nusantarabridge.co.id/zh/about/csr/1']);
    expect(channel.item[0]).toMatchObject({ title: '教育故事', description: '简介', category: '教育支持' });
    expect(channel.item[1]).toMatchObject({ title: '이야기 1', description: '짧은 소개' });
    expect(new Date(channel.item[1]!.pubDate).toISOString()).toBe('2026-02-03T00:00:00.000Z');
    const { channel: withoutExcerpt } = await render(csrFeed([story(3, 1)], 'en', site));
    expect(withoutExcerpt.item[0]!.description).toBe(`${'가'.repeat(300)}…`);
  });
});
