/**
 * Drafts of the content pages in the admin API, as the notices' drafts: a draft leaves the published
 * page (what the build reads) as it was; its content is checked by the page's schema (400 by path);
 * each change names the draft it replaces (428 without, 412 with the page and its current draft);
 * publishing writes on the version the draft was made on (412 and the draft stays when the page was
 * saved since), removes only that draft and rebuilds; a scheduled draft goes live when the scheduled
 * function runs after its time, and one whose page moved on is taken off the schedule.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import adminPages, { config } from '#functions/admin-pages.ts';
import publishScheduled from '#functions/content-publish-scheduled.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import type { PageDocument, PageSummary } from '#domain/pages/api.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let hook: HookServer;
let owner: string;

const faq = pageSeeds.faq;
const edited = (loading: string) => ({ ...faq.en, loading });

const suite = usePublishingSuite(['site_pages', 'site_page_revisions', 'site_page_drafts', 'content_drafts']);
beforeEach(() => {
  ({ db, hook, owner } = suite);
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = { status: number; etag: string | null; body: { page?: PageDocument; current?: PageDocument; fields?: Record<string, string>; pages?: PageSummary[] } };
async function call(method: string, path: string, options: { cookie?: string | undefined; body?: unknown; ifMatch?: string } = {}): Promise<Answer> {
  const headers = options.ifMatch ? { 'If-Match': options.ifMatch } : {};
  const response = await adminRequest(adminPages, method, path, { cookie: options.cookie ?? owner, params: path.startsWith('/api/admin/pages/faq') ? { key: 'faq' } : {}, body: options.body, headers });
  return { status: response.status, etag: response.headers.get('ETag'), body: (await response.json()) as Answer['body'] };
}
const q = (draftSavedAt: string | undefined) => (draftSavedAt === undefined ? '' : `&draftSavedAt=${encodeURIComponent(draftSavedAt)}`);
const saveDraft = (content: unknown, draftSavedAt: string | null | undefined, extra: Record<string, unknown> = {}, ifMatch = '"v1"', cookie?: string) =>
  call('PUT', '/api/admin/pages/faq/draft?locale=en', { body: { content, ...(draftSavedAt === undefined ? {} : { draftSavedAt }), ...extra }, ifMatch, cookie });
const publish = (draftSavedAt?: string) => call('POST', `/api/admin/pages/faq/draft/publish?locale=en${q(draftSavedAt)}`);
const discard = (draftSavedAt?: string) => call('DELETE', `/api/admin/pages/faq/draft?locale=en${q(draftSavedAt)}`);
const savePage = (content: unknown, ifMatch: string, draftSavedAt?: string) => call('PUT', `/api/admin/pages/faq?locale=en${q(draftSavedAt)}`, { body: { content }, ifMatch });
const read = async () => (await call('GET', '/api/admin/pages/faq?locale=en')).body.page!;
const savedAt = (answer: Answer) => answer.body.page!.draft!.savedAt;
const drafts = () => db.selectFrom('site_page_drafts').select(['locale', 'base_version', 'publish_at']).execute();
const auditActions = async () => (await db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'site_pages').orderBy('id').execute()).map((a) => `${a.action} ${a.entity_id}`);

describe('a page draft', () => {
  it('is saved beside the published page, which stays as it was, and is shown in the page and the list', async () => {
    const saved = await saveDraft(edited('Draft loading'), null);
    expect(saved.status).toBe(200);
    expect(saved.etag).toBe('"v1"');
    expect(saved.body.page).toMatchObject({ version: 1, content: faq.en, draft: { content: edited('Draft loading'), baseVersion: 1, publishAt: null, savedBy: 'owner' } });
    expect(await read()).toMatchObject({ content: faq.en, draft: { content: edited('Draft loading') } });
    expect(await db.selectFrom('site_pages').selectAll().execute()).toEqual([]);
    expect(hook.calls).toBe(0);
    const { pages } = (await call('GET', '/api/admin/pages')).body;
    expect(pages!.find((p) => p.key === 'faq')!.locales).toMatchObject({ en: { version: 1, draft: { savedAt: savedAt(saved), publishAt: null } }, ko: { draft: null } });
    expect(await auditActions()).toEqual(['draft_save faq/en']);
  });

  it('refuses content the page schema refuses, by field path, and a schedule not in the future, storing nothing', async () => {
    const broken = await saveDraft({ ...faq.en, hero: { ...faq.en.hero, title: '' }, extra: 1 }, null);
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.fields!).sort()).toEqual(['extra', 'hero.title']);
    const past = await saveDraft(faq.en, null, { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields!)).toEqual(['publishAt']);
    expect((await saveDraft(faq.en, null, { publishAt: 'tomorrow' })).body.fields).toHaveProperty('publishAt');
    expect(await drafts()).toEqual([]);
  });

  it('needs the draft it replaces (428) and If-Match (428); an old draft or an old page version gets 412 with the page and its current draft', async () => {
    expect((await saveDraft(faq.en, undefined)).status).toBe(428);
    expect((await saveDraft(faq.en, null, {}, '')).status).toBe(428);
    const first = await saveDraft(edited('First'), null);
    const editor = await signIn('editor');
    const theirs = await saveDraft(edited('Theirs'), savedAt(first), {}, '"v1"', editor);
    expect(theirs.status).toBe(200);

    const late = await saveDraft(edited('Mine'), savedAt(first));
    expect(late.status).toBe(412);
    expect(late.body.current).toMatchObject({ version: 1, draft: { content: edited('Theirs'), savedBy: 'editor', savedAt: savedAt(theirs) } });
    expect((await saveDraft(edited('Mine'), null)).status).toBe(412);
    expect((await discard()).status).toBe(428);
    expect((await discard(savedAt(first))).status).toBe(412);
    expect((await publish()).status).toBe(428);
    expect((await publish(savedAt(first))).status).toBe(412);

    expect((await savePage(edited('Published meanwhile'), '"v1"')).status).toBe(200);
    const onOld = await saveDraft(edited('Mine'), savedAt(theirs), {}, '"v1"');
    expect(onOld.status).toBe(412);
    expect(onOld.etag).toBe('"v2"');
    expect((await read()).draft?.content).toEqual(edited('Theirs'));
  });

  it('is discarded, the published page untouched, and answers 404 once there is none', async () => {
    const saved = await saveDraft(edited('To discard'), null);
    const gone = await discard(savedAt(saved));
    expect(gone.status).toBe(200);
    expect(gone.body.page).toMatchObject({ content: faq.en, draft: null });
    expect(await drafts()).toEqual([]);
    expect((await discard(savedAt(saved))).status).toBe(404);
    expect(await auditActions()).toEqual(['draft_save faq/en', 'draft_discard faq/en']);
  });
});

describe('publishing a page draft', () => {
  it('writes it as the page (its version rises), removes the draft, audits and rebuilds', async () => {
    const saved = await saveDraft(edited('  Published draft '), null);
    const published = await publish(savedAt(saved));
    expect(published.status).toBe(200);
    expect(published.etag).toBe('"v2"');
    expect(published.body.page).toMatchObject({ version: 2, content: edited('Published draft'), draft: null });
    expect(await drafts()).toEqual([]);
    expect(hook.calls).toBe(1);
    expect(await auditActions()).toEqual(['draft_save faq/en', 'publish faq/en']);
    expect((await publish(savedAt(saved))).status).toBe(404);
  });

  it('answers 412 with the current page when the page was saved since the draft was made, and the draft stays', async () => {
    const saved = await saveDraft(edited('Late draft'), null);
    expect((await savePage(edited('Saved since'), '"v1"')).status).toBe(200);
    const late = await publish(savedAt(saved));
    expect(late.status).toBe(412);
    expect(late.etag).toBe('"v2"');
    expect(late.body.current).toMatchObject({ version: 2, content: edited('Saved since'), draft: { content: edited('Late draft'), baseVersion: 1 } });
    expect(await drafts()).toHaveLength(1);
    expect((await read()).content).toEqual(edited('Saved since'));
  });

  it("through the page's own save naming the draft it was opened on: the form is published and that draft dropped, never a later one", async () => {
    const first = await saveDraft(edited('Draft'), null);
    const published = await savePage(edited('Form'), '"v1"', savedAt(first));
    expect(published.status).toBe(200);
    expect(published.body.page).toMatchObject({ version: 2, content: edited('Form'), draft: null });

    const second = await saveDraft(edited('Second'), null, {}, '"v2"');
    const third = await saveDraft(edited('Third'), savedAt(second), {}, '"v2"');
    expect((await savePage(edited('Form 2'), '"v2"', savedAt(second))).body.page).toMatchObject({ version: 3, draft: { content: edited('Third'), savedAt: savedAt(third) } });
    expect((await savePage(faq.en, '"v3"', 'yesterday')).status).toBe(400);
  });
});

describe('scheduled page drafts', () => {
  it('go live when the scheduled function runs after their time, audited by the system, with a rebuild', async () => {
    const at = new Date(Date.now() + 120_000);
    const saved = await saveDraft(edited('Scheduled'), null, { publishAt: at.toISOString() });
    expect(saved.body.page?.draft?.publishAt).toBe(at.toISOString());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() - 1000));
    expect((await publishScheduled()).status).toBe(204);
    expect((await read()).content).toEqual(faq.en);

    vi.setSystemTime(new Date(at.getTime() + 1000));
    expect((await publishScheduled()).status).toBe(204);
    expect(await read()).toMatchObject({ version: 2, content: edited('Scheduled'), draft: null });
    const system = await db.selectFrom('audit_log').select(['username', 'action', 'entity_id']).where('entity', '=', 'site_pages').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(system).toEqual({ username: 'system', action: 'publish', entity_id: 'faq/en' });
    expect(hook.calls).toBe(1);
  });

  it('leave a due draft whose page moved on, unscheduled, for an editor', async () => {
    const at = new Date(Date.now() + 120_000);
    await saveDraft(edited('Scheduled'), null, { publishAt: at.toISOString() });
    expect((await savePage(edited('Saved since'), '"v1"')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() + 1000));
    expect((await publishScheduled()).status).toBe(204);
    expect(await drafts()).toEqual([{ locale: 'en', base_version: 1, publish_at: null }]);
    expect((await read()).content).toEqual(edited('Saved since'));
  });
});

it('serves its drafts on paths of its own', () => {
  expect(config.path).toEqual(expect.arrayContaining(['/api/admin/pages/:key/draft', '/api/admin/pages/:key/draft/publish']));
});
