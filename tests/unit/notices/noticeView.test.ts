import { describe, expect, it } from 'vitest';
import { plainText, preview, toNoticeViews } from '#components/features/notices/noticeView.ts';

const row = (id: number, days: number, pinned = false) => ({
  id, title: `공지${id}`, content: '<p>본문</p>', author: 'admin', views: 0, is_pinned: pinned, is_important: false, category: 'visa',
  created_at: new Date(Date.UTC(2025, 0, days)).toISOString(), translations: { en: { title: `Notice ${id}` } },
});

describe('notice views', () => {
  it('strips markup and decodes entities', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>C&nbsp;D</li></ul>')).toBe('A & B C D');
  });
  it('cuts the preview at 200 characters with an ellipsis, not shorter texts', () => {
    const long = `<p>${'가'.repeat(250)}</p>`;
    expect(preview(long)).toBe(`${'가'.repeat(200)}…`);
    expect(preview('<p>짧은 글</p>')).toBe('짧은 글');
  });
  it('orders pinned first, then newest, and falls back to Korean per field', () => {
    const views = toNoticeViews([row(1, 1), row(2, 5), row(3, 2, true)], 'en');
    expect(views.map((v) => v.id)).toEqual([3, 2, 1]);
    expect(views[0]?.title).toEqual({ text: 'Notice 3', lang: 'en' });
    expect(views[0]?.content.lang).toBe('ko');
    expect(views[0]?.date).toBe('January 2, 2025');
  });
});
