/**
 * The content pages' texts in the admin API: every page at its first-run texts (version 1) until
 * saved; a save checked by the page's schema (400 by field path), with If-Match (428, 412 with the
 * current page), audited, rebuilding, kept as a revision that a PUT restores; a translation's fields
 * stale once the Korean text they were made from changes, current again once saved; owners and
 * editors only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminPages from '#functions/admin-pages.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import type { PageDocument, PageSummary } from '#domain/pages/api.ts';
import { PAGE_KEYS } from '#domain/pages/registry.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let hook: HookServer;
let owner: string;

const faq = pageSeeds.faq;

const suite = usePublishingSuite(['site_pages', 'site_page_revisions']);
beforeEach(() => {
  ({ db, hook, owner } = suite);
});

/** The route's parameters as Netlify reads them from the path (`/api/admin/pages/:key/revisions/:version`). */
function params(path: string): Record<string, string> {
  const [, key, , version] = new URL(path, 'http://x').pathname.split('/').slice(3);
  return { ...(key ? { key } : {}), ...(version ? { version } : {}) };
}

const read = (cookie: string, path: string) => adminRequest(adminPages, 'GET', path, { cookie, params: params(path) });
const page = async (cookie: string, locale: string) => ((await (await read(cookie, `/api/admin/pages/faq?locale=${locale}`)).json()) as { page: PageDocument }).page;
const save = (cookie: string, locale: string, content: unknown, ifMatch?: string, language?: string) =>
  adminRequest(adminPages, 'PUT', `/api/admin/pages/faq?locale=${locale}`, {
    cookie,
    params: { key: 'faq' },
    body: { content },
    headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(language ? { 'Accept-Language': language } : {}) },
  });

describe('the pages list', () => {
  it('names every content page with each locale at version 1 and nothing stale', async () => {
    const answer = await read(owner, '/api/admin/pages');
    expect(answer.status).toBe(200);
    const { pages } = (await answer.json()) as { pages: PageSummary[] };
    expect(pages.map((p) => p.key)).toEqual(PAGE_KEYS);
    for (const p of pages) expect(Object.values(p.locales)).toEqual(Array.from({ length: 5 }, () => ({ version: 1, updatedAt: null, stale: 0, draft: null })));
  });

  it('is for owners and editors: staff get 403', async () => {
    expect((await read(await signIn('editor'), '/api/admin/pages')).status).toBe(200);
    expect((await read(await signIn('staff'), '/api/admin/pages')).status).toBe(403);
    expect((await read(await signIn('staff'), '/api/admin/pages/faq?locale=ko')).status).toBe(403);
  });
});

