/**
 * A service page's address in the admin API: the code's slug with no earlier address until named; a
 * rename checked by the slug rules (400 by field), refused when the slug is, or was, another service's in
 * that locale (409), audited and rebuilding, the old address kept as an earlier one; naming an earlier
 * slug makes it the address again; Korean and pages without an address refused; owners and editors only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminPageAddress from '#functions/admin-page-address.ts';
import type { PageAddressDocument } from '#domain/pages/service-slugs.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import type { HookServer } from '../helpers/admin-content-hooks.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let hook: HookServer;
let owner: string;

const suite = usePublishingSuite(['service_slugs']);
beforeEach(() => {
  ({ db, hook, owner } = suite);
});

const url = (key: string, locale?: string) => `/api/admin/pages/${key}/address${locale ? `?locale=${locale}` : ''}`;
const read = (cookie: string, key: string, locale?: string) => adminRequest(adminPageAddress, 'GET', url(key, locale), { cookie, params: { key } });
const rename = (cookie: string, key: string, locale: string, slug: unknown, language?: string) =>
  adminRequest(adminPageAddress, 'PUT', url(key, locale), { cookie, params: { key }, body: { slug }, headers: language ? { 'Accept-Language': language } : {} });
const address = async (answer: Response) => ((await answer.json()) as { address: PageAddressDocument }).address;

describe("a service page's address", () => {
  it("is the code's slug with no earlier address until the firm names one", async () => {
    const answer = await read(owner, 'service-establishment', 'en');
    expect(answer.status).toBe(200);
    expect(await address(answer)).toEqual({
      key: 'service-establishment',
      locale: 'en',
      slug: 'company-establishment',
      path: '/en/services/company-establishment',
      codeSlug: 'company-establishment',
      earlier: [],
    });
    expect((await address(await read(owner, 'service-visa', 'id'))).slug).toBe('layanan-visa');
  });

  it('is renamed, audited and rebuilt; the address it had becomes an earlier one', async () => {
    const answer = await rename(owner, 'service-establishment', 'en', ' setting-up-a-company ');
    expect(answer.status).toBe(200);
    const renamed = await address(answer);
    expect(renamed).toMatchObject({ slug: 'setting-up-a-company', path: '/en/services/setting-up-a-company' });
    expect(renamed.earlier).toEqual([{ slug: 'company-establishment', path: '/en/services/company-establishment', since: null }]);
    expect(hook.calls).toBe(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'entity', 'entity_id', 'summary']).where('entity', '=', 'service_slugs').execute();
    expect(audit).toEqual([
      { action: 'update', entity: 'service_slugs', entity_id: 'service-establishment/en', summary: 'Service address: service-establishment (en) /en/services/company-establishment -> /en/services/setting-up-a-company' },
    ]);
    // Other locales and services keep theirs.
    expect((await address(await read(owner, 'service-establishment', 'ja'))).slug).toBe('company-establishment');
    expect((await address(await read(owner, 'service-visa', 'en'))).earlier).toEqual([]);
  });

  it('becomes an earlier slug again when named again, which moves to now and leaves the rest earlier', async () => {
    await rename(owner, 'service-hr', 'en', 'people-and-payroll');
    await rename(owner, 'service-hr', 'en', 'hr-services');
    const back = await address(await rename(owner, 'service-hr', 'en', 'people-and-payroll'));
    expect(back.slug).toBe('people-and-payroll');
    expect(back.earlier.map((e) => e.slug)).toEqual(['hr-management', 'hr-services']);
    const code = await address(await rename(owner, 'service-hr', 'en', 'hr-management'));
    expect(code.slug).toBe('hr-management');
    expect(code.earlier.map((e) => e.slug)).toEqual(['hr-services', 'people-and-payroll']);
    expect(hook.calls).toBe(4);
  });

  it('keeps its address without a rebuild or an audit line when named as it is', async () => {
    const same = await rename(owner, 'service-visa', 'en', 'visa-services');
    expect(same.status).toBe(200);
    expect((await address(same)).earlier).toEqual([]);
    expect(hook.calls).toBe(0);
    expect(await db.selectFrom('service_slugs').selectAll().execute()).toEqual([]);
  });
});

describe('a rename refused', () => {
  it('answers 400 with the field for a slug the rules refuse, in the admin language, storing nothing', async () => {
    for (const slug of ['Visa-Services', 'visa_services', '비자', 'ab', 'x'.repeat(81), 'index', '', 42, null]) {
      const answer = await rename(owner, 'service-visa', 'en', slug);
      expect(answer.status, String(slug)).toBe(400);
      expect(await answer.json()).toMatchObject({ fields: { slug: expect.any(String) } });
    }
    const english = await rename(owner, 'service-visa', 'en', 'Visa', 'en');
    expect(await english.json()).toMatchObject({ fields: { slug: expect.stringContaining('lowercase') } });
    expect(await db.selectFrom('service_slugs').selectAll().execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });

  it("answers 409 when the slug is another service's in that locale, now or earlier, and allows it in another locale", async () => {
    const now = await rename(owner, 'service-visa', 'en', 'hr-management');
    expect(now.status).toBe(409);
    expect(await now.json()).toMatchObject({ fields: { slug: expect.any(String) } });
    await rename(owner, 'service-hr', 'en', 'people-and-payroll');
    // hr-management is now an earlier address of the HR page: it stays that page's.
    expect((await rename(owner, 'service-visa', 'en', 'hr-management')).status).toBe(409);
    expect((await rename(owner, 'service-visa', 'en', 'people-and-payroll')).status).toBe(409);
    expect((await rename(owner, 'service-visa', 'id', 'people-and-payroll')).status).toBe(200);
    const stored = await db.selectFrom('service_slugs').select(['locale', 'slug', 'service_key']).orderBy('locale').execute();
    expect(stored).toEqual([
      { locale: 'en', slug: 'people-and-payroll', service_key: 'hr' },
      { locale: 'id', slug: 'people-and-payroll', service_key: 'visa' },
    ]);
  });

  it('answers 400 for Korean (the specification’s addresses) or no locale, 404 for a page without an address', async () => {
    const korean = await read(owner, 'service-visa', 'ko');
    expect(korean.status).toBe(400);
    expect(await korean.json()).toMatchObject({ fields: { locale: expect.any(String) } });
    expect((await rename(owner, 'service-visa', 'ko', 'visa-services')).status).toBe(400);
    expect((await read(owner, 'service-visa')).status).toBe(400);
    expect((await read(owner, 'service-visa', 'fr')).status).toBe(400);
    for (const key of ['services', 'faq', 'home', 'nope']) expect((await read(owner, key, 'en')).status, key).toBe(404);
    expect((await rename(owner, 'about', 'en', 'about-us')).status).toBe(404);
  });

  it('is for owners and editors: staff get 403', async () => {
    expect((await read(await signIn('editor'), 'service-visa', 'en')).status).toBe(200);
    expect((await rename(await signIn('editor'), 'service-visa', 'en', 'visas')).status).toBe(200);
    expect((await read(await signIn('staff'), 'service-visa', 'en')).status).toBe(403);
    expect((await rename(await signIn('staff'), 'service-visa', 'en', 'visa-help')).status).toBe(403);
  });
});
