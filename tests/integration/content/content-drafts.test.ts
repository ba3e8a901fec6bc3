/**
 * Drafts, preview links and scheduled publication of notices, FAQs and CSR stories: a draft leaves
 * the live item (the public API, the build's listPublished*) exactly as it was until it is published
 * through the item's ordinary update; a preview link opens the draft it was made for alone, for 24 hours,
 * and nothing once that draft is saved again, published or discarded; a scheduled
 * draft goes live when the (fake) clock reaches its time, and not over an edit made since.
 */
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { listPublishedFaqs } from '#db/repositories/faqs.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminDrafts, { config as draftsConfig } from '#functions/admin-drafts.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import publishScheduled, { config as scheduleConfig } from '#functions/content-publish-scheduled.ts';
import noticeApi from '#functions/notice.ts';
import noticesApi from '#functions/notices.ts';
import preview, { config as previewConfig } from '#functions/preview.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { publishDueDrafts } from '#functions/_shared/admin/content/drafts.ts';
import { runContentTrashPurge } from '#functions/content-trash-purge.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv, type AdminFunctionHandler } from '../helpers/admin-test-helpers.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

const SECRET = 'f'.repeat(8) + '-form-signing-secret-long-enough-0123456789';
let db: Db;
let restoreEnv: () => void;
let kim: string;
const previousSecret = process.env.FORM_SIGNING_SECRET;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  process.env.FORM_SIGNING_SECRET = SECRET;
  delete process.env.BUILD_HOOK_URL;
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  await db.deleteFrom('site_builds').execute();
  await createAdmin(db, 'kim');
  kim = await signIn('kim');
});
afterAll(async () => {
  restoreEnv();
  if (previousSecret === undefined) delete process.env.FORM_SIGNING_SECRET;
  else process.env.FORM_SIGNING_SECRET = previousSecret;
  await db.destroy();
});

type Json = Record<string, unknown>;
async function send(handler: AdminFunctionHandler, method: string, path: string, options: { body?: unknown; ifMatch?: string; params?: Record<string, string> } = {}) {
  const response = await adminRequest(handler, method, path, { cookie: kim, body: options.body, params: options.params ?? {}, headers: options.ifMatch ? { 'If-Match': options.ifMatch } : {} });
  return { status: response.status, body: (await response.json()) as Json };
}
const notice = (title: string, extra: Json = {}) => ({ title, content: `<p>${title} 본문</p>`, author: '관리자', translations: { en: { title: `${title} (en)` } }, ...extra });
const draftPath = (kind: string, id: number) => ({ path: `/api/admin/drafts/${kind}/${id}`, params: { kind, id: String(id) } });

async function createNotice(title: string): Promise<number> {
  return Number((await send(adminNotices, 'POST', '/api/admin/notices', { body: notice(title) })).body.id);
}
/** A draft of notice `id` saved on version 1, in place of the draft saved at `draftSavedAt` (none by default). */
function saveDraft(id: number, body: Json, ifMatch = '"v1"', draftSavedAt: string | null = null) {
  const { path, params } = draftPath('notices', id);
  return send(adminDrafts, 'PUT', path, { body: { ...body, draftSavedAt }, ifMatch, params });
}
const savedAtOf = (answer: { body: Json }) => String((answer.body.draft as Json).savedAt);
function discardDraft(id: number, draftSavedAt?: string) {
  const { path, params } = draftPath('notices', id);
  return send(adminDrafts, 'DELETE', draftSavedAt === undefined ? path : `${path}?draftSavedAt=${encodeURIComponent(draftSavedAt)}`, { params });
}
const publicTitles = async () => ((await (await noticesApi(get('/api/notices'))).json()) as { title: string }[]).map((n) => n.title);
const publishedTitles = async () => (await listPublishedNotices(db)).map((n) => n.title);

