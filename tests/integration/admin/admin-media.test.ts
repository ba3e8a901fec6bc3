/**
 * The media library through the admin API: the list names where each image is used (a notice's
 * rich text and a translation, a FAQ answer, a CSR story's cover and card, a site settings group,
 * the trash), filters the unused ones, stores alt text per locale (Korean required: field errors),
 * refuses to delete an image in use (409 with the usages, nothing lost), moves an unused one to the
 * media trash (audited), is closed to staff, and the public answers carry the library's alt per locale.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import type { MediaItem } from '#domain/media/api.ts';
import adminMedia from '#functions/admin-media.ts';
import adminMediaItem from '#functions/admin-media-item.ts';
import adminUploads from '#functions/admin-uploads.ts';
import notice from '#functions/notice.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { adminRequest, createAdmin, signIn, TEST_PASSWORD, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['editor', 'editor']], async (db) => {
  await sql`DELETE FROM uploads`.execute(db);
  await sql`DELETE FROM site_settings`.execute(db);
});
let db: Db;
let cookie: string;
beforeEach(() => {
  db = suite.db;
  cookie = suite.cookie('editor');
});

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const C = '16fd2706-8baf-433b-82eb-8c7fada847da';
const url = (id: string) => `/api/uploads/${id}.webp`;

async function storeUpload(id: string, name: string | null = null) {
  await sql`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by, file_name)
    VALUES (${id}, 'image/webp', 800, 600, 3, ${id.replace(/-/g, '').padEnd(64, '0')}, ${Buffer.from([1, 2, 3])}, (SELECT id FROM admins LIMIT 1), ${name})`.execute(db);
}

async function fillContent() {
  await storeUpload(A, '사무실.png');
  await storeUpload(B);
  await storeUpload(C);
  // A: a notice's Korean text and its English translation, a FAQ answer, a CSR cover, a settings group; B: a story's card in the trash.
  await sql`INSERT INTO notices (title, content, author, translations) VALUES ('공지', ${`<p><img src="${url(A)}" alt="옛 설명" width="800" height="600"></p>`}, '관리자',
    ${JSON.stringify({ en: { title: 'Notice', content: `<p><img src="${url(A)}" alt="old" width="800" height="600"></p>` } })})`.execute(db);
  await sql`INSERT INTO faqs (question, answer, category) VALUES ('질문', ${`<p><img src="https://example.com${url(A)}" alt=""></p>`}, '일반')`.execute(db);
  await sql`INSERT INTO csr_posts (title, content, category, author_id, featured_image) VALUES ('이야기', '<p>글</p>', '사회공헌', (SELECT id FROM admins LIMIT 1), ${url(A)})`.execute(db);
  await sql`INSERT INTO csr_posts (title, content, category, author_id, social_image, deleted_at) VALUES ('지운 이야기', '<p>글</p>', '사회공헌', (SELECT id FROM admins LIMIT 1), ${url(B)}, now())`.execute(db);
  await sql`INSERT INTO site_settings (key, value) VALUES ('contact', ${JSON.stringify({ team: [{ name: '김', photo: url(A) }] })}::jsonb)`.execute(db);
}

const list = async (query = '') => {
  const response = await adminRequest(adminMedia, 'GET', `/api/admin/media${query}`, { cookie });
  return { status: response.status, items: ((await response.json()) as { items: MediaItem[] }).items };
};
/** An alt edit on whatever version the image is at (the edit version itself: admin-media-trash.test.ts). */
const putAlt = (id: string, body: unknown, language?: string) =>
  adminRequest(adminMediaItem, 'PUT', `/api/admin/media/${id}`, { cookie, body, params: { id }, headers: { 'If-Match': '*', ...(language ? { 'Accept-Language': language } : {}) } });
const remove = (id: string) => adminRequest(adminMediaItem, 'DELETE', `/api/admin/media/${id}`, { cookie, params: { id } });

describe('GET /api/admin/media', () => {
  it('lists every image with its size, uploader and every place it is used', async () => {
    await fillContent();
    const { status, items } = await list();
    expect(status).toBe(200);
    const a = items.find((item) => item.id === A)!;
    expect(a).toMatchObject({ url: url(A), fileName: '사무실.png', width: 800, height: 600, byteLength: 3, uploadedBy: 'editor', alt: {} });
    expect(a.usages).toEqual([
      { kind: 'csr', id: 1, title: '이야기', fields: ['featured_image'], trashed: false, source: 'item' },
      { kind: 'faq', id: 1, title: '질문', fields: ['answer'], trashed: false, source: 'item' },
      { kind: 'notice', id: 1, title: '공지', fields: ['content', 'translations.en.content'], trashed: false, source: 'item' },
      { kind: 'settings', id: 'contact', title: 'contact', fields: ['team.0.photo'], trashed: false, source: 'item' },
    ]);
    expect(items.find((item) => item.id === B)!.usages).toEqual([{ kind: 'csr', id: 2, title: '지운 이야기', fields: ['social_image'], trashed: true, source: 'item' }]);
    expect(items.find((item) => item.id === C)).toMatchObject({ fileName: `${C}.webp`, usages: [] });
  });

  it('filters the unused ones', async () => {
    await fillContent();
    expect((await list('?filter=unused')).items.map((item) => item.id)).toEqual([C]);
  });

  it('records the name of the uploaded file given with the upload', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const response = await adminRequest(adminUploads, 'POST', '/api/admin/uploads?name=C%3A%5Cphotos%5Coffice.png', { cookie, body: png, headers: { 'Content-Type': 'image/png' } });
    expect(response.status).toBe(201);
    expect(Object.keys(await response.json()).sort()).toEqual(['height', 'srcset', 'url', 'variants', 'width']);
    expect((await list()).items.map((item) => item.fileName)).toEqual(['office.png']);
  });

  it("keeps the alt text typed with an upload as the library's in that locale, never over one it has", async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const send = (query: string) => adminRequest(adminUploads, 'POST', `/api/admin/uploads?${query}`, { cookie, body: png, headers: { 'Content-Type': 'image/png' } });
    expect((await send(`alt=${encodeURIComponent(' 사무실 ')}&lang=ko`)).status).toBe(201);
    expect((await send(`alt=other&lang=ko`)).status).toBe(201);
    expect((await send(`alt=Office&lang=en`)).status).toBe(201);
    expect((await send(`alt=ignored&lang=xx`)).status).toBe(201);
    expect((await send(`alt=${'x'.repeat(300)}&lang=ja`)).status).toBe(201);
    expect((await list()).items[0]!.alt).toEqual({ ko: '사무실', en: 'Office', ja: 'x'.repeat(250) });
  });

  it('is refused to staff (403)', async () => {
    await createAdmin(db, 'staff', TEST_PASSWORD, 'staff');
    const staff = await signIn('staff');
    for (const response of [
      await adminRequest(adminMedia, 'GET', '/api/admin/media', { cookie: staff }),
      await adminRequest(adminMediaItem, 'PUT', `/api/admin/media/${A}`, { cookie: staff, body: { alt: { ko: '사진' } }, params: { id: A } }),
      await adminRequest(adminMediaItem, 'DELETE', `/api/admin/media/${A}`, { cookie: staff, params: { id: A } }),
    ]) expect(response.status).toBe(403);
  });
});

