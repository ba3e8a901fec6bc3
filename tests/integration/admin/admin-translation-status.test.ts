/**
 * Translation status through the admin API: each translated field is current, stale (its Korean
 * field changed after the translation was saved) or missing. Re-saving an item without touching a
 * translation keeps it stale, field by field; only editing it or confirming it ("mark as current")
 * makes it current. The lists filter on "needs translation into X"; the dashboard counts, per
 * language, the items fully current; a restored revision brings back its statuses.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminDashboard from '#functions/admin-dashboard.ts';
import adminFaq from '#functions/admin-faq.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import adminRevisions from '#functions/admin-revisions.ts';
import { adminRequest, createAdmin, signIn, type AdminFunctionHandler, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['editor']]);
let db: Db;
let cookie: string;
beforeEach(() => {
  db = suite.db;
  cookie = suite.cookie('editor');
});

type Json = Record<string, unknown>;
type Statuses = Record<string, Record<string, string>>;
interface Item extends Json {
  id: number;
  version: number;
  translationStatus: Statuses;
}

async function send(handler: AdminFunctionHandler, method: string, path: string, options: { body?: unknown; ifMatch?: string; params?: Record<string, string> } = {}) {
  const response = await adminRequest(handler, method, path, { cookie, body: options.body, params: options.params ?? {}, headers: options.ifMatch ? { 'If-Match': options.ifMatch } : {} });
  return { status: response.status, body: (await response.json()) as Item & Item[] & Json };
}

// Realistic rich HTML: the stored (sanitized) text must come back byte for byte so that an
// untouched translation is recognised as untouched.
const resources = [
  {
    name: 'notices', collection: adminNotices, item: adminNotice,
    korean: { title: '연휴 안내', content: '<p>설 연휴에는 <strong>휴무</strong>입니다.</p><ul><li>2월 9일</li></ul>', author: '관리자', category: 'announcement' },
    changedField: 'title', changedValue: '설 연휴 안내', otherField: 'content',
    translations: { en: { title: 'Holiday notice', content: '<p>We are <strong>closed</strong>.</p><ul><li>9 February</li></ul>' }, ja: { title: '休業のお知らせ', content: '<p>休業します。</p>' } },
  },
  {
    name: 'faqs', collection: adminFaqs, item: adminFaq,
    korean: { question: '비자는 얼마나 걸리나요?', answer: '<p>보통 <em>2주</em>입니다.</p>', category: '비자', order: 1 },
    changedField: 'answer', changedValue: '<p>보통 <em>3주</em>입니다.</p>', otherField: 'question',
    translations: { en: { question: 'How long does a visa take?', answer: '<p>Usually <em>two weeks</em>.</p>' }, ja: { question: 'ビザは?', answer: '<p>通常2週間です。</p>' } },
  },
  {
    name: 'csr-posts', collection: adminCsrPosts, item: adminCsrPost,
    korean: { title: '나무 심기', content: '<p>직원들이 <a href="https://example.com">숲</a>을 가꿨습니다.</p>', excerpt: '봉사 활동', category: '사회공헌' },
    changedField: 'excerpt', changedValue: '봄 봉사 활동', otherField: 'title',
    translations: { en: { title: 'Tree planting', content: '<p>Staff tended a <a href="https://example.com">forest</a>.</p>', excerpt: 'Volunteering' }, ja: { title: '植樹', content: '<p>森を手入れしました。</p>', excerpt: 'ボランティア' } },
  },
] as const;

describe.each(resources)('$name', ({ name, collection, item, korean, changedField, changedValue, otherField, translations }) => {
  const base = { ...korean, translations } as Json & { translations: Record<string, Record<string, string>> };
  const put = (current: Item, body: Json) =>
    send(item, 'PUT', `/api/admin/${name}/${current.id}`, { body, ifMatch: `"v${current.version}"`, params: { id: String(current.id) } });
  const create = async () => {
    const created = await send(collection, 'POST', `/api/admin/${name}`, { body: base });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('starts current where translated and missing elsewhere', async () => {
    const created = await create();
    const fields = Object.keys(translations.en);
    for (const locale of ['en', 'ja']) expect(created.translationStatus[locale]).toEqual(Object.fromEntries(fields.map((f) => [f, 'current'])));
    for (const locale of ['id', 'zh']) expect(created.translationStatus[locale]).toEqual(Object.fromEntries(fields.map((f) => [f, 'missing'])));
  });

  it('turns the changed field stale in every language, keeps it stale through re-saves, field by field, until edited or confirmed', async () => {
    const created = await create();
    const changed = await put(created, { ...base, [changedField]: changedValue });
    expect(changed.status).toBe(200);
    for (const locale of ['en', 'ja']) {
      expect(changed.body.translationStatus[locale]?.[changedField], locale).toBe('stale');
      expect(changed.body.translationStatus[locale]?.[otherField], locale).toBe('current');
    }

    // Saved again, translations untouched (another field changed): still stale, the rest still current.
    const resaved = await put(changed.body, { ...base, [changedField]: changedValue, isPublished: false });
    expect(resaved.status).toBe(200);
    expect(resaved.body.translationStatus.en?.[changedField]).toBe('stale');
    expect(resaved.body.translationStatus.ja?.[changedField]).toBe('stale');
    expect(resaved.body.translationStatus.en?.[otherField]).toBe('current');

    // Editing the English text makes it current; Japanese stays stale.
    const editedEn = { ...base.translations, en: { ...base.translations.en, [changedField]: 'Updated translation' } };
    const edited = await put(resaved.body, { ...base, [changedField]: changedValue, translations: editedEn });
    expect(edited.body.translationStatus.en?.[changedField]).toBe('current');
    expect(edited.body.translationStatus.ja?.[changedField]).toBe('stale');

    // Confirming the Japanese text as it is makes it current too, without changing it.
    const confirmed = await put(edited.body, { ...base, [changedField]: changedValue, translations: editedEn, confirmTranslations: { ja: [changedField] } });
    expect(confirmed.body.translationStatus.ja?.[changedField]).toBe('current');
    expect((confirmed.body.translations as Statuses).ja?.[changedField]).toBe(translations.ja[changedField as keyof typeof translations.ja]);
  });

  it('is missing once a translation is emptied, and refuses a confirmation of an unknown field', async () => {
    const created = await create();
    const { [otherField]: _dropped, ...enRest } = base.translations.en as Record<string, string>;
    const emptied = await put(created, { ...base, translations: { ...base.translations, en: enRest } });
    expect(emptied.body.translationStatus.en?.[otherField]).toBe('missing');
    expect(emptied.body.translationStatus.ja?.[otherField]).toBe('current');
    const refused = await put(emptied.body, { ...base, confirmTranslations: { en: ['author'] } });
    expect(refused.status).toBe(400);
  });

  it('lists only the items that need a translation into the language asked for', async () => {
    const full = await create();
    const stale = await create();
    await put(stale, { ...base, [changedField]: changedValue });
    const list = async (query: string) => {
      const answer = await send(collection, 'GET', `/api/admin/${name}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await list('')).toEqual([full.id, stale.id]);
    expect(await list('?needsTranslation=en')).toEqual([stale.id]);
    expect(await list('?needsTranslation=ja')).toEqual([stale.id]);
    expect(await list('?needsTranslation=id')).toEqual([full.id, stale.id]);
    expect((await send(collection, 'GET', `/api/admin/${name}?needsTranslation=fr`)).status).toBe(400);
  });
});

describe('dashboard coverage', () => {
  it('counts, per kind and language, the items fully current out of all (trash left out)', async () => {
    const [notices] = resources;
    const body = { ...notices.korean, translations: notices.translations };
    const post = () => send(adminNotices, 'POST', '/api/admin/notices', { body });
    const current = (await post()).body;
    const stale = (await post()).body;
    const trashed = (await post()).body;
    await send(adminNotice, 'PUT', `/api/admin/notices/${stale.id}`, { body: { ...body, content: '<p>바뀐 본문</p>' }, ifMatch: '"v1"', params: { id: String(stale.id) } });
    await send(adminNotice, 'DELETE', `/api/admin/notices/${trashed.id}`, { ifMatch: '"v1"', params: { id: String(trashed.id) } });
    await send(adminFaqs, 'POST', '/api/admin/faqs', { body: { ...resources[1].korean, translations: { en: resources[1].translations.en } } });

    const response = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie });
    const { translations } = (await response.json()) as { translations: Record<string, Record<string, { current: number; total: number }>> };
    expect(current.id).toBeGreaterThan(0);
    expect(translations.notices).toEqual({ en: { current: 1, total: 2 }, id: { current: 0, total: 2 }, zh: { current: 0, total: 2 }, ja: { current: 1, total: 2 } });
    expect(translations.faqs).toEqual({ en: { current: 1, total: 1 }, id: { current: 0, total: 1 }, zh: { current: 0, total: 1 }, ja: { current: 0, total: 1 } });
    expect(translations['csr-posts']).toEqual({ en: { current: 0, total: 0 }, id: { current: 0, total: 0 }, zh: { current: 0, total: 0 }, ja: { current: 0, total: 0 } });
  });

  it('leaves coverage out for a role that does not edit content', async () => {
    await createAdmin(db, 'desk', undefined, 'staff');
    const staff = await signIn('desk');
    const response = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie: staff });
    expect(((await response.json()) as Json).translations).toBeNull();
  });
});

describe('revisions', () => {
  it('restoring a version brings back its Korean with its translations as current as they were then', async () => {
    const [notices] = resources;
    const body = { ...notices.korean, translations: notices.translations };
    const created = (await send(adminNotices, 'POST', '/api/admin/notices', { body })).body;
    const changed = (await send(adminNotice, 'PUT', `/api/admin/notices/${created.id}`, { body: { ...body, title: '바뀐 제목' }, ifMatch: '"v1"', params: { id: String(created.id) } })).body;
    expect(changed.translationStatus.en?.title).toBe('stale');
    const restored = await send(adminRevisions, 'POST', `/api/admin/notices/${created.id}/revisions/1/restore`, {
      ifMatch: `"v${changed.version}"`,
      params: { kind: 'notices', id: String(created.id), version: '1' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe(notices.korean.title);
    expect(restored.body.translationStatus.en).toEqual({ title: 'current', content: 'current' });
  });

  it('gives a version kept before sources existed the migration default: current with its own Korean', async () => {
    const [notices] = resources;
    const body = { ...notices.korean, translations: notices.translations };
    const created = (await send(adminNotices, 'POST', '/api/admin/notices', { body })).body;
    const changed = (await send(adminNotice, 'PUT', `/api/admin/notices/${created.id}`, { body: { ...body, title: '바뀐 제목' }, ifMatch: '"v1"', params: { id: String(created.id) } })).body;
    // As the trigger kept it before migration 20261126010000: no translation_sources in the data.
    await sql`UPDATE content_revisions SET data = data - 'translation_sources' WHERE entity = 'notice' AND entity_id = ${created.id}`.execute(db);
    const restored = await send(adminRevisions, 'POST', `/api/admin/notices/${created.id}/revisions/1/restore`, {
      ifMatch: `"v${changed.version}"`,
      params: { kind: 'notices', id: String(created.id), version: '1' },
    });
    expect(restored.body.translationStatus.en).toEqual({ title: 'current', content: 'current' });
    const row = await db.selectFrom('notices').select('translation_sources').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(Object.keys(row.translation_sources).sort()).toEqual(['en', 'ja']);
  });
});
