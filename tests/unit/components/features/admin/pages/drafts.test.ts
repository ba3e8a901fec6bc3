import { describe, expect, it } from 'vitest';
import { faqSeed } from '#data/pages/faq/index.ts';
import type { PageDocument, PageDraftInfo } from '#domain/pages/api.ts';
import { conflictSide, draftMark, openedContent, startingEtag } from '#components/features/admin/pages/drafts.ts';

const draft = (over: Partial<PageDraftInfo> = {}): PageDraftInfo => ({ content: { ...faqSeed.en, loading: 'Draft' }, publishAt: null, savedAt: '2026-11-28T01:00:00.000Z', savedBy: 'kim', baseVersion: 2, ...over });
const doc = (over: Partial<PageDocument> = {}): PageDocument => ({ key: 'faq', locale: 'en', content: faqSeed.en, reference: faqSeed.ko, stale: [], version: 4, updatedAt: null, draft: null, ...over });

describe('a page with a draft', () => {
  it('opens on the draft, sending the version the draft was made on', () => {
    expect(openedContent(doc({ draft: draft() }))).toEqual({ ...faqSeed.en, loading: 'Draft' });
    expect(startingEtag(doc({ draft: draft() }))).toBe('"v2"');
  });

  it('opens on the published page and its version without one', () => {
    expect(openedContent(doc())).toBe(faqSeed.en);
    expect(startingEtag(doc())).toBe('"v4"');
  });
});

describe('a conflict', () => {
  it('sets the other draft against the form when the draft changed since it opened', () => {
    const theirs = draft({ savedAt: '2026-11-28T02:00:00.000Z', content: { ...faqSeed.en, loading: 'Theirs' }, baseVersion: 4 });
    expect(conflictSide(doc({ draft: theirs }), '2026-11-28T01:00:00.000Z')).toEqual({ content: theirs.content, etag: '"v4"' });
    expect(conflictSide(doc({ draft: theirs }), undefined)).toEqual({ content: theirs.content, etag: '"v4"' });
  });

  it('sets the published page against the form when the page was saved since (the draft the same, or gone)', () => {
    expect(conflictSide(doc({ draft: draft() }), '2026-11-28T01:00:00.000Z')).toEqual({ content: faqSeed.en, etag: '"v4"' });
    expect(conflictSide(doc(), '2026-11-28T01:00:00.000Z')).toEqual({ content: faqSeed.en, etag: '"v4"' });
  });
});

describe('the list mark of a locale', () => {
  it('is scheduled with its time, a draft to publish by hand, or none', () => {
    expect(draftMark({ draft: { savedAt: '2026-11-28T01:00:00.000Z', publishAt: '2031-01-01T00:00:00.000Z' } })).toEqual({ kind: 'scheduled', at: '2031-01-01T00:00:00.000Z' });
    expect(draftMark({ draft: { savedAt: '2026-11-28T01:00:00.000Z', publishAt: null } })).toEqual({ kind: 'draft' });
    expect(draftMark({ draft: null })).toBeNull();
    expect(draftMark(undefined)).toBeNull();
  });
});
