/**
 * The home page in every locale: the four anchored sections, the firm's figures, the six service
 * cards and their detail links, the two technology cards, the four case studies with their
 * section-9 results, the head-office contact details, and the in-page scrolling calls to action.
 */
import { expect, test, type Page } from './fixtures.ts';
import { figure } from '#lib/figures.ts';
import { company } from '#data/company.ts';
import { defaultFirmFacts as firm } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { homeSeed } from '#data/pages/home/index.ts';
import { serviceCards } from '#lib/service-catalog.ts';
import { servicesSeed } from '#data/pages/services/index.ts';
import { getDictionary } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';

/** The years of experience as the site counts them at build: the firm's year less the first-run founding year (23 in 2026). */
const yearsNow = countedFigures(firm, { at: new Date(), serviceAreas: 6 }).yearsOfExperience;

/** Section 9: the two headline results of each case, as the visitor reads them. */
const caseResults = (locale: Locale) => [
  [figure(locale, 6), '100%'],
  [figure(locale, 50), '95%'],
  [figure(locale, 3), figure(locale, 10)],
  ['30%', `${formatNumber(locale, 2000)} m²`],
];

const section = (page: Page, id: string) => page.locator(`section#${id}`);

for (const { code } of locales) {
  test.describe(`home (${code})`, () => {
    const t = getDictionary(code);
    const c = homeSeed[code];
    const home = localizePath(code, '/');

    test.beforeEach(async ({ page }) => {
      await page.goto(home);
    });

    test('hero: badge, one h1, both calls to action, four figures', async ({ page }) => {
      for (const id of ['home', 'services', 'case-studies', 'contact']) await expect(section(page, id)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const hero = page.getByRole('region', { name: t.pages.home.heading });
      await expect(hero).toHaveAttribute('id', 'home');
      await expect(hero).toContainText(String(firm.foundedYear));
      await expect(hero.getByRole('link', { name: c.hero.primaryCta })).toHaveAttribute('href', '#contact');
      await expect(hero.getByRole('link', { name: c.hero.secondaryCta })).toHaveAttribute('href', '#services');

      const stats = hero.locator('dl > div');
      await expect(stats).toHaveCount(4);
      const expected = [
        [formatNumber(code, yearsNow), c.hero.stats.years.label],
        [`${formatNumber(code, 500)}+`, c.hero.stats.projects.label],
        [`${formatNumber(code, 10000)}+`, c.hero.stats.visas.label],
        [`${formatNumber(code, 70)}+`, c.hero.stats.employees.label],
      ];
      for (const [index, [value, label]] of expected.entries()) {
        await expect(stats.nth(index).getByRole('definition')).toContainText(value!);
        await expect(stats.nth(index).getByRole('term')).toHaveText(label!);
      }
    });

    test('six service cards link to the six detail pages', async ({ page }) => {
      const services = page.getByRole('region', { name: c.services.title });
      await expect(services).toHaveAttribute('id', 'services');
      const cards = serviceCards(servicesSeed[code]);
      expect(cards.map((card) => card.key)).toEqual(['investment', 'establishment', 'visa', 'hr', 'realestate', 'marketing']);
      await expect(services.getByRole('listitem')).toHaveCount(6);
      await expect(services.getByRole('heading', { level: 3 })).toHaveText(cards.map((card) => card.title));
      for (const card of cards) {
        const link = services.getByRole('link', { name: card.title, exact: true });
        await expect(link).toHaveAttribute('href', localizePath(code, `/services/${serviceSlugs[card.key]}`));
        await expect(services.getByRole('listitem').filter({ has: page.getByRole('link', { name: card.title, exact: true }) })).toContainText(card.summary);
      }
      await expect(services.getByRole('link', { name: c.services.all })).toHaveAttribute('href', localizePath(code, '/services'));
    });

    test('a service card opens its detail page', async ({ page }) => {
      const visa = serviceCards(servicesSeed[code]).find((card) => card.key === 'visa')!;
      await section(page, 'services').getByRole('link', { name: visa.title, exact: true }).click();
      await expect(page).toHaveURL(encodeURI(localizePath(code, `/services/${serviceSlugs.visa}`)));
    });

    test('technology: two cards with title and description', async ({ page }) => {
      const technology = page.getByRole('region', { name: c.technology.title });
      await expect(technology.getByRole('listitem')).toHaveCount(2);
      for (const card of c.technology.cards) {
        await expect(technology.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
        await expect(technology).toContainText(card.description);
      }
    });

    test('four case studies, each with category, image, tags and its two section-9 results', async ({ page }) => {
      const cases = page.getByRole('region', { name: c.cases.title });
      await expect(cases).toHaveAttribute('id', 'case-studies');
      const articles = cases.getByRole('article');
      await expect(articles).toHaveCount(4);
      const results = caseResults(code);
      for (const [index, item] of c.cases.items.entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole('heading', { level: 3 })).toHaveText(item.title);
        await expect(article).toContainText(item.category);
        await expect(article).toContainText(item.description);
        const image = article.getByRole('img', { name: item.imageAlt });
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect(article.getByRole('list', { name: c.cases.tagsLabel }).getByRole('listitem')).toHaveCount(item.tags.length);
        const metrics = article.getByRole('definition');
        await expect(metrics).toHaveCount(2);
        await expect(article.getByRole('term')).toHaveText(item.metrics.map((m) => m.label));
        const [first, second] = results[index]!;
        await expect(metrics.nth(0)).toContainText(first!);
        await expect(metrics.nth(1)).toContainText(second!);
      }
      await expect(cases.getByRole('link', { name: c.cases.cta })).toHaveAttribute('href', '#contact');
    });

    test('contact: head-office address, phones, e-mail and the inquiry form slot', async ({ page }) => {
      const contact = page.getByRole('region', { name: c.contact.title });
      await expect(contact).toHaveAttribute('id', 'contact');
      await expect(contact.getByRole('heading', { level: 3, name: c.contact.officeHeading })).toBeVisible();
      await expect(contact).toContainText(company.address.street);
      await expect(contact).toContainText(String(firm.responseHours));
      for (const phone of company.phones) {
        await expect(contact.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
      }
      await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
      await expect(contact.locator('#inquiry-home')).toHaveCount(1);
    });

    test('no placeholder is left unfilled', async ({ page }) => {
      await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
    });

    test('the calls to action scroll to their sections', async ({ page }) => {
      const hero = section(page, 'home');
      await hero.getByRole('link', { name: c.hero.secondaryCta }).click();
      await expect(page).toHaveURL(/#services$/);
      await expect(section(page, 'services').getByRole('heading', { level: 2 })).toBeInViewport();

      await page.goto(home);
      await hero.getByRole('link', { name: c.hero.primaryCta }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(section(page, 'contact').getByRole('heading', { level: 2 })).toBeInViewport();

      await page.goto(home);
      await section(page, 'case-studies').getByRole('link', { name: c.cases.cta }).click();
      await expect(section(page, 'contact').getByRole('heading', { level: 2 })).toBeInViewport();
      // The sticky header must not cover the section heading it scrolled to.
      await expect
        .poll(async () => {
          const header = await page.locator('body > header').boundingBox();
          const heading = await section(page, 'contact').getByRole('heading', { level: 2 }).boundingBox();
          return header && heading ? heading.y >= header.y + header.height : false;
        })
        .toBe(true);
    });
  });
}

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero links still reach their sections', async ({ page }) => {
    const c = homeSeed.en;
    const hero = page.locator('section#home');
    await page.goto('/en/');
    await hero.getByRole('link', { name: c.hero.primaryCta }).click();
    await expect(page.locator('section#contact h2')).toBeInViewport();
    await page.goto('/en/');
    await hero.getByRole('link', { name: c.hero.secondaryCta }).click();
    await expect(page.locator('section#services h2')).toBeInViewport();
  });
});

test.describe('home on a phone @phone', () => {
  for (const { code } of locales) {
    test(`${code}: no horizontal scroll at 320 px, figures on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(localizePath(code, '/'));
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      for (const dd of await page.locator('section#home dd, section#case-studies dd').all()) {
        const lines = await dd.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines, await dd.innerText()).toBe(1);
      }
    });
  }
});