describe('one page', () => {
  it('is its first-run texts at version 1, a translation with the Korean reference beside it', async () => {
    const ko = await read(owner, '/api/admin/pages/faq?locale=ko');
    expect(ko.status).toBe(200);
    expect(ko.headers.get('ETag')).toBe('"v1"');
    expect(await ko.json()).toEqual({ page: { key: 'faq', locale: 'ko', content: faq.ko, reference: null, stale: [], version: 1, updatedAt: null, draft: null } });
    expect(await page(owner, 'en')).toMatchObject({ content: faq.en, reference: faq.ko, stale: [] });
  });

  it('answers 404 for a page that is not content and 400 without a known locale', async () => {
    expect((await read(owner, '/api/admin/pages/nope?locale=ko')).status).toBe(404);
    const noLocale = await read(owner, '/api/admin/pages/faq');
    expect(noLocale.status).toBe(400);
    expect(await noLocale.json()).toMatchObject({ fields: { locale: expect.any(String) } });
    expect((await read(owner, '/api/admin/pages/faq?locale=fr')).status).toBe(400);
  });

  it('saves with If-Match, audits, rebuilds, and shows the new text in that locale only', async () => {
    const content = { ...faq.en, hero: { ...faq.en.hero, title: '  Questions, answered ' } };
    const saved = await save(owner, 'en', content, '"v1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"v2"');
    const { page: doc } = (await saved.json()) as { page: PageDocument };
    expect(doc).toMatchObject({ version: 2, content: { ...faq.en, hero: { ...faq.en.hero, title: 'Questions, answered' } }, stale: [] });
    expect(await page(owner, 'ko')).toMatchObject({ content: faq.ko, version: 1 });
    expect(hook.calls).toBe(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('entity', '=', 'site_pages').execute();
    expect(audit).toEqual([{ action: 'update', entity: 'site_pages', entity_id: 'faq/en' }]);
  });

  it('needs If-Match (428) and answers 412 with the page someone saved in between, keeping theirs', async () => {
    expect((await save(owner, 'en', faq.en)).status).toBe(428);
    const editor = await signIn('editor');
    const theirs = { ...faq.en, loading: 'Loading the questions…' };
    expect((await save(editor, 'en', theirs, '"v1"')).status).toBe(200);
    const late = await save(owner, 'en', { ...faq.en, loading: 'Mine' }, '"v1"');
    expect(late.status).toBe(412);
    expect(late.headers.get('ETag')).toBe('"v2"');
    expect(await late.json()).toMatchObject({ current: { version: 2, content: theirs } });
    expect((await page(owner, 'en')).content).toEqual(theirs);
  });

  it('refuses a broken page with each field by its path, in the administrator\'s language, storing nothing', async () => {
    const broken = { ...faq.en, hero: { ...faq.en.hero, title: '' }, cta: { ...faq.en.cta, text: 'Reply in {days} days' }, extra: 'x' };
    const answer = await save(owner, 'en', broken, '"v1"', 'en');
    expect(answer.status).toBe(400);
    const { fields } = (await answer.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['extra', 'hero.title']);
    expect(fields['hero.title']).toBe('Enter this field.');
    const placeholder = await save(owner, 'en', { ...faq.en, cta: { ...faq.en.cta, text: 'Reply in {days} days' } }, '"v1"', 'ko');
    expect(await placeholder.json()).toMatchObject({ fields: { 'cta.text': expect.stringContaining('자리표시자') } });
    expect((await save(owner, 'en', 'not a page', '"v1"')).status).toBe(400);
    expect(await db.selectFrom('site_pages').selectAll().execute()).toEqual([]);
  });
});

describe('stale translations', () => {
  it('flag a translated field once its Korean text changes, and clear once the translation is saved', async () => {
    expect((await save(owner, 'ko', { ...faq.ko, hero: { ...faq.ko.hero, title: '자주 묻는 질문과 답변' } }, '"v1"')).status).toBe(200);
    expect((await page(owner, 'en')).stale).toEqual(['hero.title']);
    expect((await page(owner, 'ja')).stale).toEqual(['hero.title']);
    const { pages } = (await (await read(owner, '/api/admin/pages')).json()) as { pages: PageSummary[] };
    expect(pages.find((p) => p.key === 'faq')?.locales).toMatchObject({ ko: { version: 2, stale: 0 }, en: { version: 1, stale: 1 }, ja: { stale: 1 } });
    expect((await save(owner, 'en', { ...faq.en, hero: { ...faq.en.hero, title: 'FAQ and answers' } }, '"v1"')).status).toBe(200);
    expect((await page(owner, 'en')).stale).toEqual([]);
    expect((await page(owner, 'ja')).stale).toEqual(['hero.title']);
  });
});

describe('revisions', () => {
  it('list every saved version and the first-run texts, and one version restores by a PUT of its content', async () => {
    await save(owner, 'en', { ...faq.en, loading: 'One' }, '"v1"');
    await save(owner, 'en', { ...faq.en, loading: 'Two' }, '"v2"');
    const list = await read(owner, '/api/admin/pages/faq/history?locale=en');
    expect(list.status).toBe(200);
    const { revisions } = (await list.json()) as { revisions: { version: number; savedBy: string | null }[] };
    expect(revisions.map((r) => [r.version, r.savedBy])).toEqual([[3, 'owner'], [2, 'owner'], [1, null]]);
    const first = (await (await read(owner, '/api/admin/pages/faq/history/1?locale=en')).json()) as { revision: { content: unknown } };
    expect(first.revision.content).toEqual(faq.en);
    const second = (await (await read(owner, '/api/admin/pages/faq/history/2?locale=en')).json()) as { revision: { content: { loading: string } } };
    expect(second.revision.content.loading).toBe('One');
    expect((await save(owner, 'en', second.revision.content, '"v3"')).status).toBe(200);
    expect((await page(owner, 'en')).content).toMatchObject({ loading: 'One' });
    expect((await read(owner, '/api/admin/pages/faq/history/9?locale=en')).status).toBe(404);
    expect((await read(owner, '/api/admin/pages/faq/history/01?locale=en')).status).toBe(404);
  });
});
