/**
 * The pages' content policy (src/lib/content-policy.ts) breaks nothing: every page type, in Korean
 * and English, with its islands hydrated and its interactive parts used (a notice opened, an FAQ
 * expanded, the click-to-load map shown, the inquiry form on the contact page typed into), raises no violation. The
 * directives themselves are checked on every built page by the site tests (tests/quality/headers.ts).
 */
import { expect, test } from './fixtures.ts';
import { contactSeed } from '#data/pages/contact/index.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import { localizePath } from '#i18n/routes.ts';
import { watchContentPolicy } from './content-policy.ts';
import { hydrateIslands } from './page-helpers.ts';

const PAGES = ['/', '/about', '/services', '/services/visa', '/services/hr', '/faq', '/about/csr', '/about/csr/1', '/contact', '/contact/thanks', '/no-such-page'];

for (const code of ['ko', 'en'] as const) {
  test(`${code}: every page type loads and hydrates without a content-policy violation`, async ({ page }) => {
    const violations = await watchContentPolicy(page);
    for (const path of PAGES) {
      await page.goto(localizePath(code, path));
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test(`${code}: notices opened, the map shown, the form typed into: no violation`, async ({ page }) => {
    const violations = await watchContentPolicy(page);
    await page.goto(localizePath(code, '/notices'));
    await hydrateIslands(page);
    await expect(page.locator('[data-state="fresh"]')).toBeVisible();
    await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first().getByRole('button', { name: new RegExp(noticesSeed[code].readMore) }).click();
    expect(await violations(), 'notices').toEqual([]);

    await page.goto(localizePath(code, '/contact'));
    await page.getByRole('button', { name: contactSeed[code].office.showMap }).first().click();
    await expect(page.locator('iframe').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'contact map').toEqual([]);

    await page.getByRole('textbox', { name: inquirySeed[code].form.fields.name.label }).pressSequentially('Kim');
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'inquiry form').toEqual([]);
  });
}
