/**
 * JSON nested deeper than any form or API of the site needs is a 400 that says so, on the
 * unauthenticated sign-in, on a write route and on the public inquiry route, before anything walks
 * the value (a recursive walk of 10,000 levels overflowed the stack: a 500).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import contact from '#functions/contact.ts';
import login from '#functions/admin-login.ts';
import notices from '#functions/admin-notices.ts';
import { MAX_JSON_DEPTH } from '#functions/_shared/request-body.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries, countRows, fakeContext, inquiryEnv, postJson } from '../helpers/inquiry-fixtures.ts';

const DEPTH = 10_000;
/** `{"<field>": [[[ … ]]] }`: 10,000 levels in about 20 KB, under every route's size limit. */
const deep = (field: string, depth = DEPTH) => `{"${field}":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
const MESSAGE = `JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

let db: Db;
let restoreAdmin = () => {};
let restoreInquiry = () => {};
let cookie: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreAdmin = useAdminEnv();
  delete process.env.BUILD_HOOK_URL;
});
beforeEach(async () => {
  restoreInquiry();
  restoreInquiry = inquiryEnv();
  await truncateAll(db);
  await resetAdminTables(db);
  await clearInquiries(db);
  await createAdmin(db, 'kim');
  cookie = await signIn('kim');
});
afterAll(async () => {
  restoreInquiry();
  restoreAdmin();
  await resetAdminTables(db);
  await db.destroy();
});

describe('deeply nested JSON', () => {
  it('is a 400 naming the limit on the sign-in, before any session', async () => {
    const answer = await adminRequest(login, 'POST', '/api/admin/login', { body: deep('username') });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: MESSAGE });
  });

  it('is a 400 on a write route, and nothing is stored', async () => {
    const answer = await adminRequest(notices, 'POST', '/api/admin/notices', { cookie, body: deep('title') });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: MESSAGE });
    expect(await db.selectFrom('notices').select('id').execute()).toEqual([]);
  });

  it('is a 400 on the public inquiry route, and nothing is stored', async () => {
    const answer = await contact(postJson(deep('name'), { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }), fakeContext());
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: MESSAGE });
    expect(await countRows(db, 'contact_inquiries')).toBe(0);
  });

  it('still reads a body at the limit: the depth check refuses only what is deeper', async () => {
    const answer = await adminRequest(login, 'POST', '/api/admin/login', { body: deep('username', MAX_JSON_DEPTH) });
    // 64 levels is readable JSON: refused for what it says (no such user name), not for its shape.
    expect(answer.status).toBe(400);
    expect(await answer.json()).not.toEqual({ error: MESSAGE });
  });
});
