import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEn } from '#data/admin/app/en.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { faqPageSchema } from '#domain/pages/faq.ts';
import { formModel, setAt } from '#components/features/admin/pages/form.ts';
import { discardPageDraft, savePage, savePageDraft } from '#components/features/admin/pages/save.ts';

/** A fake fetch answering from the queue and recording what was asked. */
function fakeFetch(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next;
  }));
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const doc = (over: Partial<PageDocument> = {}): PageDocument => ({ key: 'faq', locale: 'en', content: faqSeed.en, reference: faqSeed.ko, stale: [], version: 4, updatedAt: '2026-11-27T10:00:00.000Z', draft: null, ...over });

const input = (content: unknown) => ({
  page: { key: 'faq' as const, locale: 'en' as const },
  schema: faqPageSchema,
  model: formModel(faqPageSchema),
  content,
  placeholdersFrom: faqSeed.ko,
  ifMatch: '"v4"',
  words: adminEn.pages,
});

afterEach(() => vi.unstubAllGlobals());

describe('saving a page', () => {
  it('PUTs the content with If-Match to the page and language, and answers the stored page with its new tag', async () => {
    const saved = doc({ version: 5, content: setAt(faqSeed.en, ['hero', 'title'], 'New title') });
    const calls = fakeFetch(json(200, { page: saved }, { ETag: '"v5"' }));
    const outcome = await savePage(input(setAt(faqSeed.en, ['hero', 'title'], '  New title ')));
    expect(outcome).toEqual({ kind: 'saved', page: saved, etag: '"v5"' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/admin/pages/faq?locale=en');
    expect(calls[0]!.init.method).toBe('PUT');
    expect((calls[0]!.init.headers as Record<string, string>)['If-Match']).toBe('"v4"');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ content: setAt(faqSeed.en, ['hero', 'title'], '  New title ') });
  });

  it('sends nothing when the check here finds errors, and words them by field path', async () => {
    const calls = fakeFetch();
    const outcome = await savePage(input(setAt(setAt(faqSeed.en, ['hero', 'title'], ''), ['cta', 'primary'], 'x'.repeat(61))));
    expect(outcome).toEqual({ kind: 'invalid', fields: { 'hero.title': adminEn.pages.errors.required, 'cta.primary': adminEn.pages.errors.tooLong } });
    expect(calls).toHaveLength(0);
  });

  it('refuses a placeholder the Korean page does not fill at that place', async () => {
    fakeFetch();
    const outcome = await savePage(input(setAt(faqSeed.en, ['koreanOnly'], 'Only {nope}')));
    expect(outcome).toEqual({ kind: 'invalid', fields: { koreanOnly: adminEn.pages.errors.placeholders } });
  });

  it('shows the server\'s 400 field messages as they are', async () => {
    fakeFetch(json(400, { error: 'Check the fields', fields: { 'hero.title': 'Server says no' } }));
    expect(await savePage(input(faqSeed.en))).toEqual({ kind: 'invalid', fields: { 'hero.title': 'Server says no' } });
  });

  it('answers a 412 with the page as it is now', async () => {
    const current = doc({ version: 6, content: setAt(faqSeed.en, ['loading'], 'Theirs') });
    fakeFetch(json(412, { error: 'Changed', current }));
    expect(await savePage(input(faqSeed.en))).toEqual({ kind: 'conflict', current });
  });

  it('answers a 428, a 412 without the current page or a network failure with the server\'s message or the fallback', async () => {
    fakeFetch(json(428, { error: 'If-Match required' }), json(412, { error: 'Changed' }), json(500, {}));
    expect(await savePage(input(faqSeed.en))).toEqual({ kind: 'failed', message: 'If-Match required' });
    expect(await savePage(input(faqSeed.en))).toEqual({ kind: 'failed', message: 'Changed' });
    expect(await savePage(input(faqSeed.en))).toEqual({ kind: 'failed', message: adminEn.pages.failed });
  });
});

describe('drafts of a page', () => {
  const savedAt = '2026-11-28T01:00:00.000Z';
  const withDraft = (over: Partial<PageDocument> = {}) => doc({ draft: { content: faqSeed.en, publishAt: null, savedAt, savedBy: 'kim', baseVersion: 4 }, ...over });

  it('publishing the form opened on a draft names that draft, so it goes with the save', async () => {
    const calls = fakeFetch(json(200, { page: doc({ version: 5 }) }, { ETag: '"v5"' }));
    await savePage({ ...input(faqSeed.en), draftSavedAt: savedAt });
    expect(calls[0]!.url).toBe(`/api/admin/pages/faq?locale=en&draftSavedAt=${encodeURIComponent(savedAt)}`);
  });

  it('saves the form as the draft with its schedule and the draft it replaces (null for none), If-Match the version it is made on', async () => {
    const calls = fakeFetch(json(200, { page: withDraft() }, { ETag: '"v4"' }), json(200, { page: withDraft() }, { ETag: '"v4"' }));
    expect(await savePageDraft({ ...input(faqSeed.en), publishAt: '2031-01-01T00:00:00.000Z' })).toEqual({ kind: 'saved', page: withDraft(), etag: '"v4"' });
    expect(calls[0]!.url).toBe('/api/admin/pages/faq/draft?locale=en');
    expect(calls[0]!.init.method).toBe('PUT');
    expect((calls[0]!.init.headers as Record<string, string>)['If-Match']).toBe('"v4"');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ content: faqSeed.en, publishAt: '2031-01-01T00:00:00.000Z', draftSavedAt: null });
    await savePageDraft({ ...input(faqSeed.en), publishAt: null, draftSavedAt: savedAt });
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ publishAt: null, draftSavedAt: savedAt });
  });

  it('checks a draft as a save (nothing sent when it fails), and shows a 412 with the draft as it is now and the server\'s field errors', async () => {
    const calls = fakeFetch(json(412, { error: 'Changed', current: withDraft() }), json(400, { error: 'Check', fields: { publishAt: 'In the past' } }));
    expect(await savePageDraft({ ...input(setAt(faqSeed.en, ['hero', 'title'], '')), publishAt: null })).toMatchObject({ kind: 'invalid' });
    expect(calls).toHaveLength(0);
    expect(await savePageDraft({ ...input(faqSeed.en), publishAt: null })).toEqual({ kind: 'conflict', current: withDraft() });
    expect(await savePageDraft({ ...input(faqSeed.en), publishAt: null })).toEqual({ kind: 'invalid', fields: { publishAt: 'In the past' } });
  });

  it('discards the draft it names, answering the published page', async () => {
    const calls = fakeFetch(json(200, { page: doc() }, { ETag: '"v4"' }));
    expect(await discardPageDraft({ key: 'faq', locale: 'en' }, savedAt, 'failed')).toEqual({ kind: 'saved', page: doc(), etag: '"v4"' });
    expect(calls[0]!.url).toBe(`/api/admin/pages/faq/draft?locale=en&draftSavedAt=${encodeURIComponent(savedAt)}`);
    expect(calls[0]!.init.method).toBe('DELETE');
  });
});