describe('a draft of a published item', () => {
  it('leaves the public API and listPublished as they were until it is published through the ordinary update', async () => {
    const id = await createNotice('게시된 공지');
    const saved = await saveDraft(id, notice('고친 초안', { translations: { en: { title: 'Draft (en)' } } }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, version: 1, title: '게시된 공지', draft: { baseVersion: 1, publishAt: null, savedBy: 'kim', data: { title: '고친 초안' } } });

    expect(await publicTitles()).toEqual(['게시된 공지']);
    expect(await publishedTitles()).toEqual(['게시된 공지']);
    expect(await (await noticeApi(get(`/api/notices/${id}`))).json()).toMatchObject({ title: '게시된 공지', translations: { en: { title: '게시된 공지 (en)' } } });
    const listed = (await send(adminNotices, 'GET', '/api/admin/notices')).body as unknown as Json[];
    expect(listed[0]).toMatchObject({ title: '게시된 공지', draft: { data: { title: '고친 초안' } } });

    // Publishing: the item's PUT with the draft's text, on the version the draft was made on, naming the draft.
    const publish = `/api/admin/notices/${id}?draftSavedAt=${encodeURIComponent(savedAtOf(saved))}`;
    const published = await send(adminNotice, 'PUT', publish, { body: saved.body.draft && (saved.body.draft as Json).data, ifMatch: '"v1"', params: { id: String(id) } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ version: 2, title: '고친 초안', draft: null, translationStatus: { en: { title: 'current' } } });
    expect(await publicTitles()).toEqual(['고친 초안']);
    expect(await publishedTitles()).toEqual(['고친 초안']);
    expect(await db.selectFrom('content_revisions').select(['version', 'data']).where('entity_id', '=', id).execute()).toMatchObject([{ version: 1, data: { title: '게시된 공지' } }]);
    expect(await db.selectFrom('content_drafts').selectAll().execute()).toEqual([]);
    expect((await listRecentAudit(db)).map((a) => a.action).slice(0, 3)).toEqual(['update', 'draft_save', 'create']);
  });

  it('works alike for FAQs and CSR stories: saved beside the live item, never in listPublished', async () => {
    const faq = await send(adminFaqs, 'POST', '/api/admin/faqs', { body: { question: '살아 있는 질문', answer: '<p>답</p>', category: '일반' } });
    const story = await send(adminCsrPosts, 'POST', '/api/admin/csr-posts', { body: { title: '살아 있는 이야기', content: '<p>글</p>', category: '사회공헌', isPublished: true } });
    for (const [kind, id, body] of [
      ['faqs', Number(faq.body.id), { question: '초안 질문', answer: '<p>초안 답</p>', category: '일반' }],
      ['csr-posts', Number(story.body.id), { title: '초안 이야기', content: '<p>초안 글</p>', category: '사회공헌', isPublished: true }],
    ] as const) {
      const { path, params } = draftPath(kind, id);
      expect((await send(adminDrafts, 'PUT', path, { body: { ...body, draftSavedAt: null }, ifMatch: '"v1"', params })).status).toBe(200);
    }
    expect((await listPublishedFaqs(db)).map((f) => f.question)).toEqual(['살아 있는 질문']);
    expect((await listPublishedCsrPosts(db)).map((p) => p.title)).toEqual(['살아 있는 이야기']);
  });

  it('refuses a draft without If-Match (428), on a moved-on version (412), with bad fields (400); discards to the live item', async () => {
    const id = await createNotice('공지');
    expect((await saveDraft(id, notice('초안'), '')).status).toBe(428);
    expect((await saveDraft(id, notice('초안'), '"v7"')).status).toBe(412);
    const invalid = await saveDraft(id, { ...notice(''), publishAt: 'tomorrow' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields as Json).sort()).toEqual(['title']);
    expect((await saveDraft(id, { ...notice('초안'), publishAt: 'tomorrow' })).body.fields).toHaveProperty('publishAt');
    expect((await saveDraft(9999, notice('초안'))).status).toBe(404);

    const saved = await saveDraft(id, notice('초안'));
    const discarded = await discardDraft(id, savedAtOf(saved));
    expect(discarded.body).toMatchObject({ title: '공지', version: 1, draft: null });
    expect((await discardDraft(id, savedAtOf(saved))).status).toBe(404);
    expect(draftsConfig.path).toHaveLength(3);
  });

  it("never replaces or discards a draft another editor saved meanwhile: 412 with that draft, 428 when the request does not say which it replaces", async () => {
    const id = await createNotice('공지');
    const kims = await saveDraft(id, notice('김의 초안'));
    expect(kims.status).toBe(200);
    // Lee opened the item before Kim saved: his save says it replaces no draft.
    const stale = await saveDraft(id, notice('이의 초안'));
    expect(stale.status).toBe(412);
    expect((stale.body.current as Json).draft).toMatchObject({ data: { title: '김의 초안' }, savedBy: 'kim', savedAt: savedAtOf(kims) });
    const { path, params } = draftPath('notices', id);
    expect((await send(adminDrafts, 'PUT', path, { body: notice('이의 초안'), ifMatch: '"v1"', params })).status).toBe(428);
    const malformed = await saveDraft(id, notice('이의 초안'), '"v1"', 'yesterday');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('draftSavedAt');
    expect((await findDraftTitle(id))).toBe('김의 초안');

    // Having seen Kim's draft, Lee saves over it, deliberately.
    const lees = await saveDraft(id, notice('이의 초안'), '"v1"', savedAtOf(kims));
    expect(lees.status).toBe(200);
    expect(savedAtOf(lees)).not.toBe(savedAtOf(kims));
    // Kim, still on his own draft, discards: refused, Lee's draft stays.
    const late = await discardDraft(id, savedAtOf(kims));
    expect(late.status).toBe(412);
    expect((late.body.current as Json).draft).toMatchObject({ data: { title: '이의 초안' } });
    expect((await discardDraft(id)).status).toBe(428);
    expect((await discardDraft(id, 'soon')).status).toBe(400);
    expect((await findDraftTitle(id))).toBe('이의 초안');
    expect((await discardDraft(id, savedAtOf(lees))).body).toMatchObject({ draft: null });
    expect((await listRecentAudit(db)).map((a) => a.action).slice(0, 3)).toEqual(['draft_discard', 'draft_save', 'draft_save']);
  });

  it('publishing removes the draft it names and no other: a draft saved meanwhile stays, to be published on the new version or not at all', async () => {
    const id = await createNotice('공지');
    const put = (query: string, body: Json, ifMatch: string) => send(adminNotice, 'PUT', `/api/admin/notices/${id}${query}`, { body, ifMatch, params: { id: String(id) } });
    const kims = await saveDraft(id, notice('김의 초안'));
    // Lee edits the live notice, opened before Kim's draft existed: published, Kim's draft kept.
    expect((await put('', notice('이의 수정'), '"v1"')).body).toMatchObject({ version: 2, title: '이의 수정', draft: { data: { title: '김의 초안' } } });
    expect((await put('?draftSavedAt=soon', notice('x'), '"v2"')).status).toBe(400);
    // Kim publishes his draft, made on version 1: refused, the draft still there.
    const late = await put(`?draftSavedAt=${encodeURIComponent(savedAtOf(kims))}`, notice('김의 초안'), '"v1"');
    expect(late.status).toBe(412);
    expect(await findDraftTitle(id)).toBe('김의 초안');
    // Naming a draft that was replaced meanwhile publishes, and leaves the newer draft.
    const newer = await saveDraft(id, notice('새 초안'), '"v2"', savedAtOf(kims));
    expect((await put(`?draftSavedAt=${encodeURIComponent(savedAtOf(kims))}`, notice('김의 초안'), '"v2"')).body).toMatchObject({ version: 3, draft: { savedAt: savedAtOf(newer) } });
    expect((await put(`?draftSavedAt=${encodeURIComponent(savedAtOf(newer))}`, notice('새 초안'), '"v3"')).body).toMatchObject({ version: 4, draft: null });
  });
});

