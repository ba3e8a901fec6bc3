/**
 * The SEO description and social image of notices and CSR stories through the admin API: saved and
 * answered (Korean in its column, translations beside the other text fields, tracked by translation
 * status like them), refused past the hard limit with a field error in the admin's language (a long
 * but allowed text is only the editor's warning), cleared to the defaults by a blank, kept and
 * restored by revisions, and answered by the public detail API that pages newer than the build use.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import { SEO_DESCRIPTION_ADVISED } from '#domain/content/seo.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import adminRevisions from '#functions/admin-revisions.ts';
import csrPost from '#functions/csr-post.ts';
import notice from '#functions/notice.ts';
import { adminRequest, type AdminFunctionHandler, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['editor']]);
let cookie: string;
beforeEach(() => {
  cookie = suite.cookie('editor');
});

type Json = Record<string, unknown>;
interface Item extends Json {
  id: number;
  version: number;
  description: string | null;
  socialImage: string | null;
  translations: Record<string, Record<string, string>>;
  translationStatus: Record<string, Record<string, string>>;
  fields?: Record<string, string>;
}

async function send(handler: AdminFunctionHandler, method: string, path: string, options: { body?: unknown; ifMatch?: string; params?: Record<string, string>; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  if (options.language) headers['Accept-Language'] = options.language;
  const response = await adminRequest(handler, method, path, { cookie, body: options.body, params: options.params ?? {}, headers });
  return { status: response.status, body: (await response.json()) as Item };
}

const upload = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

const resources = [
  {
    name: 'notices', collection: adminNotices, item: adminNotice, publicDetail: notice,
    korean: { title: '취업비자 규정 개정', content: '<p>새 규정은 다음 달부터 시행됩니다.</p>', author: '관리자', category: 'visa', isPublished: true },
  },
  {
    name: 'csr-posts', collection: adminCsrPosts, item: adminCsrPost, publicDetail: csrPost,
    korean: { title: '나무 심기', content: '<p>직원들이 숲을 가꿨습니다.</p>', excerpt: '봉사 활동', category: '사회공헌', isPublished: true },
  },
] as const;

describe.each(resources)('$name', ({ name, collection, item, publicDetail, korean }) => {
  const put = (current: Item, body: Json, language?: string) =>
    send(item, 'PUT', `/api/admin/${name}/${current.id}`, { body, ifMatch: `"v${current.version}"`, params: { id: String(current.id) }, ...(language ? { language } : {}) });
  const seo = {
    description: ' 외국인 근로자 취업비자 절차가 바뀝니다. ',
    socialImage: upload,
    translations: { en: { title: 'English title', content: '<p>English text.</p>', description: 'Work visa steps change.' }, zh: { description: '工作签证程序变更。' } },
  };

  it('saves the description (trimmed) and the image, answers them with the translations, and the public detail API answers them', async () => {
    const created = await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, ...seo } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: '외국인 근로자 취업비자 절차가 바뀝니다.', socialImage: upload });
    expect(created.body.translations.en?.description).toBe('Work visa steps change.');
    expect(created.body.translations.zh).toEqual({ description: '工作签证程序变更。' });

    const read = await send(item, 'GET', `/api/admin/${name}/${created.body.id}`, { params: { id: String(created.body.id) } });
    expect(read.body).toMatchObject({ description: '외국인 근로자 취업비자 절차가 바뀝니다.', socialImage: upload });

    const answer = await publicDetail(new Request(`http://localhost/api/${name}/${created.body.id}`));
    expect(answer.status).toBe(200);
    const published = (await answer.json()) as Json & { translations: Record<string, Record<string, string>> };
    expect(published).toMatchObject({ description: '외국인 근로자 취업비자 절차가 바뀝니다.', social_image: upload });
    expect(published.translations.en?.description).toBe('Work visa steps change.');
  });

  it('tracks the translated description like any text field: current, stale after a Korean edit, missing where untranslated', async () => {
    const created = (await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, ...seo } })).body;
    expect(created.translationStatus.en?.description).toBe('current');
    expect(created.translationStatus.zh?.description).toBe('current');
    expect(created.translationStatus.ja?.description).toBe('missing');

    const edited = await put(created, { ...korean, ...seo, description: '절차가 간소화됩니다.' });
    expect(edited.status).toBe(200);
    expect(edited.body.translationStatus.en).toMatchObject({ title: 'current', description: 'stale' });
    // Re-saved untouched: still stale; the edited translation is current again.
    const resaved = await put(edited.body, { ...korean, ...seo, description: '절차가 간소화됩니다.', translations: { ...seo.translations, zh: { description: '程序简化。' } } });
    expect(resaved.body.translationStatus.en?.description).toBe('stale');
    expect(resaved.body.translationStatus.zh?.description).toBe('current');
  });

  it('needs no translation of a description that is blank in Korean', async () => {
    const created = (await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, description: '   ', translations: { en: { title: 'T', content: '<p>C</p>' } } } })).body;
    expect(created.description).toBeNull();
    expect(created.socialImage).toBeNull();
    expect(created.translationStatus.en).not.toHaveProperty('description');
  });

  it('takes a description past the advised length up to the hard limit, and refuses longer with a field error in the admin language', async () => {
    const long = '가'.repeat(CONTENT_LIMITS.seoDescription);
    expect(long.length).toBeGreaterThan(SEO_DESCRIPTION_ADVISED);
    const created = await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, description: long } });
    expect(created.status).toBe(201);

    const tooLong = 'x'.repeat(CONTENT_LIMITS.seoDescription + 1);
    const refused = await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, description: tooLong, translations: { ja: { description: tooLong } } } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ description: 'SEO 설명은 300자 이하로 입력하세요.', 'translations.ja.description': 'SEO 설명은 300자 이하로 입력하세요.' });

    const inEnglish = await put(created.body, { ...korean, description: tooLong }, 'en');
    expect(inEnglish.status).toBe(400);
    expect(Object.keys(inEnglish.body.fields ?? {})).toEqual(['description']);
    expect(inEnglish.body.fields?.description).toMatch(/SEO description/);
    const inIndonesian = await put(created.body, { ...korean, description: tooLong }, 'id');
    expect(inIndonesian.body.fields?.description).toMatch(/deskripsi SEO/i);
  });

  it('refuses an image that is no upload, site image or http(s) address', async () => {
    const refused = await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, socialImage: 'javascript:alert(1)' } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ socialImage: '공유 이미지는 http(s) 주소나 업로드한 이미지여야 합니다.' });
  });

  it('keeps the previous description in a revision and restores it', async () => {
    const created = (await send(collection, 'POST', `/api/admin/${name}`, { body: { ...korean, ...seo } })).body;
    const cleared = (await put(created, { ...korean, description: null, socialImage: null })).body;
    expect(cleared).toMatchObject({ description: null, socialImage: null });
    const path = `/api/admin/${name}/${created.id}/revisions/${created.version}/restore`;
    const restored = await send(adminRevisions, 'POST', path, { params: { kind: name, id: String(created.id), version: String(created.version) }, ifMatch: `"v${cleared.version}"` });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ description: '외국인 근로자 취업비자 절차가 바뀝니다.', socialImage: upload });
  });
});
