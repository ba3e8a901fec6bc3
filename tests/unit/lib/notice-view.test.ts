import { describe, expect, it } from 'vitest';
import { preview, sharedNoticeViews, toNoticeDetail, toNoticeViews } from '#lib/notice-view.ts';
import { plainText } from '#domain/content/plain-text.ts';
import { completeLocales, type Translations } from '#domain/content/translations.ts';

const row = (id: number, days: number, pinned = false) => ({
  id, title: `공지${id}`, content: '<p>본문</p>', author: 'admin', views: 0, is_pinned: pinned, is_important: false, category: 'visa',
  created_at: new Date(Date.UTC(2025, 0, days)).toISOString(), updated_at: new Date(Date.UTC(2025, 1, days)).toISOString(),
  translations: { en: { title: `Notice ${id}` } } as Translations<'title' | 'content'>,
});

describe('notice views', () => {
  it('strips markup and decodes entities', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>C&nbsp;D</li></ul>')).toBe('A & B C D');
    // One pass: an escaped entity stays the text it is (FAQ answers' JSON-LD once decoded it twice).
    expect(plainText('<p>&amp;lt;b&amp;gt; &amp;amp;</p>')).toBe('&lt;b&gt; &amp;');
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
  it('gives a notice page its dates machine-readable and when it last changed', () => {
    const detail = toNoticeDetail(row(4, 3), 'ko');
    expect(detail).toMatchObject({ dateIso: '2025-01-03T00:00:00.000Z', modifiedIso: '2025-02-03T00:00:00.000Z', modified: '2025년 2월 3일' });
  });
});

describe('notice views shared by the list pages', () => {
  it('are made once per list of rows and locale, equal to toNoticeViews', () => {
    const rows = [row(1, 1), row(2, 5), row(3, 2, true)];
    const en = sharedNoticeViews(rows, 'en');
    expect(en).toEqual(toNoticeViews(rows, 'en'));
    expect(sharedNoticeViews(rows, 'en')).toBe(en);
    expect(sharedNoticeViews(rows, 'ko')).not.toBe(en);
    expect(sharedNoticeViews(rows, 'ko')[0]?.title).toEqual({ text: '공지3', lang: 'ko' });
    // Another list (another build's rows) gets its own views, not the first list's.
    expect(sharedNoticeViews([row(9, 1)], 'en').map((v) => v.id)).toEqual([9]);
  });
});

describe('complete translations', () => {
  it('counts a locale only when every field has a non-blank translation; Korean always', () => {
    const translations: Translations<'title' | 'content'> = {
      en: { title: 'T', content: '<p>C</p>' },
      id: { title: 'T' },
      zh: { title: 'T', content: '  ' },
      ja: { title: '', content: '<p>C</p>' },
    };
    expect(completeLocales(translations, ['title', 'content'])).toEqual(['ko', 'en']);
    expect(completeLocales(translations, ['title'])).toEqual(['ko', 'en', 'id', 'zh']);
    expect(completeLocales({}, ['title', 'content'])).toEqual(['ko']);
  });
});
