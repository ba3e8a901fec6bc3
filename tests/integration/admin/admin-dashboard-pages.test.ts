/**
 * The dashboard's page coverage (`pages` of GET /api/admin/dashboard), worked out from the pages
 * list: every page current at first run; a Korean save through the pages API makes that page's
 * translations stale in every language, and saving one translation makes that language current
 * again; for the roles that see the translation coverage, null for staff.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import adminDashboard from '#functions/admin-dashboard.ts';
import adminPages from '#functions/admin-pages.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import type { PageCoverage } from '#domain/pages/coverage.ts';
import { PAGE_KEYS } from '#domain/pages/registry.ts';
import { adminRequest, signIn } from '../helpers/admin-test-helpers.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

const suite = usePublishingSuite(['site_pages', 'site_page_revisions']);
let owner: string;
beforeEach(() => {
  ({ owner } = suite);
});

const faq = pageSeeds.faq;
const total = PAGE_KEYS.length;

async function dashboard(cookie: string): Promise<{ status: number; body: { translations: unknown; pages: PageCoverage | null } }> {
  const answer = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie });
  return { status: answer.status, body: (await answer.json()) as { translations: unknown; pages: PageCoverage | null } };
}

const save = (locale: string, content: unknown, ifMatch: string) =>
  adminRequest(adminPages, 'PUT', `/api/admin/pages/faq?locale=${locale}`, { cookie: owner, params: { key: 'faq' }, body: { content }, headers: { 'If-Match': ifMatch } });

const allCurrent = { current: total, total, staleFields: 0, stalePages: [] };

describe('the dashboard\'s page coverage', () => {
  it('reads every page current in every language at first run', async () => {
    const { status, body } = await dashboard(owner);
    expect(status).toBe(200);
    expect(body.pages).toEqual({ en: allCurrent, id: allCurrent, zh: allCurrent, ja: allCurrent });
  });

  it('flags a page stale in every language after a Korean save, and current again in the language whose translation is saved', async () => {
    const korean = { ...faq.ko, hero: { ...faq.ko.hero, title: '자주 묻는 질문과 답변' }, loading: '질문을 불러오는 중…' };
    expect((await save('ko', korean, '"v1"')).status).toBe(200);
    const stale = { current: total - 1, total, staleFields: 2, stalePages: ['faq'] };
    expect((await dashboard(owner)).body.pages).toEqual({ en: stale, id: stale, zh: stale, ja: stale });

    expect((await save('en', { ...faq.en, hero: { ...faq.en.hero, title: 'Questions and answers' } }, '"v1"')).status).toBe(200);
    expect((await dashboard(owner)).body.pages).toEqual({ en: allCurrent, id: stale, zh: stale, ja: stale });
  });

  it('goes to the roles that see the translation coverage: editors, not staff', async () => {
    const editor = await dashboard(await signIn('editor'));
    expect(editor.body.translations).not.toBeNull();
    expect(editor.body.pages).toMatchObject({ en: { total } });
    const staff = await dashboard(await signIn('staff'));
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ translations: null, pages: null });
  });
});
