import { describe, expect, it } from 'vitest';
import { isBlank, toLocalizedTexts, toTranslations, translationState, translationStates, translationSummary } from '#components/features/admin/content/translations.ts';

const fields = ['title', 'content'] as const;

describe('isBlank', () => {
  it('treats whitespace and an emptied editor as nothing', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('  \n')).toBe(true);
    expect(isBlank('<p><br></p>')).toBe(true);
    expect(isBlank('<p>&nbsp;</p>')).toBe(true);
  });
  it('keeps text, images and tables', () => {
    expect(isBlank('<p>안녕</p>')).toBe(false);
    expect(isBlank('<p><img src="/api/uploads/a.webp" alt=""></p>')).toBe(false);
    expect(isBlank('<table><tr><td></td></tr></table>')).toBe(false);
  });
});

describe('translations to and from the dialog', () => {
  it('fills every language, empty where nothing is stored', () => {
    const texts = toLocalizedTexts(fields, { title: '제목', content: '<p>본문</p>' }, { en: { title: 'Title' } });
    expect(texts.ko).toEqual({ title: '제목', content: '<p>본문</p>' });
    expect(texts.en).toEqual({ title: 'Title', content: '' });
    expect(texts.ja).toEqual({ title: '', content: '' });
  });

  it('sends only filled fields and languages, never Korean', () => {
    const texts = toLocalizedTexts(fields, { title: '제목', content: '본문' }, {});
    texts.en = { title: 'Title', content: '<p><br></p>' };
    texts.zh = { title: '标题', content: '<p>正文</p>' };
    expect(toTranslations(fields, texts)).toEqual({ en: { title: 'Title' }, zh: { title: '标题', content: '<p>正文</p>' } });
  });

  it('round-trips stored translations', () => {
    const stored = { id: { title: 'Judul', content: '<p>Isi</p>' }, ja: { title: '題名', content: '<p>本文</p>' } };
    expect(toTranslations(fields, toLocalizedTexts(fields, { title: 'a', content: 'b' }, stored))).toEqual(stored);
  });
});

describe('translation state and summary', () => {
  it('is complete, partial or missing per language', () => {
    expect(translationState(fields, { title: 'T', content: 'C' })).toBe('complete');
    expect(translationState(fields, { title: 'T' })).toBe('partial');
    expect(translationState(fields, undefined)).toBe('missing');
    expect(translationStates(fields, { en: { title: 'T', content: 'C' }, ja: { content: 'C' } })).toEqual({ en: 'complete', id: 'missing', zh: 'missing', ja: 'partial' });
  });

  it('names the missing and the partly translated languages', () => {
    const names = { en: 'English', id: 'Bahasa Indonesia', zh: '中文', ja: '日本語' };
    const templates = { missing: '번역 없음: {list}', partial: '일부만 번역: {list}' };
    expect(translationSummary({ en: 'missing', id: 'complete', zh: 'complete', ja: 'missing' }, names, templates)).toEqual(['번역 없음: English, 日本語']);
    expect(translationSummary({ en: 'complete', id: 'partial', zh: 'missing', ja: 'complete' }, names, templates)).toEqual(['번역 없음: 中文', '일부만 번역: Bahasa Indonesia']);
    expect(translationSummary({ en: 'complete', id: 'complete', zh: 'complete', ja: 'complete' }, names, templates)).toEqual([]);
  });
});
