/**
 * Nothing deleted while in use, nothing deleted for good by one click: the media library refuses
 * (409, naming where) to delete an image a draft, a scheduled draft, a revision kept for restore, live
 * content through a smaller copy's URL only, or the site settings use; an unused one goes to the media
 * trash, still served, listed there and restorable; only the purge, 30 days on, deletes its bytes, and
 * it keeps one used again meanwhile. The alt text carries an edit version: 428 without If-Match, 412
 * on a stale one (with the alt text as it is now), 200 on the current one.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import type { MediaItem } from '#domain/media/api.ts';
import type { MediaUsage } from '#domain/media/usages.ts';
import adminMedia from '#functions/admin-media.ts';
import adminMediaItem from '#functions/admin-media-item.ts';
import adminUploads from '#functions/admin-uploads.ts';
import contentTrashPurge from '#functions/content-trash-purge.ts';
import uploads from '#functions/uploads.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { purgeMediaTrash } from '#functions/_shared/admin/content/media-usages.ts';
import { adminRequest, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['editor', 'editor']], async (db) => {
  await sql`DELETE FROM content_drafts`.execute(db);
  await sql`DELETE FROM uploads`.execute(db);
  await sql`DELETE FROM site_settings`.execute(db);
  await sql`DELETE FROM site_pages`.execute(db);
  await sql`DELETE FROM site_page_drafts`.execute(db);
  await sql`DELETE FROM site_page_revisions`.execute(db);
});
let db: Db;
let cookie: string;
beforeEach(() => {
  db = suite.db;
  cookie = suite.cookie('editor');
});

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const url = (id: string) => `/api/uploads/${id}.webp`;

async function storeUpload(id: string) {
  await sql`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by, file_name)
    VALUES (${id}, 'image/webp', 1600, 900, 3, ${id.replace(/-/g, '').padEnd(64, '0')}, ${Buffer.from([1, 2, 3])}, (SELECT id FROM admins LIMIT 1), 'office.png')`.execute(db);
  await sql`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES (${id}, 960, 540, 2, ${Buffer.from([4, 5])})`.execute(db);
}

async function newNotice(content: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO notices (title, content, author) VALUES ('공지', ${content}, '관리자') RETURNING id`.execute(db);
  return rows[0]!.id;
}

const list = async (filter = '') => ((await (await adminRequest(adminMedia, 'GET', `/api/admin/media${filter}`, { cookie })).json()) as { items: MediaItem[] }).items;
const remove = (id: string) => adminRequest(adminMediaItem, 'DELETE', `/api/admin/media/${id}`, { cookie, params: { id } });
const restore = (id: string) => adminRequest(adminMediaItem, 'POST', `/api/admin/media/${id}/restore`, { cookie, params: { id } });
const putAlt = (id: string, body: unknown, ifMatch?: string) =>
  adminRequest(adminMediaItem, 'PUT', `/api/admin/media/${id}`, { cookie, body, params: { id }, headers: ifMatch ? { 'If-Match': ifMatch } : {} });
const served = async (file: string) => (await uploads(new Request(`http://localhost/api/uploads/${file}`), { params: { file } } as never)).status;
const stored = async (id: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM uploads WHERE id = ${id}`.execute(db)).rows[0]!.n;

async function refused(id: string): Promise<MediaUsage[]> {
  const response = await remove(id);
  expect(response.status).toBe(409);
  const body = (await response.json()) as { error: string; usages: MediaUsage[] };
  expect(body.error).toMatch(/./);
  expect(await stored(id)).toBe(1);
  expect((await list('?filter=trash')).map((item) => item.id)).toEqual([]);
  return body.usages;
}

describe('DELETE /api/admin/media/:id refuses an image in use, naming where', () => {
  it('while only a draft of a notice uses it', async () => {
    await storeUpload(A);
    const id = await newNotice('<p>본문</p>');
    await sql`INSERT INTO content_drafts (entity, entity_id, data, base_version, saved_by) VALUES ('notice', ${id}, ${JSON.stringify({ title: '공지', content: `<p><img src="${url(A)}" alt="사무실"></p>` })}::jsonb, 1, (SELECT id FROM admins LIMIT 1))`.execute(db);
    expect(await refused(A)).toEqual([{ kind: 'notice', id, title: '공지', fields: ['content'], trashed: false, source: 'draft' }]);
  });

  it('while a scheduled draft uses it as a picture, with its publishing time', async () => {
    await storeUpload(A);
    const { rows } = await sql<{ id: number }>`INSERT INTO csr_posts (title, content, category, author_id) VALUES ('이야기', '<p>글</p>', '사회공헌', (SELECT id FROM admins LIMIT 1)) RETURNING id`.execute(db);
    const at = new Date(Date.now() + 86_400_000);
    await sql`INSERT INTO content_drafts (entity, entity_id, data, base_version, publish_at, saved_by) VALUES ('csr_post', ${rows[0]!.id}, ${JSON.stringify({ title: '이야기', featuredImage: url(A) })}::jsonb, 1, ${at}, (SELECT id FROM admins LIMIT 1))`.execute(db);
    expect(await refused(A)).toEqual([{ kind: 'csr', id: rows[0]!.id, title: '이야기', fields: ['featured_image'], trashed: false, source: 'draft', publishAt: at.toISOString() }]);
  });

  it('while only revisions kept for restore use it', async () => {
    await storeUpload(A);
    const id = await newNotice(`<p><img src="${url(A)}" alt="사무실"></p>`);
    // Two edits: the image leaves the live text, both earlier versions are kept (the trigger).
    await sql`UPDATE notices SET content = ${`<p>둘 <img src="${url(A)}" alt=""></p>`}, version = version + 1 WHERE id = ${id}`.execute(db);
    await sql`UPDATE notices SET content = '<p>셋</p>', version = version + 1 WHERE id = ${id}`.execute(db);
    expect(await refused(A)).toEqual([{ kind: 'notice', id, title: '공지', fields: ['content'], trashed: false, source: 'revision', versions: [1, 2] }]);
  });

  it('while live content uses only its 960-px copy', async () => {
    await storeUpload(A);
    const id = await newNotice(`<p><img src="/api/uploads/${A}-960.webp" alt="사무실"></p>`);
    expect(await refused(A)).toEqual([{ kind: 'notice', id, title: '공지', fields: ['content'], trashed: false, source: 'item' }]);
  });

  it('while a content page uses it (a picture field), in any locale, its drafts and its kept versions', async () => {
    await storeUpload(A);
    const admin = sql`(SELECT id FROM admins LIMIT 1)`;
    const page = (photo: string) => JSON.stringify({ hero: { title: '제목', photo, photoAlt: '사무실' } });
    await sql`INSERT INTO site_pages (page_key, locale, content) VALUES ('home', 'ko', ${page('/images/hero.webp')}::jsonb), ('home', 'en', ${page(url(A))}::jsonb)`.execute(db);
    const at = new Date(Date.now() + 86_400_000);
    await sql`INSERT INTO site_page_drafts (page_key, locale, content, base_version, publish_at, saved_by) VALUES ('about', 'id', ${page(`/api/uploads/${A}-960.webp`)}::jsonb, 2, ${at}, ${admin})`.execute(db);
    await sql`INSERT INTO site_page_revisions (page_key, locale, version, content, saved_by) VALUES ('faq', 'ko', 2, ${page(url(A))}::jsonb, ${admin}), ('faq', 'en', 3, ${page(url(A))}::jsonb, ${admin})`.execute(db);
    // A save keeps the version it writes among the revisions too: the current one is the page itself.
    await sql`INSERT INTO site_page_revisions (page_key, locale, version, content, saved_by) VALUES ('home', 'en', 2, ${page(url(A))}::jsonb, ${admin})`.execute(db);
    expect(await refused(A)).toEqual([
      { kind: 'page', id: 'about', title: 'about', fields: ['translations.id.hero.photo'], trashed: false, source: 'draft', publishAt: at.toISOString() },
      { kind: 'page', id: 'faq', title: 'faq', fields: ['translations.ko.hero.photo', 'translations.en.hero.photo'], trashed: false, source: 'revision', versions: [2, 3] },
      { kind: 'page', id: 'home', title: 'home', fields: ['translations.en.hero.photo'], trashed: false, source: 'item' },
    ]);
    // The purge keeps it too, once it is in the trash some other way (moved before the page used it).
    await sql`UPDATE uploads SET deleted_at = now() - interval '31 days' WHERE id = ${A}`.execute(db);
    expect((await purgeMediaTrash(db)).kept).toEqual([A]);
    expect(await stored(A)).toBe(1);
  });

  it('while the site settings use it (a portrait)', async () => {
    await storeUpload(A);
    await sql`INSERT INTO site_settings (key, value) VALUES ('people', ${JSON.stringify({ ceoPortrait: url(A) })}::jsonb)`.execute(db);
    expect(await refused(A)).toEqual([{ kind: 'settings', id: 'people', title: 'people', fields: ['ceoPortrait'], trashed: false, source: 'item' }]);
  });
});

describe('the media trash', () => {
  it('takes an unused image, still served, lists it and gives it back', async () => {
    await storeUpload(A);
    expect((await remove(A)).status).toBe(200);
    expect(await list()).toEqual([]);
    const [trashed] = await list('?filter=trash');
    expect(trashed).toMatchObject({ id: A, usages: [], trash: { deletedBy: 'editor' } });
    expect(new Date(trashed!.trash!.purgeAt).getTime() - new Date(trashed!.trash!.deletedAt).getTime()).toBe(30 * 86_400_000);
    expect(await served(`${A}.webp`)).toBe(200);
    expect(await served(`${A}-960.webp`)).toBe(200);
    expect((await listRecentAudit(db))[0]).toMatchObject({ action: 'delete', entity: 'upload', entityId: A });
    // In the trash: no alt edit, no second delete.
    expect((await putAlt(A, { alt: { ko: '사무실' } }, '*')).status).toBe(404);
    expect((await remove(A)).status).toBe(404);

    expect((await restore(A)).status).toBe(200);
    expect((await list()).map((item) => item.id)).toEqual([A]);
    expect(await list('?filter=trash')).toEqual([]);
    expect((await listRecentAudit(db))[0]).toMatchObject({ action: 'restore', entity: 'upload', entityId: A });
    expect((await restore(A)).status).toBe(404);
  });

  it('gives an image back when the same bytes are uploaded again', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const send = () => adminRequest(adminUploads, 'POST', '/api/admin/uploads', { cookie, body: png, headers: { 'Content-Type': 'image/png' } });
    const id = /([0-9a-f-]{36})\.webp$/.exec(((await (await send()).json()) as { url: string }).url)![1]!;
    expect((await remove(id)).status).toBe(200);
    expect((await send()).status).toBe(201);
    expect((await list()).map((item) => item.id)).toEqual([id]);
  });

  it('is purged after 30 days, bytes and copies, unless something uses the image again', async () => {
    await storeUpload(A);
    const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const C = '16fd2706-8baf-433b-82eb-8c7fada847da';
    await storeUpload(B);
    await sql`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes) VALUES (${C}, 'image/webp', 10, 10, 1, ${'c'.repeat(64)}, ${Buffer.from([9])})`.execute(db);
    for (const id of [A, B, C]) expect((await remove(id)).status).toBe(200);
    // A: 31 days in the trash; B: 31 days, but a notice started using it meanwhile; C: 29 days.
    await sql`UPDATE uploads SET deleted_at = now() - interval '31 days' WHERE id IN (${A}, ${B})`.execute(db);
    await sql`UPDATE uploads SET deleted_at = now() - interval '29 days' WHERE id = ${C}`.execute(db);
    await newNotice(`<p><img src="${url(B)}" alt=""></p>`);

    expect((await contentTrashPurge()).status).toBe(204);

    expect(await stored(A)).toBe(0);
    expect((await sql`SELECT 1 FROM upload_variants WHERE upload_id = ${A}`.execute(db)).rows).toEqual([]);
    expect(await served(`${A}.webp`)).toBe(404);
    expect(await served(`${A}-960.webp`)).toBe(404);
    expect((await list('?filter=trash')).map((item) => item.id).sort()).toEqual([B, C].sort());
    expect(await served(`${B}.webp`)).toBe(200);
    expect((await listRecentAudit(db)).filter((entry) => entry.action === 'purge').map((entry) => entry.entityId)).toEqual([A]);
  });
});

describe('PUT /api/admin/media/:id carries an edit version', () => {
  it('answers 428 without If-Match, 412 on a stale one, 200 on the current one', async () => {
    await storeUpload(A);
    const [item] = await list();
    expect(item!.version).toBe(1);

    const missing = await putAlt(A, { alt: { ko: '사무실' } });
    expect(missing.status).toBe(428);

    const first = await putAlt(A, { alt: { ko: '사무실 입구' } }, `"v${item!.version}"`);
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"v2"');
    expect(await first.json()).toEqual({ ok: true, version: 2 });

    // A second editor still on version 1: refused, shown what is there now, nothing overwritten.
    const stale = await putAlt(A, { alt: { ko: '다른 설명' } }, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"v2"');
    expect(((await stale.json()) as { current: unknown }).current).toEqual({ id: A, alt: { ko: '사무실 입구' }, version: 2 });
    expect((await list())[0]!.alt).toEqual({ ko: '사무실 입구' });

    expect((await putAlt(A, { alt: { ko: '다른 설명' } }, '"v2"')).status).toBe(200);
    expect((await list())[0]).toMatchObject({ alt: { ko: '다른 설명' }, version: 3 });
  });
});
