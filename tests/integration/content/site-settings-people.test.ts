/**
 * The firm's pictures and people in the admin's site settings, through the same
 * settings function as the contact channels: none until set, saved with If-Match (428, 412 with
 * theirs), field errors by path in the administrator's language (400, never 500), pictures that are
 * not stored uploads refused, editors and owners only, audited, and followed by a rebuild request.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import siteSettings from '#functions/admin-site-settings.ts';
import { defaultPeople } from '#domain/site-settings/people.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let hook: HookServer;
let owner: string;
let portrait: string;
let photo: string;

const PATH = '/api/admin/site-settings/people';
const ko = (text: string) => ({ ko: text });

async function storedUpload(): Promise<string> {
  const id = randomUUID();
  await db.insertInto('uploads').values({ id, content_type: 'image/webp', width: 1600, height: 2000, byte_length: 4, sha256: id.replace(/-/g, '').padEnd(64, '0'), bytes: Buffer.from('RIFF'), created_by: null }).execute();
  return `/api/uploads/${id}.webp`;
}

const suite = usePublishingSuite(['site_settings', 'uploads']);
beforeEach(async () => {
  ({ db, hook, owner } = suite);
  portrait = await storedUpload();
  photo = await storedUpload();
});

const read = (cookie: string) => adminRequest(siteSettings, 'GET', PATH, { cookie });
const save = (cookie: string, people: unknown, ifMatch?: string, language?: string) =>
  adminRequest(siteSettings, 'PUT', PATH, { cookie, body: { people }, headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(language ? { 'Accept-Language': language } : {}) } });
const people = () => ({
  ceoPortrait: portrait,
  team: [{ photo, name: { ko: ' 김민지 ', en: 'Minji Kim' }, role: { ko: '법인 설립 팀장', en: 'Head of Company Formation' }, languages: ['id', 'ko', 'id'] }],
  caseStudies: { food: photo },
  offices: [photo, portrait],
});

describe('pictures and people', () => {
  it('are none (the default art) at version 1 until the firm sets them, and leave the contact channels alone', async () => {
    const answer = await read(owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"v1"');
    expect(await answer.json()).toEqual({ people: defaultPeople });
    expect(defaultPeople).toEqual({ ceoPortrait: '', team: [], caseStudies: { manufacturing: '', developers: '', food: '', office: '' }, offices: [] });
  });

  it('saves with If-Match, normalised (trimmed, every locale present, languages once in order), as plain URL strings, audited and rebuilt', async () => {
    const saved = await save(owner, people(), '"v1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"v2"');
    const body = (await saved.json()) as { people: typeof defaultPeople };
    expect(body.people.team).toEqual([
      { photo, name: { ko: '김민지', en: 'Minji Kim', id: '', zh: '', ja: '' }, role: { ko: '법인 설립 팀장', en: 'Head of Company Formation', id: '', zh: '', ja: '' }, languages: ['ko', 'id'] },
    ]);
    expect(body.people.caseStudies).toEqual({ manufacturing: '', developers: '', food: photo, office: '' });
    expect(await (await read(owner)).json()).toEqual(body);
    // The row holds the upload URLs as plain strings (the media library searches for them there).
    const row = await sql<{ text: string }>`SELECT value::text AS text FROM site_settings WHERE key = 'people'`.execute(db);
    expect(row.rows[0]!.text).toContain(`"ceoPortrait": "${portrait}"`);
    expect(hook.calls).toBe(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'settings_change').execute();
    expect(audit).toEqual([{ action: 'settings_change', entity_id: 'people' }]);
    expect(await db.selectFrom('site_settings').select('key').where('key', '=', 'contact').execute()).toEqual([]);
  });

  it('needs If-Match (428), and answers 412 with what someone saved in between', async () => {
    expect((await save(owner, people())).status).toBe(428);
    const editor = await signIn('editor');
    expect((await save(editor, { ...people(), offices: [] }, '"v1"')).status).toBe(200);
    const stale = await save(owner, people(), '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"v2"');
    expect(((await stale.json()) as { current: { people: { offices: string[] }; version: number } }).current).toMatchObject({ people: { offices: [] }, version: 2 });
    expect((await save(owner, people(), '"v2"')).status).toBe(200);
  });

  it('refuses bad values with 400 and each field named by its path, in the administrator\'s language, storing nothing', async () => {
    const bad = {
      ceoPortrait: 'https://elsewhere.example/ceo.jpg',
      team: [
        { photo: '', name: { ko: '', en: 'No Korean' }, role: ko('x'.repeat(121)), languages: ['fr'] },
        { photo: `/api/uploads/${randomUUID()}.webp`, name: ko('이\u0007름'), role: ko('팀원') },
      ],
      caseStudies: { food: 42 },
      offices: Array.from({ length: 9 }, () => photo),
    };
    const answer = await save(owner, bad, '"v1"');
    expect(answer.status).toBe(400);
    const { fields } = (await answer.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['caseStudies.food', 'ceoPortrait', 'offices', 'team.0.languages.0', 'team.0.name.ko', 'team.0.role.ko', 'team.1.name.ko']);
    expect(fields['team.0.name.ko']).toBe('팀원 이름을 입력하세요.');
    expect(fields['offices']).toBe('사무실 사진은 8개까지입니다.');
    const en = (await (await save(owner, bad, '"v1"', 'en')).json()) as { fields: Record<string, string> };
    expect(en.fields['team.0.role.ko']).toBe('Team member role: at most 120 characters.');
    // A well-formed URL of an upload that is not stored is refused once the rest passes.
    const missing = await save(owner, { team: [{ photo: `/api/uploads/${randomUUID()}.webp`, name: ko('이름'), role: ko('팀원') }] }, '"v1"');
    expect(missing.status).toBe(400);
    expect(Object.keys(((await missing.json()) as { fields: Record<string, string> }).fields)).toEqual(['team.0.photo']);
    for (const nonsense of ['nonsense', null, [], { team: 'x' }, { team: [null] }]) expect((await save(owner, nonsense, '"v1"')).status, JSON.stringify(nonsense)).toBe(400);
    expect(await db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });

  it('belongs to owners and editors: staff get 403', async () => {
    const staff = await signIn('staff');
    expect((await read(staff)).status).toBe(403);
    expect((await save(staff, people(), '"v1"')).status).toBe(403);
    expect((await save(await signIn('editor'), people(), '"v1"')).status).toBe(200);
  });

  it('a stored value that no longer passes the schema reads as none rather than failing', async () => {
    await sql`INSERT INTO site_settings (key, value) VALUES ('people', '{"team": 12}'::jsonb)`.execute(db);
    const answer = await read(owner);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ people: defaultPeople });
  });
});
