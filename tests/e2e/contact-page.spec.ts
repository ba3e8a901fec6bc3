/**
 * The Contact page in every locale: promises, phone and e-mail links, opening hours, the emergency
 * line, the why-us figures, and the head-office map that loads only when the visitor asks for it.
 */
import { expect, test, type Page } from './fixtures.ts';
import { company } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { contactSeed } from '#data/pages/contact/index.ts';
import { format } from '#i18n/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';

/** The years of experience as the site counts them at build: the firm's year less the first-run founding year (23 in 2026). */
const yearsNow = countedFigures(defaultFirmFacts, { at: new Date(), serviceAreas: 6 }).yearsOfExperience;
const years: Record<Locale, string> = { ko: `${yearsNow}년`, en: `${yearsNow}`, id: `${yearsNow}`, zh: `${yearsNow}年`, ja: `${yearsNow}年` };

/** Every request the page makes to another origin than the site's. */
function watchForeignRequests(page: Page, baseURL: string) {
  const foreign: string[] = [];
  const own = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== own) foreign.push(url);
  });
  return foreign;
}

for (const { code } of locales) {
  test.describe(`${code}: contact page`, () => {
    test('promises a reply within 24 hours and a free first consultation', async ({ page }) => {
      const c = contactSeed[code];
      await page.goto(localizePath(code, '/contact'));
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(c.hero.title);
      await expect(page.getByText(c.hero.badge, { exact: true }).first()).toBeVisible();
      const promise = format(c.hero.response, { hours: 24 });
      expect(promise).toContain('24');
      await expect(page.getByRole('main').getByText(promise, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(c.hero.free, { exact: true })).toBeVisible();
      await expect(page.getByText(format(c.form.note, { hours: 24 }))).toBeVisible();
      await expect(page.getByText(c.form.consultation)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: c.form.title })).toBeVisible();
      await expect(page.locator('#inquiry-contact')).toHaveCount(1);
    });

    test('phone and e-mail links, opening hours with the time zone, the emergency line', async ({ page }) => {
      const c = contactSeed[code];
      await page.goto(localizePath(code, '/contact'));
      const details = page.getByRole('region', { name: c.details.title });
      for (const phone of company.phones) {
        await expect(details.locator(`a[href="tel:${phone.e164}"]`).first()).toBeVisible();
      }
      await expect(details.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);

      await expect(details.getByRole('heading', { level: 3, name: c.details.hoursTitle })).toBeVisible();
      const hours = details.locator('dl');
      await expect(hours.getByText(c.details.weekdays, { exact: true })).toBeVisible();
      await expect(hours.getByText(/08:00\s*[–〜-]\s*17:00/)).toBeVisible();
      await expect(hours.getByText(c.details.weekend, { exact: true })).toBeVisible();
      await expect(hours.getByText(c.details.closed, { exact: true })).toBeVisible();
      await expect(details.getByText(c.details.timezone)).toContainText('UTC+7');

      await expect(details.getByRole('heading', { level: 3, name: c.details.emergencyTitle })).toBeVisible();
      await expect(details.getByText(c.details.emergencyText)).toBeVisible();
      const mobile = company.phones[1]!;
      await expect(details.locator(`a[href="tel:${mobile.e164}"]`)).toHaveCount(2);
    });

    test('why choose us: the counted years, 500+ projects, 70+ employees', async ({ page }) => {
      const c = contactSeed[code];
      await page.goto(localizePath(code, '/contact'));
      const why = page.getByRole('region', { name: c.why.title });
      const items = why.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText(years[code]);
      await expect(items.nth(0)).toContainText(c.why.items.experience.label);
      await expect(items.nth(1)).toContainText('500+');
      await expect(items.nth(2)).toContainText('70+');
    });

    test('the map loads only after "Show map"; nothing leaves the site before', async ({ page, baseURL }) => {
      const c = contactSeed[code];
      const foreign = watchForeignRequests(page, baseURL!);
      // After the click the embed is answered locally, so the test needs no Internet access.
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
      );
      await page.goto(localizePath(code, '/contact'));
      await page.waitForLoadState('networkidle');
      const office = page.getByRole('region', { name: c.office.title });
      await office.scrollIntoViewIfNeeded();
      await expect(office.getByRole('img', { name: c.office.mapAlt })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(foreign).toEqual([]);

      const address = office.locator('address');
      for (const part of company.address.street.split(/,\s*/)) await expect(address).toContainText(part);
      await expect(address).toContainText(company.address.postalCode);
      const external = office.getByRole('link', { name: new RegExp(c.office.openInMaps) });
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);
      await expect(external).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

      await office.getByRole('button', { name: c.office.showMap }).click();
      const map = office.locator('iframe');
      await expect(map).toHaveCount(1);
      await expect(map).toHaveAttribute('title', c.office.mapTitle);
      const src = new URL((await map.getAttribute('src')) ?? '');
      expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps');
      expect(src.searchParams.get('output')).toBe('embed');
      expect(src.searchParams.get('q')).toContain(company.address.street);
      await expect(map).toBeVisible();
      await expect.poll(() => foreign.some((url) => url.startsWith('https://www.google.com/maps?q='))).toBe(true);
      await expect(office.getByRole('button', { name: c.office.showMap })).toHaveCount(0);
    });
  });
}

test('contact: without JavaScript the map button stays hidden and the Google Maps link remains', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const c = contactSeed.en;
  await page.goto(localizePath('en', '/contact'));
  await expect(page.getByRole('button', { name: c.office.showMap })).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(c.office.openInMaps) })).toBeVisible();
  await context.close();
});
