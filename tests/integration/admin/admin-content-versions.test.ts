/**
 * No lost updates in the admin content API: every notice, FAQ and CSR story answers with its edit
 * version as the ETag; a change names the version it was made on (If-Match) and is refused with 428
 * without one and 412 (with the item as it is now) when the item moved on, altering nothing; of two
 * changes made on the same version exactly one goes through; view counts never raise the version.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminFaq from '#functions/admin-faq.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import csrPost from '#functions/csr-post.ts';
import { adminRequest, type AdminFunctionHandler, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';
import { get } from '../helpers/helpers.ts';

const suite = useSignedInAdmins([['alice'], ['bob']]);
let db: Db;
let alice: string;
let bob: string;
beforeEach(() => {
  db = suite.db;
  alice = suite.cookie('alice');
  bob = suite.cookie('bob');
});

const resources = [
  { name: 'notices', table: 'notices', collection: adminNotices, item: adminNotice, input: { title: '공지', content: '<p>본문</p>', author: '관리자' }, changed: { title: '고친 공지' } },
  { name: 'faqs', table: 'faqs', collection: adminFaqs, item: adminFaq, input: { question: '질문', answer: '<p>답</p>', category: '일반', order: 1 }, changed: { question: '고친 질문' } },
  { name: 'csr-posts', table: 'csr_posts', collection: adminCsrPosts, item: adminCsrPost, input: { title: '이야기', content: '<p>글</p>', category: '사회공헌' }, changed: { title: '고친 이야기' } },
] as const;

type Json = Record<string, unknown>;
async function send(handler: AdminFunctionHandler, cookie: string, method: string, path: string, body?: unknown, ifMatch?: string) {
  const id = /\/(\d+)$/.exec(path)?.[1];
  const response = await adminRequest(handler, method, path, { cookie, body, params: id ? { id } : {}, headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch } });
  return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as Json };
}

describe.each(resources)('$name', ({ name, table, collection, item, input, changed }) => {
  const path = (id: unknown) => `/api/admin/${name}/${String(id)}`;
  const rowOf = (id: number) => db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('answers one item with its version as the ETag, and 404 for an unknown one', async () => {
    const created = await send(collection, alice, 'POST', `/api/admin/${name}`, input);
    expect(created).toMatchObject({ status: 201, etag: '"v1"', body: { version: 1, updatedBy: { username: 'alice' } } });
    const one = await send(item, bob, 'GET', path(created.body.id));
    expect(one).toMatchObject({ status: 200, etag: '"v1"', body: { id: created.body.id, version: 1 } });
    expect((await send(item, bob, 'GET', path(Number(created.body.id) + 1))).status).toBe(404);
  });

  it('refuses a change without If-Match (428) and one made on an older version (412, with the item as it is now), altering nothing', async () => {
    const created = await send(collection, alice, 'POST', `/api/admin/${name}`, input);
    const id = Number(created.body.id);
    expect((await send(item, alice, 'PUT', path(id), { ...input, ...changed })).status).toBe(428);
    expect((await send(item, alice, 'DELETE', path(id))).status).toBe(428);
    expect((await rowOf(id)).version).toBe(1);

    const bobs = await send(item, bob, 'PUT', path(id), { ...input, ...changed }, '"v1"');
    expect(bobs).toMatchObject({ status: 200, etag: '"v2"', body: { version: 2, updatedBy: { username: 'bob' } } });
    const before = await rowOf(id);
    const stale = await send(item, alice, 'PUT', path(id), { ...input, ...changed, ...{ [Object.keys(changed)[0]!]: '앨리스의 글' } }, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe('"v2"');
    expect(stale.body.current).toMatchObject({ id, version: 2, updatedBy: { username: 'bob' }, ...changed });
    expect((await send(item, alice, 'DELETE', path(id), undefined, '"v1"')).status).toBe(412);
    expect(await rowOf(id)).toEqual(before);

    // Deliberately over the newer version: it goes through.
    expect((await send(item, alice, 'PUT', path(id), input, '"v2"')).body).toMatchObject({ version: 3, updatedBy: { username: 'alice' } });
    expect((await send(item, alice, 'DELETE', path(id), undefined, '"v3"')).status).toBe(200);
    expect((await send(item, alice, 'DELETE', path(id), undefined, '"v3"')).status).toBe(404);
  });

  it('lets exactly one of two changes made on the same version through', async () => {
    const created = await send(collection, alice, 'POST', `/api/admin/${name}`, input);
    const id = Number(created.body.id);
    const answers = await Promise.all([
      send(item, alice, 'PUT', path(id), { ...input, ...changed }, '"v1"'),
      send(item, bob, 'PUT', path(id), input, '"v1"'),
      send(item, bob, 'DELETE', path(id), undefined, '"v1"'),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.map((a) => a.status).filter((s) => s === 412 || s === 404)).toHaveLength(2);
  });
});

it('a view of a CSR story never raises its version (views are not edits)', async () => {
  const created = await send(adminCsrPosts, alice, 'POST', '/api/admin/csr-posts', resources[2].input);
  const id = Number(created.body.id);
  for (let i = 0; i < 3; i++) expect((await csrPost(get(`/api/csr-posts/${id}`))).status).toBe(200);
  const row = await db.selectFrom('csr_posts').select(['version', 'views']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.version).toBe(1);
});