describe('PUT /api/admin/media/:id', () => {
  it('refuses alt text without Korean or too long, with field errors in the admin language', async () => {
    await storeUpload(A);
    const missing = await putAlt(A, { alt: { en: 'Office' } }, 'en');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toEqual({ 'alt.ko': 'Enter the Korean alt text.' });
    const blank = await putAlt(A, { alt: { ko: '   ', ja: 'x'.repeat(251) } });
    expect(((await blank.json()) as { fields: Record<string, string> }).fields).toEqual({ 'alt.ko': '한국어 대체 텍스트를 입력하세요.', 'alt.ja': '대체 텍스트는 250자 이내로 입력하세요.' });
    expect((await putAlt(A, {})).status).toBe(400);
    expect((await list()).items[0]!.alt).toEqual({});
  });

  it('stores the alt text trimmed, audited; 404 for an unknown or malformed id', async () => {
    await storeUpload(A);
    expect((await putAlt(A, { alt: { ko: ' 사무실 입구 ', en: 'Office entrance', zh: '' } })).status).toBe(200);
    expect((await list()).items[0]!.alt).toEqual({ ko: '사무실 입구', en: 'Office entrance' });
    expect((await listRecentAudit(db))[0]).toMatchObject({ action: 'update', entity: 'upload', entityId: A });
    expect((await putAlt(B, { alt: { ko: '사진' } })).status).toBe(404);
    expect((await putAlt('nope', { alt: { ko: '사진' } })).status).toBe(404);
  });

  it('shows on the public pages: each locale its own alt, the saved one where the library has none', async () => {
    await fillContent();
    await sql`UPDATE notices SET translations = translations || ${JSON.stringify({ zh: { content: `<p><img src="${url(A)}" alt="旧"></p>` } })}::jsonb`.execute(db);
    const before = (await (await notice(new Request('http://localhost/api/notices/1'))).json()) as { content: string };
    expect(before.content).toContain('alt="옛 설명"');
    expect((await putAlt(A, { alt: { ko: '사무실 "입구"', en: 'Office $& entrance' } })).status).toBe(200);
    const after = (await (await notice(new Request('http://localhost/api/notices/1'))).json()) as { content: string; translations: Record<string, { content: string }> };
    expect(after.content).toBe(`<p><img src="${url(A)}" alt="사무실 &quot;입구&quot;" width="800" height="600"></p>`);
    expect(after.translations.en!.content).toContain('alt="Office $&amp; entrance"');
    expect(after.translations.zh!.content).toContain('alt="旧"');
  });
});

describe('DELETE /api/admin/media/:id', () => {
  it('refuses an image in use with 409 and its usages, the trash included, and keeps it', async () => {
    await fillContent();
    const used = await remove(A);
    expect(used.status).toBe(409);
    expect(((await used.json()) as { usages: unknown[] }).usages).toHaveLength(4);
    const trashed = await remove(B);
    expect(trashed.status).toBe(409);
    expect(((await trashed.json()) as { usages: unknown[] }).usages).toEqual([expect.objectContaining({ kind: 'csr', trashed: true })]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM uploads WHERE bytes IS NOT NULL`.execute(db)).rows[0]!.n).toBe(3);
  });

  it('moves an unused image to the trash, its bytes kept, audited; then 404', async () => {
    await fillContent();
    expect((await remove(C)).status).toBe(200);
    expect((await list()).items.map((item) => item.id).sort()).toEqual([A, B].sort());
    expect((await list('?filter=trash')).items.map((item) => item.id)).toEqual([C]);
    expect((await sql`SELECT bytes FROM uploads WHERE id = ${C}`.execute(db)).rows).toEqual([{ bytes: Buffer.from([1, 2, 3]) }]);
    expect((await listRecentAudit(db))[0]).toMatchObject({ action: 'delete', entity: 'upload', entityId: C });
    expect((await remove(C)).status).toBe(404);
  });
});
