/**
 * The firm facts' draft: saved apart from the published facts (owners and editors; 428 without
 * draftSavedAt or If-Match, 412 when the draft or the facts moved on, 400 by field in the
 * administrator's language), discarded, published as the facts' save publishes (audit, rebuild; 412
 * and the draft kept when the facts were saved since), dropped by the facts' own save only when it
 * names it; and its signed preview: the built page (from a stand-in of the site started here) with the
 * draft's figures in place of the published ones in that locale's notation, a banner in the page's
 * language, never indexed or stored; 404 once the draft is gone, 410 once it was saved again.
 */
import { describe, expect, it } from 'vitest';
import { defaultFirmFacts } from '#data/firm.ts';
import type { FirmFacts } from '#domain/site-settings/facts.ts';
import siteSettings from '#functions/admin-site-settings.ts';
import factsDraft from '#functions/admin-site-settings-facts-draft.ts';
import pagePreview from '#functions/page-preview.ts';
import { loadFirmFacts } from '#functions/_shared/site-facts.ts';
import { signPreviewToken } from '#functions/_shared/preview/token.ts';
import { readFactsDraft } from '#db/repositories/site-facts-draft.ts';
import { adminRequest, fakeAdminContext, signIn } from '../helpers/admin-test-helpers.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';
import { useStandInSite } from '../helpers/stand-in-site.ts';

const SECRET = 'f'.repeat(8) + '-form-signing-secret-long-enough-0123456789';
const BASE = '/api/admin/site-settings/facts';
const suite = usePublishingSuite(['site_settings']);

/** The stand-in site: the home page's hero figures and reply time as the components print them (the first-run facts), per locale. */
const years = new Date().getFullYear() - defaultFirmFacts.foundedYear;
const HOME: Record<string, string> = {
  '/': `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="description" content="${defaultFirmFacts.foundedYear}년부터"><title>홈</title><link rel="canonical" href="https://x.test/500/"></head><body><main><p>${defaultFirmFacts.foundedYear}년부터</p><dl><dd>${years}년</dd><dd>500+</dd><dd>10,000+</dd><dd>70+</dd></dl><p>24시간 이내 답변</p><a href="/notices/500">소식</a></main></body></html>`,
  '/en/': `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="index, follow"><title>Home</title></head><body><main><p>Since ${defaultFirmFacts.foundedYear}</p><dl><dd>${years} years</dd><dd>500+</dd><dd>10,000+</dd><dd>70+</dd></dl><p>Reply within 24 hours</p><p>11,500 and 1,5000 stay</p></main></body></html>`,
  '/id/': `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Beranda</title></head><body><main><dl><dd>500+</dd><dd>10.000+</dd></dl></main></body></html>`,
};

const { asked, origin } = useStandInSite(SECRET, (path) => (HOME[path] === undefined ? undefined : { html: HOME[path] }));

interface FactsAnswer {
  facts: FirmFacts;
  draft: { facts: FirmFacts; baseVersion: number; savedAt: string; savedBy: string | null } | null;
}

const headers = (ifMatch?: string, language?: string) => ({ ...(ifMatch ? { 'If-Match': ifMatch } : {}), ...(language ? { 'Accept-Language': language } : {}) });
const read = async (cookie: string) => (await (await adminRequest(siteSettings, 'GET', BASE, { cookie })).json()) as FactsAnswer;
const saveDraft = (cookie: string, body: Record<string, unknown>, ifMatch?: string, language?: string) =>
  adminRequest(factsDraft, 'PUT', `${BASE}/draft`, { cookie, body, headers: headers(ifMatch, language) });
const discard = (cookie: string, savedAt?: string) => adminRequest(factsDraft, 'DELETE', `${BASE}/draft${savedAt ? `?draftSavedAt=${encodeURIComponent(savedAt)}` : ''}`, { cookie });
const publish = (cookie: string, savedAt: string | undefined, ifMatch?: string) =>
  adminRequest(factsDraft, 'POST', `${BASE}/draft/publish${savedAt ? `?draftSavedAt=${encodeURIComponent(savedAt)}` : ''}`, { cookie, headers: headers(ifMatch) });
const link = (cookie: string, page: string, locale: string) => adminRequest(factsDraft, 'POST', `${BASE}/preview?page=${page}&locale=${locale}`, { cookie });

