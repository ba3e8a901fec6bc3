/**
 * The services overview in every locale: hero with its four figures, six service cards with
 * staffing badge, features and a detail link, the three reasons, and the call to action to /contact.
 */
import { expect, test } from './fixtures.ts';
import { company } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { serviceCards } from '#lib/service-catalog.ts';
import { servicesSeed } from '#data/pages/services/index.ts';
import { getDictionary } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { locales } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';

/** The years of experience as the site counts them at build: the firm's year less the first-run founding year (23 in 2026). */
const yearsNow = countedFigures(defaultFirmFacts, { at: new Date(), serviceAreas: 6 }).yearsOfExperience;

const taskForce = new Set(['investment', 'establishment', 'hr']);

for (const { code } of locales) {
  test.describe(`services overview (${code})`, () => {
    const t = getDictionary(code);
    const c = servicesSeed[code];
    const cards = serviceCards(servicesSeed[code]);

    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath(code, '/services'));
    });

    test('hero: one h1 and the four figures', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.services.heading);
      const stats = page.locator('main section').first().locator('dl > div');
      await expect(stats).toHaveCount(4);
      const expected = [
        [`${formatNumber(code, 500)}+`, c.hero.stats.companies.label],
        [formatNumber(code, 6), c.hero.stats.services.label],
        [`${formatNumber(code, 70)}+`, c.hero.stats.experts.label],
        [formatNumber(code, yearsNow), c.hero.stats.years.label],
      ];
      for (const [index, [value, label]] of expected.entries()) {
        await expect(stats.nth(index).getByRole('definition')).toContainText(value!);
        await expect(stats.nth(index).getByRole('term')).toHaveText(label!);
      }
      const breadcrumb = page.getByRole('navigation', { name: t.a11y.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: t.nav.home })).toHaveAttribute('href', localizePath(code, '/'));
    });

    test('six service cards with badge, description, features and a detail link', async ({ page }) => {
      const list = page.getByRole('region', { name: c.list.title });
      const articles = list.getByRole('article');
      await expect(articles).toHaveCount(6);
      for (const [index, card] of cards.entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole('heading', { level: 3 })).toHaveText(card.title);
        await expect(article).toContainText(card.description);
        const badge = taskForce.has(card.key) ? c.serviceTypes.taskForce : c.serviceTypes.consultant;
        await expect(article.getByText(badge, { exact: true })).toBeVisible();
        await expect(article.getByRole('list', { name: c.list.featuresLabel }).getByRole('listitem')).toHaveText([...card.features]);
        const detail = article.getByRole('link', { name: `${c.list.detail} (${card.title})` });
        await expect(detail).toHaveAttribute('href', localizePath(code, `/services/${serviceSlugs[card.key]}`));
      }
    });

    test('a detail button opens the service page', async ({ page }) => {
      const hr = cards.find((card) => card.key === 'hr')!;
      await page.getByRole('link', { name: `${c.list.detail} (${hr.title})` }).click();
      await expect(page).toHaveURL(encodeURI(localizePath(code, `/services/${serviceSlugs.hr}`)));
    });

    test('why choose us: three reasons', async ({ page }) => {
      const why = page.getByRole('region', { name: c.why.title });
      await expect(why.getByRole('heading', { level: 3 })).toHaveText(c.why.reasons.map((r) => r.title));
      await expect(why).toContainText(`${formatNumber(code, 10000)}`);
      await expect(why).toContainText('100%');
    });

    test('the closing call to action leads to /contact', async ({ page }) => {
      const main = page.getByRole('main');
      const contact = main.getByRole('link', { name: c.cta.primary, exact: true });
      await expect(contact).toHaveAttribute('href', localizePath(code, '/contact'));
      const [office] = company.phones;
      const call = main.getByRole('link', { name: office.display, exact: true });
      await expect(call).toHaveAttribute('href', `tel:${office.e164}`);
      await contact.click();
      await expect(page).toHaveURL(localizePath(code, '/contact'));
    });

    test('no placeholder is left unfilled', async ({ page }) => {
      await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
    });
  });
}

test.describe('services overview on a phone @phone', () => {
  for (const { code } of locales) {
    test(`${code}: no horizontal scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(localizePath(code, '/services'));
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    });
  }
});
