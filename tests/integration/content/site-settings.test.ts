/**
 * The firm's contact channels in the admin's site settings: the defaults until set,
 * saved with If-Match (428, 412 with theirs, never a silent overwrite), field errors in the
 * administrator's language, editors and owners only, audited, and followed by a rebuild request;
 * the visitor's confirmation e-mail is signed with the office line as set.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import siteSettings from '#functions/admin-site-settings.ts';
import { defaultContactChannels } from '#data/company.ts';
import { visitorMessage } from '#functions/_shared/inquiry/messages.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { loadContactChannels } from '#functions/_shared/site-contact.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let hook: HookServer;
let owner: string;

const PATH = '/api/admin/site-settings/contact';
const channels = { ...defaultContactChannels, whatsapp: '+62 811 9000 1234', kakaoChannel: 'https://pf.kakao.com/_NbConsult/chat' };

const suite = usePublishingSuite(['site_settings']);
beforeEach(() => {
  ({ db, hook, owner } = suite);
});

const read = (cookie: string) => adminRequest(siteSettings, 'GET', PATH, { cookie });
const save = (cookie: string, contact: unknown, ifMatch?: string, language?: string) =>
  adminRequest(siteSettings, 'PUT', PATH, { cookie, body: { contact }, headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(language ? { 'Accept-Language': language } : {}) } });

describe('contact channels', () => {
  it('are the defaults, at version 1, until the firm sets its own', async () => {
    const answer = await read(owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"v1"');
    expect(await answer.json()).toEqual({ contact: defaultContactChannels });
  });

  it('saves with If-Match, reduces a KakaoTalk address to its id, requests a rebuild and audits it', async () => {
    const saved = await save(owner, channels, '"v1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"v2"');
    const { contact } = (await saved.json()) as { contact: typeof channels };
    expect(contact).toMatchObject({ whatsapp: '+62 811 9000 1234', kakaoChannel: '_NbConsult' });
    expect(await (await read(owner)).json()).toEqual({ contact });
    expect(hook.calls).toBe(1);
    const builds = await db.selectFrom('site_builds').select(['content_kind', 'requested_by']).execute();
    expect(builds).toEqual([{ content_kind: 'settings', requested_by: expect.any(Number) }]);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('action', '=', 'settings_change').execute();
    expect(audit).toEqual([{ action: 'settings_change', entity: 'site_settings', entity_id: 'contact' }]);
  });

  it('needs If-Match (428), and answers 412 with the values someone saved in between, keeping them', async () => {
    expect((await save(owner, channels)).status).toBe(428);
    const editor = await signIn('editor');
    expect((await save(editor, { ...channels, whatsapp: '+62 812 1111 2222' }, '"v1"')).status).toBe(200);
    const stale = await save(owner, channels, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"v2"');
    const body = (await stale.json()) as { current: { contact: { whatsapp: string }; version: number } };
    expect(body.current).toMatchObject({ contact: { whatsapp: '+62 812 1111 2222' }, version: 2 });
    expect((await loadContactChannels(db)).contact.whatsapp).toBe('+62 812 1111 2222');
    // Saving again against the version now shown replaces theirs deliberately.
    expect((await save(owner, channels, '"v2"')).status).toBe(200);
    expect((await loadContactChannels(db)).contact.whatsapp).toBe('+62 811 9000 1234');
  });

  it('two first saves at once: one wins, the other is told (412), nothing is silently overwritten', async () => {
    const editor = await signIn('editor');
    const answers = await Promise.all([save(owner, { ...channels, whatsapp: '+62 811 1' + '000 0001' }, '"v1"'), save(editor, { ...channels, whatsapp: '+62 811 2000 0002' }, '"v1"')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const rows = await db.selectFrom('site_settings').select(['version']).execute();
    expect(rows).toEqual([{ version: 2 }]);
  });

  it('refuses bad values with 400 and each field named, in the administrator\'s language, storing nothing', async () => {
    const bad = { ...channels, officePhone: '', whatsapp: '0812', kakaoChannel: 'not a channel', street: 'x'.repeat(201), region: 'DKI\u0007' };
    const ko = await save(owner, bad, '"v1"');
    expect(ko.status).toBe(400);
    const { fields } = (await ko.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['kakaoChannel', 'officePhone', 'region', 'street', 'whatsapp']);
    expect(fields['officePhone']).toBe('대표 전화를 입력하세요.');
    const en = (await (await save(owner, bad, '"v1"', 'en')).json()) as { fields: Record<string, string> };
    expect(en.fields['whatsapp']).toMatch(/country code/);
    expect((await save(owner, 'nonsense', '"v1"')).status).toBe(400);
    expect(await db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });

  it('belongs to owners and editors: staff get 403', async () => {
    const staff = await signIn('staff');
    expect((await read(staff)).status).toBe(403);
    expect((await save(staff, channels, '"v1"')).status).toBe(403);
    expect((await read(await signIn('editor'))).status).toBe(200);
  });

  it('signs the visitor\'s confirmation e-mail with the office line as set', async () => {
    await save(owner, { ...channels, officePhone: '+62 21 7777 8888' }, '"v1"');
    const { contact } = await loadContactChannels(db);
    const inquiry = { id: 1, public_ref: 'NB-2026-7KQ4MX', name: 'Kim', company: 'Acme', email: 'kim@example.com', phone: '+62 812 0000 0000', service: 'visa', budget: null, message: null, created_at: new Date(), locale: 'en', consent_version: null, consented_at: null };
    const message = visitorMessage(inquiry as Parameters<typeof visitorMessage>[0], { host: 'localhost', port: 25, secure: false, from: 'site@example.com' } as Parameters<typeof visitorMessage>[1], inquirySeed, contact);
    expect(message.text).toContain('+62 21 7777 8888');
  });

  it('a stored value that no longer passes the schema shows the defaults instead of breaking the site', async () => {
    await sql`INSERT INTO site_settings (key, value) VALUES ('contact', '{"officePhone": 12}'::jsonb)`.execute(db);
    expect((await loadContactChannels(db)).contact).toEqual(defaultContactChannels);
  });
});
