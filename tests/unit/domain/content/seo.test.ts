import { describe, expect, it } from 'vitest';
import { SEO_DESCRIPTION_ADVISED, SUMMARY_LENGTH, isLongDescription, seoDescription, socialImage, summarize } from '#domain/content/seo.ts';
import { itemSeo } from '#lib/item-seo.ts';

const length = (text: string) => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].length;

describe('the description made from the text', () => {
  it('keeps a short text whole, spaces collapsed', () => {
    expect(summarize('  Visa  rules\nchanged. ')).toBe('Visa rules changed.');
  });

  it('cuts English at a word, never inside one, within the length with its ellipsis', () => {
    const text = `${'Indonesia updates its work permit rules for foreign staff. '.repeat(5)}`;
    const cut = summarize(text);
    expect(length(cut)).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // The character after the cut in the source is a space or punctuation: no half word.
    expect(text[cut.length - 1]).toMatch(/[\s.]/);
  });

  it('cuts Korean between words, so a word keeps its particle', () => {
    const text = '인도네시아 정부는 외국인 근로자의 취업비자 발급 절차를 개정하였으며, 새 규정은 다음 달부터 시행됩니다. '.repeat(4);
    const cut = summarize(text);
    expect(length(cut)).toBeLessThanOrEqual(SUMMARY_LENGTH);
    const kept = cut.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next source character is a space (or the kept part ended on a comma/stop that was trimmed).
    expect(text.slice(kept.length)).toMatch(/^[\s,.]/);
    expect(kept.split(' ').at(-1)).not.toBe('');
  });

  it('cuts Chinese after a full-width stop or comma when there is one late enough', () => {
    const sentence = '印度尼西亚政府修订了外国员工工作签证的申请程序，新规定将于下个月起实施。';
    const cut = summarize(sentence.repeat(6));
    expect(length(cut)).toBeLessThanOrEqual(SUMMARY_LENGTH);
    // Ends at a clause: the punctuation itself is dropped before the ellipsis.
    const kept = cut.slice(0, -1);
    expect(sentence.repeat(6).slice(kept.length, kept.length + 1)).toMatch(/[，。]/);
    expect(kept.length).toBeGreaterThanOrEqual(Math.ceil((SUMMARY_LENGTH - 1) * 0.6));
  });

  it('cuts Chinese with no punctuation at a character, using the whole room', () => {
    const cut = summarize('签'.repeat(400));
    expect(cut).toBe(`${'签'.repeat(SUMMARY_LENGTH - 1)}…`);
  });

  it('never splits an emoji or a combining sequence', () => {
    const family = '👨‍👩‍👧';
    const cut = summarize(family.repeat(200), 10);
    expect(cut).toBe(`${family.repeat(9)}…`);
  });

  it('prefers a late cut at a character over an early one at a space', () => {
    const text = `short ${'x'.repeat(300)}`;
    expect(summarize(text, 20)).toBe(`short ${'x'.repeat(13)}…`);
  });
});

describe('which description a page carries', () => {
  it("uses the editor's own, else the summary, else the start of the text", () => {
    expect(seoDescription({ own: ' 직접 쓴 설명 ', summary: '요약', text: '본문' })).toBe('직접 쓴 설명');
    expect(seoDescription({ own: '  ', summary: '요약', text: '본문' })).toBe('요약');
    expect(seoDescription({ own: null, summary: null, text: '본문' })).toBe('본문');
    expect(seoDescription({ text: '' })).toBe('');
  });

  it('shortens a long summary like the text', () => {
    expect(length(seoDescription({ summary: 'a '.repeat(200), text: '' }))).toBeLessThanOrEqual(SUMMARY_LENGTH);
  });

  it('warns past the advised length only', () => {
    expect(isLongDescription('가'.repeat(SEO_DESCRIPTION_ADVISED))).toBe(false);
    expect(isLongDescription('가'.repeat(SEO_DESCRIPTION_ADVISED + 1))).toBe(true);
  });
});

describe('which picture a page carries', () => {
  it("uses the item's own, else the featured image, else none (the site's card)", () => {
    expect(socialImage({ own: '/api/uploads/a.webp', featured: '/api/uploads/b.webp' })).toBe('/api/uploads/a.webp');
    expect(socialImage({ own: null, featured: 'https://images.example.com/b.jpg' })).toBe('https://images.example.com/b.jpg');
    expect(socialImage({ own: '', featured: null })).toBeNull();
  });

  it('skips SVG pictures, which link previews do not show', () => {
    expect(socialImage({ own: null, featured: '/images/csr/b.svg' })).toBeNull();
    expect(socialImage({ own: '/images/og/notice.SVG?v=2', featured: '/api/uploads/a.webp' })).toBe('/api/uploads/a.webp');
  });
});

describe('an item page in a language', () => {
  const row = {
    description: '한국어 설명',
    social_image: null,
    featured_image: '/images/csr/river.jpg',
    translations: { en: { description: 'English description' }, ja: {} },
  };

  it('uses the description of the language the text is shown in', () => {
    expect(itemSeo(row, { text: '<p>Body</p>', lang: 'en' }).description).toBe('English description');
    expect(itemSeo(row, { text: '<p>본문</p>', lang: 'ko' }).description).toBe('한국어 설명');
  });

  it('never describes a translated page in Korean: its own text instead', () => {
    expect(itemSeo(row, { text: '<p>本文です。</p>', lang: 'ja' }).description).toBe('本文です。');
  });

  it("takes the excerpt only in the text's language", () => {
    const bare = { ...row, description: null, translations: {} };
    expect(itemSeo(bare, { text: '<p>Body text</p>', lang: 'en' }, { text: '요약', lang: 'ko' }).description).toBe('Body text');
    expect(itemSeo(bare, { text: '<p>본문</p>', lang: 'ko' }, { text: '요약', lang: 'ko' }).description).toBe('요약');
  });

  it('falls back to the featured image', () => {
    expect(itemSeo(row, { text: '', lang: 'ko' }).image).toBe('/images/csr/river.jpg');
  });
});
