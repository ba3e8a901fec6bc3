import { describe, expect, it } from 'vitest';
import { completeLocales, pageTextFields } from '#domain/content/translations.ts';
import { sanitizeRichHtml } from '#functions/_shared/sanitize-html.ts';
import { scaleCsrPosts, scaleNotices } from '#scripts/seed/scale.ts';

describe('the scale seed (bench:build)', () => {
  it('makes the asked number of published notices, translated into all five languages, each its own text', () => {
    const notices = scaleNotices('admin', 40);
    expect(notices).toHaveLength(40);
    expect(new Set(notices.map((n) => n.title)).size).toBe(40);
    expect(new Set(notices.map((n) => n.content)).size).toBe(40);
    for (const notice of notices) {
      expect(completeLocales(notice.translations!, pageTextFields.notice)).toEqual(['ko', 'en', 'id', 'zh', 'ja']);
      expect(notice.is_published ?? true).toBe(true);
    }
  });
  it('writes a few paragraphs of rich text, as the sanitizer stores it', () => {
    const [notice] = scaleNotices('admin', 1);
    expect(notice!.content).toBe(sanitizeRichHtml(notice!.content));
    expect(notice!.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
    expect(notice!.content).toMatch(/<h2>.*<ul><li>/);
    expect(notice!.content.length).toBeGreaterThan(1000);
  });
  it('makes published CSR stories with an excerpt, a picture and every translation, with their sources current', () => {
    const stories = scaleCsrPosts(7, 12);
    expect(stories).toHaveLength(12);
    for (const story of stories) {
      expect(story).toMatchObject({ author_id: 7, is_published: true });
      expect(story.featured_image).toMatch(/^\/images\/csr\/[a-z]+\.svg$/);
      expect(completeLocales(story.translations!, pageTextFields.csr)).toEqual(['ko', 'en', 'id', 'zh', 'ja']);
      expect(Object.keys(story.translation_sources!)).toEqual(['en', 'id', 'zh', 'ja']);
    }
  });
});