async function open(url: string, method = 'GET'): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'), { method });
  return pagePreview(request, fakeAdminContext(request).context);
}

/** Saves a draft with `change` over the first-run facts as the owner; its savedAt. */
async function drafted(change: Partial<FirmFacts>, replaces: string | null = null, cookie = suite.owner): Promise<string> {
  const answer = await saveDraft(cookie, { facts: { ...defaultFirmFacts, ...change }, draftSavedAt: replaces }, '"v1"');
  expect(answer.status).toBe(200);
  return ((await answer.json()) as FactsAnswer).draft!.savedAt;
}

async function linkTo(page: string, locale: string): Promise<string> {
  const answer = await link(suite.owner, page, locale);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

describe('a draft of the firm facts', () => {
  it('is saved apart by owners and editors (not staff, not signed out), shown with who saved it, with no rebuild', async () => {
    expect((await saveDraft('', { facts: defaultFirmFacts, draftSavedAt: null }, '"v1"')).status).toBe(401);
    expect((await saveDraft(await signIn('staff'), { facts: defaultFirmFacts, draftSavedAt: null }, '"v1"')).status).toBe(403);
    const editor = await signIn('editor');
    const answer = await saveDraft(editor, { facts: { ...defaultFirmFacts, companiesSupported: '640' }, draftSavedAt: null }, '"v1"');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"v1"');
    const body = (await answer.json()) as FactsAnswer;
    expect(body.facts).toEqual(defaultFirmFacts);
    expect(body.draft).toMatchObject({ facts: { ...defaultFirmFacts, companiesSupported: 640 }, baseVersion: 1, savedBy: 'editor' });
    expect(await read(suite.owner)).toEqual(body);
    expect((await loadFirmFacts(suite.db)).facts).toEqual(defaultFirmFacts);
    expect(suite.hook.calls).toBe(0);
    const audit = await suite.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('action', '=', 'draft_save').execute();
    expect(audit).toEqual([{ action: 'draft_save', entity: 'site_settings', entity_id: 'facts' }]);
  });

  it('needs draftSavedAt and If-Match (428), refuses bad figures by field in the admin\'s language (400), and a stale draft or facts (412)', async () => {
    expect((await saveDraft(suite.owner, { facts: defaultFirmFacts }, '"v1"')).status).toBe(428);
    expect((await saveDraft(suite.owner, { facts: defaultFirmFacts, draftSavedAt: null })).status).toBe(428);
    expect((await saveDraft(suite.owner, { facts: defaultFirmFacts, draftSavedAt: 'yesterday' }, '"v1"')).status).toBe(400);
    const bad = await saveDraft(suite.owner, { facts: { ...defaultFirmFacts, employees: 0, visaCases: 'many' }, draftSavedAt: null }, '"v1"', 'en');
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ employees: 'Employees: enter a number from 1 to 100,000.', visaCases: expect.stringMatching(/^Visa cases handled: .*whole number/i) });
    const first = await drafted({ employees: 80 });
    // Someone else's draft is there: saving as if there were none, or on an older one, is refused with it.
    const stale = await saveDraft(suite.owner, { facts: defaultFirmFacts, draftSavedAt: null }, '"v1"');
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { current: FactsAnswer }).current.draft).toMatchObject({ savedAt: first, facts: { employees: 80 } });
    const second = await drafted({ employees: 85 }, first);
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    expect((await saveDraft(suite.owner, { facts: defaultFirmFacts, draftSavedAt: first }, '"v1"')).status).toBe(412);
    // The facts moved on since the version named.
    expect((await adminRequest(siteSettings, 'PUT', BASE, { cookie: suite.owner, body: { facts: { ...defaultFirmFacts, visaCases: 11000 } }, headers: headers('"v1"') })).status).toBe(200);
    expect((await saveDraft(suite.owner, { facts: defaultFirmFacts, draftSavedAt: second }, '"v1"')).status).toBe(412);
    expect((await read(suite.owner)).draft).toMatchObject({ savedAt: second, facts: { employees: 85 } });
  });

  it('is discarded only as the draft named (404 without one, 428 unnamed, 412 an older one)', async () => {
    expect((await discard(suite.owner, new Date().toISOString())).status).toBe(404);
    const first = await drafted({ employees: 80 });
    expect((await discard(suite.owner)).status).toBe(428);
    const second = await drafted({ employees: 81 }, first);
    expect((await discard(suite.owner, first)).status).toBe(412);
    expect((await discard(await signIn('staff'), second)).status).toBe(403);
    const gone = await discard(suite.owner, second);
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as FactsAnswer).draft).toBeNull();
    expect(await readFactsDraft(suite.db)).toBeUndefined();
    expect(suite.hook.calls).toBe(0);
  });

  it('is published as the facts\' save publishes: the facts replaced, audited, rebuilt, the draft removed', async () => {
    expect((await publish(suite.owner, new Date().toISOString(), '"v1"')).status).toBe(404);
    const savedAt = await drafted({ companiesSupported: 640 });
    expect((await publish(suite.owner, undefined, '"v1"')).status).toBe(428);
    expect((await publish(suite.owner, savedAt)).status).toBe(428);
    const done = await publish(await signIn('editor'), savedAt, '"v1"');
    expect(done.status).toBe(200);
    expect(done.headers.get('ETag')).toBe('"v2"');
    expect(await done.json()).toEqual({ facts: { ...defaultFirmFacts, companiesSupported: 640 }, draft: null });
    expect((await loadFirmFacts(suite.db)).facts.companiesSupported).toBe(640);
    expect(suite.hook.calls).toBe(1);
    const audit = await suite.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'settings_change').execute();
    expect(audit).toEqual([{ action: 'settings_change', entity_id: 'facts' }]);
  });

  it('survives a publish refused because the facts were saved since (412), and the facts keep that save', async () => {
    const savedAt = await drafted({ companiesSupported: 640 });
    const other = await adminRequest(siteSettings, 'PUT', BASE, { cookie: await signIn('editor'), body: { facts: { ...defaultFirmFacts, employees: 90 } }, headers: headers('"v1"') });
    expect(other.status).toBe(200);
    // Named on the facts' new version: still made on the old one, so it would undo the editor's save.
    for (const ifMatch of ['"v1"', '"v2"']) {
      const refused = await publish(suite.owner, savedAt, ifMatch);
      expect(refused.status).toBe(412);
      expect(((await refused.json()) as { current: FactsAnswer }).current).toMatchObject({ facts: { employees: 90, companiesSupported: 500 }, draft: { savedAt } });
    }
    expect((await readFactsDraft(suite.db))?.savedAt.toISOString()).toBe(savedAt);
    expect((await loadFirmFacts(suite.db)).facts).toEqual({ ...defaultFirmFacts, employees: 90 });
    expect(suite.hook.calls).toBe(1);
  });

  it('stays after the facts\' own save unless that save names it (?draftSavedAt=)', async () => {
    const savedAt = await drafted({ companiesSupported: 640 });
    const kept = await adminRequest(siteSettings, 'PUT', BASE, { cookie: suite.owner, body: { facts: { ...defaultFirmFacts, employees: 71 } }, headers: headers('"v1"') });
    expect(((await kept.json()) as FactsAnswer).draft).toMatchObject({ savedAt });
    const dropped = await adminRequest(siteSettings, 'PUT', `${BASE}?draftSavedAt=${encodeURIComponent(savedAt)}`, { cookie: suite.owner, body: { facts: { ...defaultFirmFacts, companiesSupported: 640 } }, headers: headers('"v2"') });
    expect(dropped.status).toBe(200);
    expect(((await dropped.json()) as FactsAnswer).draft).toBeNull();
    expect(await readFactsDraft(suite.db)).toBeUndefined();
  });

  it('answers 405 with the route\'s methods to a method it does not serve', async () => {
    const answer = await adminRequest(factsDraft, 'PATCH', `${BASE}/draft`, { cookie: suite.owner, body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toMatch(/DELETE/);
    const preview = await open('/api/facts-preview?key=home&locale=en&token=x', 'POST');
    expect(preview.status).toBe(405);
  });
});

