/**
 * Reply templates of the inquiry desk: owners and inquiry staff list, create, change and delete them
 * (editors may not); every change names the version it started from (428 without, 412 with the
 * template as it is now when it moved on); a bad input is a 400 naming each field; a name is used once
 * per language; every change is audited.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import templates from '#functions/admin-reply-templates.ts';
import template from '#functions/admin-reply-template.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;
let staff: string;
let editor: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await sql`TRUNCATE reply_templates RESTART IDENTITY`.execute(db);
  await createAdmin(db, 'kim', undefined, 'owner');
  await createAdmin(db, 'lee', undefined, 'staff');
  await createAdmin(db, 'park', undefined, 'editor');
  owner = await signIn('kim');
  staff = await signIn('lee');
  editor = await signIn('park');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

const THANKS = { locale: 'en', name: 'Thanks', subject: 'Thank you, {name}', body: 'Dear {name},\nwe received {reference}.' };
const list = (cookie: string) => adminRequest(templates, 'GET', '/api/admin/reply-templates', { cookie });
const create = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  adminRequest(templates, 'POST', '/api/admin/reply-templates', { cookie, body, headers });
const put = (cookie: string, id: number, body: unknown, headers: Record<string, string> = {}) =>
  adminRequest(template, 'PUT', `/api/admin/reply-templates/${id}`, { cookie, body, params: { id: String(id) }, headers });
const remove = (cookie: string, id: number, headers: Record<string, string> = {}) =>
  adminRequest(template, 'DELETE', `/api/admin/reply-templates/${id}`, { cookie, params: { id: String(id) }, headers });

describe('reply templates', () => {
  it('are created, listed, changed and deleted by staff and owners, each change audited', async () => {
    const created = await create(staff, { ...THANKS, name: '  Thanks  ' });
    expect(created.status).toBe(201);
    expect(created.headers.get('ETag')).toBe('"v1"');
    const made = (await created.json()) as ReplyTemplate;
    expect(made).toMatchObject({ locale: 'en', name: 'Thanks', subject: 'Thank you, {name}', version: 1, updatedBy: 'lee' });
    await create(owner, { locale: 'ko', name: '감사', subject: '감사합니다', body: '{name}님, 감사합니다.' });
    const listed = (await (await list(staff)).json()) as { templates: ReplyTemplate[] };
    expect(listed.templates.map((t) => [t.locale, t.name])).toEqual([['en', 'Thanks'], ['ko', '감사']]);

    const changed = await put(owner, made.id, { ...THANKS, subject: 'Thanks again' }, { 'If-Match': '"v1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).toBe('"v2"');
    expect(await changed.json()).toMatchObject({ subject: 'Thanks again', version: 2, updatedBy: 'kim' });

    expect((await remove(staff, made.id, { 'If-Match': '"v2"' })).status).toBe(200);
    expect((await adminRequest(template, 'GET', `/api/admin/reply-templates/${made.id}`, { cookie: staff, params: { id: String(made.id) } })).status).toBe(404);
    expect((await remove(staff, made.id, { 'If-Match': '*' })).status).toBe(404);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'username', 'summary']).where('entity', '=', 'reply_template').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'create', entity: 'reply_template', username: 'lee', summary: '[en] Thanks' },
      { action: 'create', entity: 'reply_template', username: 'kim', summary: '[ko] 감사' },
      { action: 'update', entity: 'reply_template', username: 'kim', summary: '[en] Thanks' },
      { action: 'delete', entity: 'reply_template', username: 'lee', summary: '[en] Thanks' },
    ]);
  });

  it('refuses a bad input with a 400 naming each field, in the admin language', async () => {
    const refused = await create(staff, { locale: 'fr', name: ' ', subject: 'x'.repeat(201) }, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      locale: 'Choose a language.',
      name: 'Enter the template name.',
      subject: 'Subject: at most 200 characters.',
      body: 'Enter the reply.',
    });
    const korean = (await (await create(staff, {})).json()) as { fields: Record<string, string> };
    expect(korean.fields['name']).toBe('템플릿 이름을 입력하세요.');
    expect(await db.selectFrom('reply_templates').select('id').execute()).toEqual([]);
  });

  it('uses a name once per language, ignoring case', async () => {
    expect((await create(staff, THANKS)).status).toBe(201);
    const twice = await create(staff, { ...THANKS, name: 'THANKS' });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { fields: Record<string, string> }).fields).toEqual({ name: '이 언어에 같은 이름의 템플릿이 이미 있습니다. 다른 이름을 입력하세요.' });
    const other = await create(staff, { ...THANKS, locale: 'id' });
    expect(other.status).toBe(201);
    const { id } = (await other.json()) as ReplyTemplate;
    const renamed = await put(staff, id, { ...THANKS, locale: 'en', name: 'thanks' }, { 'If-Match': '*' });
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as { fields: Record<string, string> }).fields).toHaveProperty('name');
  });

  it('asks for the version a change started from: 428 without it, 412 with the template as it is now', async () => {
    const { id } = (await (await create(staff, THANKS)).json()) as ReplyTemplate;
    expect((await put(staff, id, THANKS)).status).toBe(428);
    expect((await remove(staff, id)).status).toBe(428);
    expect((await put(owner, id, { ...THANKS, subject: 'First' }, { 'If-Match': '"v1"' })).status).toBe(200);
    const stale = await put(staff, id, { ...THANKS, subject: 'Second' }, { 'If-Match': '"v1"' });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"v2"');
    expect(((await stale.json()) as { current: ReplyTemplate }).current).toMatchObject({ id, subject: 'First', version: 2, updatedBy: 'kim' });
    expect((await remove(staff, id, { 'If-Match': '"v1"' })).status).toBe(412);
    expect(await db.selectFrom('reply_templates').select(['subject', 'version']).execute()).toEqual([{ subject: 'First', version: 2 }]);
    expect((await put(staff, 999, THANKS, { 'If-Match': '*' })).status).toBe(404);
  });

  it('are not for editors: 403 on every call, nothing written', async () => {
    const { id } = (await (await create(owner, THANKS)).json()) as ReplyTemplate;
    expect((await list(editor)).status).toBe(403);
    expect((await create(editor, { ...THANKS, name: 'Other' })).status).toBe(403);
    expect((await put(editor, id, { ...THANKS, subject: 'Editor' }, { 'If-Match': '*' })).status).toBe(403);
    expect((await remove(editor, id, { 'If-Match': '*' })).status).toBe(403);
    expect(await db.selectFrom('reply_templates').select(['name', 'subject']).execute()).toEqual([{ name: 'Thanks', subject: 'Thank you, {name}' }]);
  });
});