async function findDraftTitle(id: number): Promise<unknown> {
  const row = await db.selectFrom('content_drafts').select('data').where('entity_id', '=', id).executeTakeFirst();
  return (row?.data as Json | undefined)?.title;
}

describe('a new item saved as a draft only', () => {
  it('is stored unpublished (nowhere public) with its draft, and goes live when that is published', async () => {
    const created = await send(adminDrafts, 'POST', '/api/admin/drafts/notices', { body: notice('새 초안'), params: { kind: 'notices' } });
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    expect(created.body).toMatchObject({ isPublished: false, draft: { data: { title: '새 초안' }, baseVersion: 1 } });
    expect(await publicTitles()).toEqual([]);
    expect((await noticeApi(get(`/api/notices/${id}`))).status).toBe(404);

    const draftData = (created.body.draft as Json).data as Json;
    await send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { body: { ...draftData, isPublished: true }, ifMatch: '"v1"', params: { id: String(id) } });
    expect(await publicTitles()).toEqual(['새 초안']);
  });
});

describe('preview links', () => {
  async function link(id: number) {
    const { path, params } = draftPath('notices', id);
    return send(adminDrafts, 'POST', `${path}/preview`, { params });
  }
  const open = (query: string) => preview(get(`/api/preview?${query}`));

  it('show the draft (sanitized) to whoever holds the link, never the draft of another item or with an altered token', async () => {
    const id = await createNotice('공개본');
    const other = await createNotice('다른 공지');
    expect((await link(id)).status).toBe(404); // no draft yet
    await saveDraft(id, notice('미리 볼 초안', { content: '<p>초안<script>alert(1)</script></p>' }));
    await saveDraft(other, notice('다른 초안'));
    const { body } = await link(id);
    expect(Date.parse(String(body.expiresAt)) - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    const token = String(body.token);

    const shown = await open(`kind=notices&id=${id}&token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-robots-tag')).toContain('noindex');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const item = (await shown.json()) as Json;
    expect(item).toMatchObject({ id, title: '미리 볼 초안', content: '<p>초안</p>', translations: { en: { title: '미리 볼 초안 (en)' } } });
    expect(item).not.toHaveProperty('translation_sources');

    expect((await open(`kind=notices&id=${other}&token=${token}`)).status).toBe(403);
    expect((await open(`kind=faqs&id=${id}&token=${token}`)).status).toBe(403);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await open(`kind=notices&id=${id}&token=${tampered}`)).status).toBe(403);
    expect((await open(`kind=notices&id=${id}`)).status).toBe(400);
    // Published since: the link has nothing left to show.
    const { draft } = (await send(adminNotice, 'GET', `/api/admin/notices/${id}`, { params: { id: String(id) } })).body as { draft: Json };
    await send(adminNotice, 'PUT', `/api/admin/notices/${id}?draftSavedAt=${encodeURIComponent(String(draft.savedAt))}`, { body: notice('게시'), ifMatch: '"v1"', params: { id: String(id) } });
    expect((await open(`kind=notices&id=${id}&token=${token}`)).status).toBe(404);
    expect(previewConfig.path).toBe('/api/preview');
  });

  /** A notice with a draft saved, and a link to that draft. */
  async function draftWithLink(title: string) {
    const id = await createNotice('공개본');
    const saved = await saveDraft(id, notice(title));
    const made = await link(id);
    expect(made.body.draftSavedAt).toBe(savedAtOf(saved));
    const query = `kind=notices&id=${id}&token=${String(made.body.token)}`;
    const shown = await open(query);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ title });
    return { id, saved, query };
  }
  const answerOf = async (query: string) => {
    const response = await open(query);
    return { status: response.status, body: (await response.json()) as Json };
  };

  it('name the draft saved when they were made: saved again, the old link shows nothing (410), never the newer draft; a new link shows it', async () => {
    const { id, saved, query } = await draftWithLink('첫 초안');
    const newer = await saveDraft(id, notice('나중 초안, 링크 받은 사람에게 보일 수 없음'), '"v1"', savedAtOf(saved));
    expect(newer.status).toBe(200);
    const stale = await answerOf(query);
    expect(stale.status).toBe(410);
    expect(stale.body).toMatchObject({ reason: 'replaced' });
    expect(JSON.stringify(stale.body)).not.toContain('나중 초안');
    const fresh = await link(id);
    expect((await answerOf(`kind=notices&id=${id}&token=${String(fresh.body.token)}`)).body).toMatchObject({ title: '나중 초안, 링크 받은 사람에게 보일 수 없음' });
  });

  it('show nothing once their draft is published (404), even after a later draft is saved on the new version (410)', async () => {
    const { id, saved, query } = await draftWithLink('게시될 초안');
    const published = await send(adminNotice, 'PUT', `/api/admin/notices/${id}?draftSavedAt=${encodeURIComponent(savedAtOf(saved))}`, { body: notice('게시될 초안'), ifMatch: '"v1"', params: { id: String(id) } });
    expect(published.body).toMatchObject({ version: 2, draft: null });
    expect(await answerOf(query)).toMatchObject({ status: 404, body: { reason: 'no-draft' } });
    expect((await saveDraft(id, notice('게시 뒤 새 초안'), '"v2"')).status).toBe(200);
    expect(await answerOf(query)).toMatchObject({ status: 410, body: { reason: 'replaced' } });
  });

  it('show nothing once their draft is discarded (404), even after a new draft is saved in its place (410)', async () => {
    const { id, saved, query } = await draftWithLink('버릴 초안');
    expect((await discardDraft(id, savedAtOf(saved))).body).toMatchObject({ draft: null });
    expect(await answerOf(query)).toMatchObject({ status: 404, body: { reason: 'no-draft' } });
    expect((await saveDraft(id, notice('버린 뒤 새 초안'))).status).toBe(200);
    expect(await answerOf(query)).toMatchObject({ status: 410, body: { reason: 'replaced' } });
  });

  it('are refused without an expiry (403), though signed with the preview key and naming the current draft', async () => {
    const { id, query } = await draftWithLink('만료 없는 초안');
    const savedAt = (await db.selectFrom('content_drafts').select('saved_at').where('entity_id', '=', id).executeTakeFirstOrThrow()).saved_at;
    const key = new Uint8Array(createHmac('sha256', SECRET).update('content-preview:v1').digest());
    const claims = new SignJWT({ draft: savedAt.toISOString() }).setProtectedHeader({ alg: 'HS256' }).setSubject(`notices/${id}`).setAudience('content-preview').setIssuedAt();
    const forever = await claims.sign(key);
    expect(await answerOf(`kind=notices&id=${id}&token=${forever}`)).toMatchObject({ status: 403, body: { reason: 'invalid' } });
    // The same token with an expiry opens the draft: what is refused is the missing expiry.
    const expiring = await claims.setExpirationTime('1h').sign(key);
    expect(await answerOf(`kind=notices&id=${id}&token=${expiring}`)).toMatchObject({ status: 200, body: { title: '만료 없는 초안' } });
    expect((await open(query)).status).toBe(200);
  });
});

describe('scheduled publication', () => {
  const at = new Date('2031-03-01T02:00:00Z');

  it('publishes a due draft at its time (fake clock), audited by the system, and starts the rebuild', async () => {
    const id = await createNotice('예약 전');
    await saveDraft(id, { ...notice('예약 후'), publishAt: at.toISOString() });
    const listed = (await send(adminNotices, 'GET', '/api/admin/notices')).body as unknown as Json[];
    expect(listed[0]).toMatchObject({ draft: { publishAt: at.toISOString() } });
    const builds = async () => (await db.selectFrom('site_builds').select('id').execute()).length;
    const before = await builds();

    expect(await publishDueDrafts(db, new Date(at.getTime() - 1000))).toEqual({ published: 0, unscheduled: 0 });
    expect(await publicTitles()).toEqual(['예약 전']);

    expect(await publishDueDrafts(db, at)).toEqual({ published: 1, unscheduled: 0 });
    expect(await publicTitles()).toEqual(['예약 후']);
    expect(await publishedTitles()).toEqual(['예약 후']);
    const row = await db.selectFrom('notices').select(['version', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(await db.selectFrom('content_drafts').selectAll().execute()).toEqual([]);
    expect((await listRecentAudit(db))[0]).toMatchObject({ username: 'system', action: 'publish', entity: 'notice', entityId: String(id), summary: '예약 후' });
    expect(await builds()).toBe(before + 1);
    expect(await publishDueDrafts(db, new Date(at.getTime() + 60_000))).toEqual({ published: 0, unscheduled: 0 });
  });

  it('publishes a new item scheduled as a draft, and never forces a draft over an edit made since', async () => {
    const created = await send(adminDrafts, 'POST', '/api/admin/drafts/notices', { body: { ...notice('예약된 새 공지'), publishAt: at.toISOString() }, params: { kind: 'notices' } });
    const stale = await createNotice('먼저 있던 공지');
    await saveDraft(stale, { ...notice('예약된 고침'), publishAt: at.toISOString() });
    await send(adminNotice, 'PUT', `/api/admin/notices/${stale}`, { body: notice('사이에 고친 공지'), ifMatch: '"v1"', params: { id: String(stale) } });
    // That edit, made without the draft, left it: made on the old version, it is never forced over the edit.

    expect(await publishDueDrafts(db, at)).toEqual({ published: 1, unscheduled: 1 });
    expect((await publicTitles()).sort()).toEqual(['사이에 고친 공지', '예약된 새 공지'].sort());
    expect(await db.selectFrom('content_drafts').select(['entity_id', 'publish_at']).execute()).toEqual([{ entity_id: stale, publish_at: null }]);
    expect(Number(created.body.id)).toBeGreaterThan(0);
  });

  it('leaves a trashed item\'s draft alone, and the purge takes the draft with the item', async () => {
    const id = await createNotice('지울 공지');
    await saveDraft(id, { ...notice('지울 초안'), publishAt: at.toISOString() });
    await send(adminNotice, 'DELETE', `/api/admin/notices/${id}`, { ifMatch: '"v1"', params: { id: String(id) } });
    expect(await publishDueDrafts(db, at)).toEqual({ published: 0, unscheduled: 0 });
    expect(await runContentTrashPurge(db, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await db.selectFrom('content_drafts').selectAll().execute()).toEqual([]);
  });

  it('runs every minute as a scheduled function', async () => {
    expect(scheduleConfig.schedule).toBe('* * * * *');
    expect((await publishScheduled()).status).toBe(204);
  });
});
