/**
 * No slip is final: every edit of a notice, FAQ or CSR story keeps the version before it (who, when),
 * views never do; a kept version can be read as the item it was and restored (a new edit, itself
 * kept); DELETE moves an item to the trash, out of the public answers and the admin lists at once,
 * restorable until the scheduled purge deletes it 30 days later; the audit log has all of it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminFaq from '#functions/admin-faq.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminRevisions, { config as revisionsConfig } from '#functions/admin-revisions.ts';
import adminTrash from '#functions/admin-trash.ts';
import contentTrashPurge, { config as purgeConfig, runContentTrashPurge } from '#functions/content-trash-purge.ts';
import csrPost from '#functions/csr-post.ts';
import csrPosts from '#functions/csr-posts.ts';
import faqsApi from '#functions/faqs.ts';
import noticesApi from '#functions/notices.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { adminRequest, type AdminFunctionHandler, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';
import { get } from '../helpers/helpers.ts';

const suite = useSignedInAdmins([['kim'], ['lee']], (db) => db.deleteFrom('content_revisions').execute());
let db: Db;
let kim: string;
let lee: string;
beforeEach(() => {
  db = suite.db;
  kim = suite.cookie('kim');
  lee = suite.cookie('lee');
});

type Json = Record<string, unknown>;
async function send(handler: AdminFunctionHandler, cookie: string, method: string, path: string, options: { body?: unknown; ifMatch?: string; params?: Record<string, string> } = {}) {
  const response = await adminRequest(handler, method, path, { cookie, body: options.body, params: options.params ?? {}, headers: options.ifMatch ? { 'If-Match': options.ifMatch } : {} });
  return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as Json & Json[] };
}
const notice = (title: string) => ({ title, content: `<p>${title} 본문</p>`, author: '관리자', translations: { en: { title: `${title} (en)` } } });

async function createNotice(title: string): Promise<number> {
  return Number((await send(adminNotices, kim, 'POST', '/api/admin/notices', { body: notice(title) })).body.id);
}
const edit = (cookie: string, id: number, title: string, version: number) =>
  send(adminNotice, cookie, 'PUT', `/api/admin/notices/${id}`, { body: notice(title), ifMatch: `"v${version}"`, params: { id: String(id) } });
const revisions = (id: number, version?: number) =>
  send(adminRevisions, lee, 'GET', `/api/admin/notices/${id}/revisions${version ? `/${version}` : ''}`, { params: { kind: 'notices', id: String(id), ...(version ? { version: String(version) } : {}) } });

describe('revisions', () => {
  it('keeps each version before an edit with who made it and when; views and unchanged saves keep none', async () => {
    const id = await createNotice('첫 판');
    await edit(lee, id, '둘째 판', 1);
    await edit(kim, id, '셋째 판', 2);
    await edit(kim, id, '셋째 판', 3); // the same text again: a new version, nothing to keep
    await db.updateTable('notices').set({ views: 99 }).where('id', '=', id).execute();

    const listed = await revisions(id);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ current: { version: 4, savedBy: 'kim' } });
    expect((listed.body.revisions as Json[]).map((r) => [r.version, r.savedBy, r.label])).toEqual([[2, 'lee', '둘째 판'], [1, 'kim', '첫 판']]);

    const first = await revisions(id, 1);
    expect(first.body).toMatchObject({ id, version: 1, title: '첫 판', content: '<p>첫 판 본문</p>', translations: { en: { title: '첫 판 (en)' } }, updatedBy: { username: 'kim' } });
    expect((await revisions(id, 3)).status).toBe(404);
    expect((await send(adminRevisions, lee, 'GET', `/api/admin/contacts/${id}/revisions`, { params: { kind: 'contacts', id: String(id) } })).status).toBe(404);
  });

  it('restores a kept version as a new edit (itself kept), on the current version only', async () => {
    const id = await createNotice('원래 제목');
    await edit(lee, id, '잘못 고친 제목', 1);
    const path = `/api/admin/notices/${id}/revisions/1/restore`;
    const params = { kind: 'notices', id: String(id), version: '1' };
    expect((await send(adminRevisions, kim, 'POST', path, { params })).status).toBe(428);
    expect((await send(adminRevisions, kim, 'POST', path, { params, ifMatch: '"v1"' })).status).toBe(412);

    const restored = await send(adminRevisions, kim, 'POST', path, { params, ifMatch: '"v2"' });
    expect(restored).toMatchObject({ status: 200, etag: '"v3"', body: { title: '원래 제목', version: 3, updatedBy: { username: 'kim' } } });
    expect((await revisions(id)).body.revisions).toEqual([
      expect.objectContaining({ version: 2, savedBy: 'lee', label: '잘못 고친 제목' }),
      expect.objectContaining({ version: 1, savedBy: 'kim', label: '원래 제목' }),
    ]);
    expect((await listRecentAudit(db)).find((a) => a.action === 'restore')).toMatchObject({ entity: 'notice', entityId: String(id), username: 'kim' });
  });

  it('restores a CSR story without changing its author', async () => {
    const created = await send(adminCsrPosts, kim, 'POST', '/api/admin/csr-posts', { body: { title: '이야기', content: '<p>글</p>', category: '사회공헌', publishedAt: '2020-01-01T00:00:00Z' } });
    const id = Number(created.body.id);
    await send(adminCsrPost, lee, 'PUT', `/api/admin/csr-posts/${id}`, { body: { title: '이야기 고침', content: '<p>글</p>', category: '사회공헌' }, ifMatch: '"v1"', params: { id: String(id) } });
    const restored = await send(adminRevisions, lee, 'POST', `/api/admin/csr-posts/${id}/revisions/1/restore`, { params: { kind: 'csr-posts', id: String(id), version: '1' }, ifMatch: '"v2"' });
    expect(restored.body).toMatchObject({ title: '이야기', author: 'kim', publishedAt: '2020-01-01T00:00:00.000Z', updatedBy: { username: 'lee' } });
  });
});

describe('trash', () => {
  it('hides a deleted item from the public answers and the admin list at once, and restores it', async () => {
    const id = await createNotice('지울 공지');
    const faq = Number((await send(adminFaqs, kim, 'POST', '/api/admin/faqs', { body: { question: '지울 질문', answer: '<p>a</p>', category: '일반', order: 0 } })).body.id);
    const titles = async () => ((await (await noticesApi(get('/api/notices'))).json()) as { title: string }[]).map((n) => n.title);
    expect(await titles()).toContain('지울 공지');

    expect((await send(adminNotice, lee, 'DELETE', `/api/admin/notices/${id}`, { ifMatch: '"v1"', params: { id: String(id) } })).status).toBe(200);
    expect((await send(adminFaq, lee, 'DELETE', `/api/admin/faqs/${faq}`, { ifMatch: '"v1"', params: { id: String(faq) } })).status).toBe(200);
    expect(await titles()).not.toContain('지울 공지');
    expect(((await (await faqsApi(get('/api/faqs'))).json()) as { question: string }[]).map((f) => f.question)).not.toContain('지울 질문');
    expect((await send(adminNotices, kim, 'GET', '/api/admin/notices')).body.map((n) => n.id)).not.toContain(id);
    expect((await send(adminNotice, kim, 'GET', `/api/admin/notices/${id}`, { params: { id: String(id) } })).status).toBe(404);
    // A stale editor's save does not bring it back.
    expect((await edit(kim, id, '되살아난 공지', 1)).status).toBe(404);

    const trash = await send(adminTrash, kim, 'GET', '/api/admin/trash');
    expect(trash.body).toEqual([
      expect.objectContaining({ kind: 'faqs', id: faq, label: '지울 질문', deletedBy: 'lee', version: 2 }),
      expect.objectContaining({ kind: 'notices', id, label: '지울 공지', deletedBy: 'lee', version: 2 }),
    ]);
    const item = (trash.body as Json[])[1]!;
    expect(Date.parse(String(item.purgeAt)) - Date.parse(String(item.deletedAt))).toBe(30 * 86_400_000);
    expect((await send(adminTrash, kim, 'GET', '/api/admin/trash?kind=faqs')).body).toHaveLength(1);
    expect((await send(adminTrash, kim, 'GET', '/api/admin/trash?kind=contacts')).status).toBe(400);

    const restorePath = `/api/admin/trash/notices/${id}/restore`;
    const params = { kind: 'notices', id: String(id) };
    expect((await send(adminTrash, kim, 'POST', restorePath, { params })).status).toBe(428);
    expect((await send(adminTrash, kim, 'POST', restorePath, { params, ifMatch: '"v1"' })).status).toBe(412);
    const restored = await send(adminTrash, kim, 'POST', restorePath, { params, ifMatch: '"v2"' });
    expect(restored).toMatchObject({ status: 200, body: { id, title: '지울 공지', version: 3 } });
    expect(await titles()).toContain('지울 공지');
    expect((await send(adminTrash, kim, 'POST', restorePath, { params, ifMatch: '"v3"' })).status).toBe(404); // not in the trash any more
    // Trash and restore change no content: no revision for either.
    expect((await revisions(id)).body.revisions).toEqual([]);
    expect((await listRecentAudit(db)).filter((a) => a.entity === 'notice').map((a) => a.action)).toEqual(['restore', 'trash', 'create']);
  });

  it('takes a trashed CSR story off its public page at once', async () => {
    const created = await send(adminCsrPosts, kim, 'POST', '/api/admin/csr-posts', { body: { title: '사라질 이야기', content: '<p>글</p>', category: '사회공헌' } });
    const id = Number(created.body.id);
    expect((await csrPost(get(`/api/csr-posts/${id}`))).status).toBe(200);
    await send(adminCsrPost, kim, 'DELETE', `/api/admin/csr-posts/${id}`, { ifMatch: '"v1"', params: { id: String(id) } });
    expect((await csrPost(get(`/api/csr-posts/${id}`))).status).toBe(404);
    expect(((await (await csrPosts(get('/api/csr-posts'))).json()) as { id: number }[]).map((p) => p.id)).not.toContain(id);
  });

  it('purges what was trashed more than 30 days ago, with its revisions, and logs it as the system', async () => {
    const old = await createNotice('오래된 휴지');
    await edit(kim, old, '오래된 휴지 고침', 1);
    const recent = await createNotice('최근 휴지');
    const live = await createNotice('살아 있는 공지');
    const now = new Date('2030-01-31T00:00:00Z');
    await db.updateTable('notices').set({ deleted_at: new Date(now.getTime() - 31 * 86_400_000) }).where('id', '=', old).execute();
    await db.updateTable('notices').set({ deleted_at: new Date(now.getTime() - 29 * 86_400_000) }).where('id', '=', recent).execute();

    expect(await runContentTrashPurge(db, now)).toBe(1);
    const left = (await db.selectFrom('notices').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(left).toEqual([recent, live]);
    expect(await db.selectFrom('content_revisions').select('id').where('entity_id', '=', old).execute()).toEqual([]);
    expect((await listRecentAudit(db)).find((a) => a.action === 'purge')).toMatchObject({ username: 'system', entity: 'notice', entityId: String(old), summary: '오래된 휴지 고침' });
    expect(purgeConfig.schedule).toBe('@daily');
    expect((await contentTrashPurge()).status).toBe(204);
    expect(revisionsConfig.path).toHaveLength(3);
  });
});