describe('the preview of a facts draft', () => {
  it('is linked for a page and language (400 otherwise, 404 without a draft), on the site\'s address, by owners and editors', async () => {
    const none = await link(suite.owner, 'home', 'en');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ reason: 'no-draft' });
    await drafted({ companiesSupported: 640 });
    expect((await link(suite.owner, 'faq-nope', 'en')).status).toBe(400);
    expect((await link(suite.owner, 'home', 'xx')).status).toBe(400);
    expect((await link(await signIn('staff'), 'home', 'en')).status).toBe(403);
    expect((await link(await signIn('editor'), 'about', 'ko')).status).toBe(200);
    const url = await linkTo('home', 'en');
    expect(url.startsWith(`${origin()}/api/facts-preview?`)).toBe(true);
  });

  it('shows the English home page with the draft\'s figure and not the published one, a banner, noindex and no-store', async () => {
    await drafted({ companiesSupported: 640, responseHours: 12 });
    const shown = await open(await linkTo('home', 'en'));
    expect(shown.status).toBe(200);
    expect(asked).toEqual(['/en/']);
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const html = await shown.text();
    expect(html).toContain('<dd>640+</dd>');
    expect(html).not.toContain('<dd>500+</dd>');
    expect(html).toContain('Reply within 12 hours');
    expect(html).toContain('11,500 and 1,5000 stay');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('index, follow');
    const banner = /<div role="status" id="page-preview-banner"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(banner).toMatch(/^<p>Preview of the firm’s figures, draft saved .+<\/p>$/);
  });

  it('shows the Korean home page in Korean, its figures in its notation, and lists a figure the page does not show', async () => {
    await drafted({ companiesSupported: 1640, foundedYear: 2000, visaCases: 12000 });
    const html = await (await open(await linkTo('home', 'ko'))).text();
    expect(asked).toEqual(['/']);
    expect(html).toContain('<dd>1,640+</dd>');
    expect(html).not.toContain('<dd>500+</dd>');
    expect(html).toContain('<dd>12,000+</dd>');
    expect(html).toContain('<p>2000년부터</p>');
    expect(html).toContain(`<dd>${years + 3}년</dd>`);
    expect(html).toContain('content="2000년부터"');
    // Addresses are never figures.
    expect(html).toContain('href="https://x.test/500/"');
    expect(html).toContain('href="/notices/500"');
    expect(html).toMatch(/회사 수치 초안 미리보기 — .+ 저장/);
    expect(html).not.toContain('이 페이지에 보이지 않는 수치');
    const id = await (await open(await linkTo('home', 'id'))).text();
    expect(id).toContain('<dd>1.640+</dd><dd>12.000+</dd>');
    // The Indonesian stand-in shows no founding year: listed, in Indonesian.
    expect(id).toContain('angka tidak tampil di halaman ini');
    expect(id).toContain('<li>Tahun berdiri — nilai yang diterbitkan tidak ada di halaman ini</li>');
  });

  it('opens nothing with a malformed (400), another page\'s or language\'s token (403) or an expired one (401)', async () => {
    const savedAt = await drafted({ companiesSupported: 640 });
    const token = new URL(await linkTo('home', 'en')).searchParams.get('token')!;
    const at = (query: Record<string, string>) => open(`/api/facts-preview?${new URLSearchParams(query)}`);
    expect((await at({ key: 'home', locale: 'en' })).status).toBe(400);
    expect((await at({ key: 'faq', locale: 'en', token })).status).toBe(400);
    expect((await at({ key: 'home', locale: 'ko', token })).status).toBe(403);
    expect((await at({ key: 'about', locale: 'en', token })).status).toBe(403);
    const page = await signPreviewToken(SECRET, { kind: 'page', key: 'home', locale: 'en' }, new Date(savedAt), new Date());
    expect((await at({ key: 'home', locale: 'en', token: page.token })).status).toBe(403);
    const old = await signPreviewToken(SECRET, { kind: 'facts', key: 'home', locale: 'en' }, new Date(savedAt), new Date(Date.now() - 25 * 3600_000));
    const expired = await at({ key: 'home', locale: 'en', token: old.token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(asked).toEqual([]);
  });

  it('shows nothing once its draft is saved again (410) or gone (404)', async () => {
    const first = await drafted({ companiesSupported: 640 });
    const url = await linkTo('home', 'en');
    const second = await drafted({ companiesSupported: 650 }, first);
    const replaced = await open(url);
    expect(replaced.status).toBe(410);
    expect(await replaced.json()).toMatchObject({ reason: 'replaced' });
    const fresh = await linkTo('home', 'en');
    expect(await (await open(fresh)).text()).toContain('<dd>650+</dd>');
    expect((await discard(suite.owner, second)).status).toBe(200);
    const gone = await open(fresh);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ reason: 'no-draft' });
  });
});
