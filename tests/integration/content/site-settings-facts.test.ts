/**
 * The firm's figures in the admin's site settings: the first-run values until set, saved with
 * If-Match (428, 412 with theirs), field errors in the administrator's language, owners and editors
 * only, audited, followed by a rebuild request; the visitor's acknowledgement promises the response
 * hours as stored.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import siteSettings from '#functions/admin-site-settings.ts';
import contact from '#functions/contact.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import type { MailMessage } from '#functions/_shared/inquiry/messages.ts';
import { processDueNotifications } from '#functions/_shared/inquiry/notifications.ts';
import { loadFirmFacts } from '#functions/_shared/site-facts.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';
import { clearInquiries, fakeContext, inquiryEnv, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';

let db: Db;
let hook: HookServer;
let owner: string;

const PATH = '/api/admin/site-settings/facts';

const suite = usePublishingSuite(['site_settings']);
beforeEach(() => {
  ({ db, hook, owner } = suite);
});

const read = (cookie: string) => adminRequest(siteSettings, 'GET', PATH, { cookie });
const save = (cookie: string, facts: unknown, ifMatch?: string, language?: string) =>
  adminRequest(siteSettings, 'PUT', PATH, { cookie, body: { facts }, headers: { ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(language ? { 'Accept-Language': language } : {}) } });

describe('firm facts', () => {
  it('are the first-run values, at version 1, with no counted figure among them', async () => {
    const answer = await read(owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"v1"');
    expect(await answer.json()).toEqual({ facts: defaultFirmFacts, draft: null });
  });

  it('save with If-Match, read typed numbers as numbers, request a rebuild and audit it', async () => {
    const saved = await save(owner, { ...defaultFirmFacts, companiesSupported: '650', visaCases: '12,000' }, '"v1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"v2"');
    const { facts } = (await saved.json()) as { facts: typeof defaultFirmFacts };
    expect(facts).toEqual({ ...defaultFirmFacts, companiesSupported: 650, visaCases: 12000 });
    expect(await (await read(owner)).json()).toEqual({ facts, draft: null });
    expect(hook.calls).toBe(1);
    const builds = await db.selectFrom('site_builds').select(['content_kind']).execute();
    expect(builds).toEqual([{ content_kind: 'settings' }]);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('action', '=', 'settings_change').execute();
    expect(audit).toEqual([{ action: 'settings_change', entity: 'site_settings', entity_id: 'facts' }]);
  });

  it('need If-Match (428), and answer 412 with the figures someone saved in between, keeping them', async () => {
    expect((await save(owner, defaultFirmFacts)).status).toBe(428);
    const editor = await signIn('editor');
    expect((await save(editor, { ...defaultFirmFacts, employees: 90 }, '"v1"')).status).toBe(200);
    const stale = await save(owner, { ...defaultFirmFacts, employees: 75 }, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"v2"');
    const body = (await stale.json()) as { current: { facts: { employees: number }; version: number } };
    expect(body.current).toMatchObject({ facts: { employees: 90 }, version: 2 });
    expect((await loadFirmFacts(db)).facts.employees).toBe(90);
    expect((await save(owner, { ...defaultFirmFacts, employees: 75 }, '"v2"')).status).toBe(200);
    expect((await loadFirmFacts(db)).facts.employees).toBe(75);
  });

  it("refuse bad figures with 400 and each field named, in the administrator's language, storing nothing", async () => {
    const bad = { ...defaultFirmFacts, foundedYear: 1800, companiesSupported: '', visaCases: '12.5', localExpertsPercent: 120 };
    const ko = await save(owner, bad, '"v1"');
    expect(ko.status).toBe(400);
    const { fields } = (await ko.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['companiesSupported', 'foundedYear', 'localExpertsPercent', 'visaCases']);
    expect(fields['companiesSupported']).toBe('지원한 기업 수를 입력하세요.');
    expect(fields['foundedYear']).toBe('설립 연도는 1,900에서 2,100 사이로 입력하세요.');
    const en = (await (await save(owner, bad, '"v1"', 'en')).json()) as { fields: Record<string, string> };
    expect(en.fields['visaCases']).toBe('Visa cases handled: enter a whole number.');
    expect(en.fields['localExpertsPercent']).toBe('Local experts (%): enter a number from 0 to 100.');
    expect((await save(owner, 'nonsense', '"v1"')).status).toBe(400);
    expect(await db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });

  it('belong to owners and editors: staff get 403', async () => {
    const staff = await signIn('staff');
    expect((await read(staff)).status).toBe(403);
    expect((await save(staff, defaultFirmFacts, '"v1"')).status).toBe(403);
    expect((await read(await signIn('editor'))).status).toBe(200);
  });

  it('a stored value that no longer passes the schema shows the first-run values instead of breaking the site', async () => {
    await sql`INSERT INTO site_settings (key, value) VALUES ('facts', '{"foundedYear": "long ago"}'::jsonb)`.execute(db);
    expect((await loadFirmFacts(db)).facts).toEqual(defaultFirmFacts);
  });

  it("the visitor's acknowledgement promises a reply within the response hours as stored", async () => {
    expect((await save(owner, { ...defaultFirmFacts, responseHours: 48 }, '"v1"')).status).toBe(200);
    const restoreInquiry = inquiryEnv();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await clearInquiries(db);
      // A mail server that refuses the connection: the acknowledgement waits for the scheduled retry.
      Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_FROM: 'no-reply@nusantarabridge.co.id' });
      const context = fakeContext();
      expect((await contact(postJson(validInquiry({ locale: 'en' })), context)).status).toBe(201);
      await context.settle();
      const sent: MailMessage[] = [];
      const report = await processDueNotifications(db, { now: () => new Date(Date.now() + 61_000), mailer: { send: async (message) => void sent.push(message) } });
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(sent[0]?.text).toContain('within 48 hours');
      expect(sent[0]?.text).not.toContain('24 hours');
    } finally {
      log.mockRestore();
      restoreInquiry();
      await clearInquiries(db);
    }
  });
});
