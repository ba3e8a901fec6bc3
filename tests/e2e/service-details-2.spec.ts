import { expect, test, type Page } from './fixtures.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs, type ServiceKey } from '#i18n/routes.ts';
import { getDictionary } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { company, defaultContactChannels } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { fillVisaContent, serviceVisaSeed, visaTabIds } from '#data/pages/service-visa/index.ts';

const visaPhone = company.phones[0];
import { fillRealestateContent, listingCategories, listingsOf, serviceRealestateSeed } from '#data/pages/service-realestate/index.ts';
import { fillMarketingContent, formatMillions, formatPopulation, serviceMarketingSeed } from '#data/pages/service-marketing/index.ts';

/** Visa, real estate and marketing detail pages. */

/** The first-run figures as this site's build counted them (its years since the founding, its service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date(), serviceAreas: Object.keys(serviceSlugs).length });
const pageUrl = (locale: Locale, service: ServiceKey) => encodeURI(localizePath(locale, `/services/${serviceSlugs[service]}`));
const hrefOf = (locale: Locale, path: string) => localizePath(locale, path);
const n = (locale: Locale, value: number) => formatNumber(locale, value);
/** The real-estate page's first-run texts and listings as the build fills them. */
const realestateIn = (locale: Locale) => fillRealestateContent(locale, serviceRealestateSeed[locale], figures);
const listingsIn = (locale: Locale) => listingsOf(locale, realestateIn(locale).board);

async function expectCommonLinks(page: Page, locale: Locale, back: string, cta: { primary: string; secondary: string }) {
  await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', hrefOf(locale, '/services'));
  const band = page.getByRole('complementary').filter({ has: page.getByRole('link', { name: cta.secondary, exact: true }) });
  await expect(band.getByRole('link', { name: cta.primary, exact: true })).toHaveAttribute('href', hrefOf(locale, '/contact'));
  await expect(band.getByRole('link', { name: cta.secondary, exact: true })).toHaveAttribute('href', hrefOf(locale, '/services'));
}

test.describe('visa page in every locale', () => {
  for (const { code: locale } of locales) {
    test(`${locale}: five visa tabs with their tables, the spec's visa figures, packages and links`, async ({ page }) => {
      const t = getDictionary(locale);
      const c = fillVisaContent(locale, serviceVisaSeed[locale], defaultContactChannels.officePhone, figures);
      await page.goto(pageUrl(locale, 'visa'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.visa.heading);

      const tabs = page.getByRole('tablist', { name: c.guide.tablistLabel }).getByRole('tab');
      await expect(tabs).toHaveText(visaTabIds.map((id) => new RegExp(`^${id.toUpperCase()}`, 'i')));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      // Spec figures per tab: VOA 30 days + 30, IDR 500,000; ITAS 1–6 / 7–24 months, 5 times, 6 years, USD 1,200;
      // ITAP 5 or 10 years, 3+ / 2+ years; VKSB 60 days, two extensions to 180, C18 to 120; VKBP 1/2/5 years, 60 days.
      const expected: Record<(typeof visaTabIds)[number], string[]> = {
        voa: [`IDR ${n(locale, 500000)}`, n(locale, 30)],
        itas: [n(locale, 24), n(locale, 6), n(locale, 5), `USD ${n(locale, 1200)}`],
        itap: [n(locale, 10), n(locale, 3), n(locale, 2)],
        vksb: [n(locale, 180), n(locale, 120), 'C18'],
        vkbp: [n(locale, 60), n(locale, 5)],
      };
      for (const [i, id] of visaTabIds.entries()) {
        const tab = c.guide.tabs[i]!;
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('heading', { level: 3, name: tab.title })).toBeVisible();
        const table = panel.getByRole('table', { name: tab.caption });
        await expect(table.getByRole('columnheader')).toHaveText(Object.values(c.guide.columns));
        await expect(table.getByRole('row')).toHaveCount(tab.rows.length + 1);
        for (const row of tab.rows) {
          const tr = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.type }) });
          await expect(tr.getByRole('cell')).toHaveText([row.method, row.validity, row.extension, row.remarks]);
        }
        for (const figure of expected[id]) await expect(table).toContainText(figure);
      }

      await expect(page.getByRole('heading', { name: c.notices[0]!.title })).toContainText(n(locale, 2));
      await expect(page.getByRole('heading', { name: c.notices[1]!.title })).toContainText(`USD ${n(locale, 1200)}`);

      const packages = page.getByRole('region', { name: c.packages.title });
      for (const item of c.packages.items) {
        await expect(packages.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
        await expect(packages.getByRole('link', { name: item.cta })).toHaveAttribute('href', hrefOf(locale, '/contact'));
      }
      await expect(packages.getByRole('link', { name: visaPhone.display, exact: true })).toHaveAttribute('href', `tel:${visaPhone.e164}`);
      await expect(page.getByRole('link', { name: c.hero.call })).toHaveAttribute('href', `tel:${visaPhone.e164}`);
      await expectCommonLinks(page, locale, c.back, c.cta);
    });
  }
});

test.describe('visa tabs', () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale}: VOA by default; arrows, Home and End move and select with roving tabindex`, async ({ page }) => {
      const c = fillVisaContent(locale, serviceVisaSeed[locale], defaultContactChannels.officePhone, figures);
      await page.goto(pageUrl(locale, 'visa'));
      const tabs = page.getByRole('tablist', { name: c.guide.tablistLabel }).getByRole('tab');
      const panel = page.getByRole('tabpanel');
      const title = (i: number) => c.guide.tabs[i]!.title;

      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(title(0));
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
      for (const i of [1, 2, 3, 4]) await expect(tabs.nth(i)).toHaveAttribute('tabindex', '-1');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(0).getAttribute('id')) ?? '');

      await tabs.nth(0).focus();
      const steps: Array<[string, number]> = [
        ['ArrowRight', 1],
        ['ArrowRight', 2],
        ['End', 4],
        ['ArrowRight', 0],
        ['ArrowLeft', 4],
        ['Home', 0],
        ['ArrowLeft', 4],
        ['ArrowLeft', 3],
      ];
      for (const [key, index] of steps) {
        await page.keyboard.press(key);
        await expect(tabs.nth(index)).toBeFocused();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.nth(index)).toHaveAttribute('tabindex', '0');
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(title(index));
      }
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);

      // Tab leaves the tablist for the panel.
      await page.keyboard.press('Tab');
      await expect(panel).toBeFocused();
    });
  }

  test('without JavaScript all five panels are readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const c = fillVisaContent('en', serviceVisaSeed.en, defaultContactChannels.officePhone, figures);
    await page.goto(pageUrl('en', 'visa'));
    for (const tab of c.guide.tabs) await expect(page.getByRole('heading', { level: 3, name: tab.title })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(5);
    await context.close();
  });
});

test.describe('real estate page in every locale', () => {
  for (const { code: locale } of locales) {
    test(`${locale}: blocks, six property types, indicative market figures, six listings and links`, async ({ page }) => {
      const t = getDictionary(locale);
      const c = realestateIn(locale);
      await page.goto(pageUrl(locale, 'realestate'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.realestate.heading);
      for (const title of [c.intro.title, c.opportunity.title, c.office.title, c.types.title, c.investment.title, c.market.title, c.board.title]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      const types = page.getByRole('region', { name: c.types.title }).getByRole('heading', { level: 3 });
      await expect(types).toHaveText(c.types.items.map((item) => item.title));
      const market = page.getByRole('region', { name: c.market.title });
      for (const stat of c.market.stats) await expect(market).toContainText(stat.value);
      await expect(market).toContainText(c.market.note);

      const board = page.getByRole('region', { name: c.board.title });
      const listings = listingsIn(locale);
      await expect(board.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);
      for (const listing of listings) {
        const card = board.getByRole('article').filter({ has: page.getByRole('heading', { name: listing.title, exact: true }) });
        await expect(card).toContainText(c.board.deals[listing.deal]);
        await expect(card).toContainText(listing.price);
        await expect(card).toContainText(listing.area);
        await expect(card.getByRole('img')).toHaveAttribute('alt', listing.imageAlt);
      }
      await expect(board.getByRole('group', { name: c.board.filterLabel }).getByRole('button')).toHaveText(
        listingCategories.map((category) => c.board.categories[category]),
      );
      await expect(page.getByRole('status')).toHaveText(c.board.resultOther.replace('{count}', n(locale, 6)));
      await expectCommonLinks(page, locale, c.back, c.cta);
    });
  }
});

test.describe('listing board', () => {
  for (const locale of ['en', 'ko'] as const) {
    test(`${locale}: search and category buttons filter the listings, with a live count and an empty state`, async ({ page }) => {
      const c = realestateIn(locale);
      const listings = listingsIn(locale);
      await page.goto(pageUrl(locale, 'realestate'));
      const board = page.getByRole('region', { name: c.board.title });
      const search = board.getByRole('searchbox', { name: c.board.searchLabel });
      const status = board.getByRole('status');
      const buttons = board.getByRole('group', { name: c.board.filterLabel });
      const cards = board.getByRole('article');
      const shown = async (ids: string[]) => {
        await expect(cards).toHaveCount(ids.length);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(ids.map((id) => listings.find((l) => l.id === id)!.title));
      };
      const count = (k: number) => (k === 0 ? c.board.resultNone : c.board.resultOther.replace('{count}', n(locale, k)));

      await expect(buttons.getByRole('button', { name: c.board.categories.all })).toHaveAttribute('aria-pressed', 'true');
      await search.fill('CÍKARANG');
      await shown(['factory-cikarang']);
      await expect(status).toHaveText(locale === 'en' ? '1 listing' : count(1));

      await search.fill('jakarta');
      await shown(['apartment-senopati', 'apartment-kuningan', 'office-sudirman']);
      await buttons.getByRole('button', { name: c.board.categories.lease }).click();
      await expect(buttons.getByRole('button', { name: c.board.categories.lease })).toHaveAttribute('aria-pressed', 'true');
      await expect(buttons.getByRole('button', { name: c.board.categories.all })).toHaveAttribute('aria-pressed', 'false');
      await shown(['apartment-senopati', 'office-sudirman']);
      await expect(status).toHaveText(count(2));

      await search.fill('');
      await buttons.getByRole('button', { name: c.board.categories.factory }).click();
      await shown(['factory-cikarang', 'factory-karawang']);
      await buttons.getByRole('button', { name: c.board.categories.officeLand }).click();
      await shown(['office-sudirman', 'land-batam']);
      await buttons.getByRole('button', { name: c.board.categories.apartment }).click();
      await shown(['apartment-senopati', 'apartment-kuningan']);
      // Pressing the active category again turns it off.
      await buttons.getByRole('button', { name: c.board.categories.apartment }).click();
      await expect(buttons.getByRole('button', { name: c.board.categories.apartment })).toHaveAttribute('aria-pressed', 'false');
      await shown(listings.map((l) => l.id));
      await expect(status).toHaveText(count(6));

      await search.fill('surabaya');
      await expect(cards).toHaveCount(0);
      await expect(board.getByRole('heading', { name: c.board.emptyTitle })).toBeVisible();
      await expect(status).toHaveText(c.board.resultNone);
      await board.getByRole('button', { name: c.board.reset }).click();
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      await shown(listings.map((l) => l.id));
      await expect(board.getByRole('heading', { name: c.board.emptyTitle })).toBeHidden();
    });

    test(`${locale}: details open a labelled modal dialog that closes with Escape or its button and returns focus`, async ({ page }) => {
      const c = realestateIn(locale);
      const [first, , , , fifth] = listingsIn(locale);
      await page.goto(pageUrl(locale, 'realestate'));
      const board = page.getByRole('region', { name: c.board.title });

      const opener = board.getByRole('button', { name: c.board.detailsLabel.replace('{title}', first!.title) });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: first!.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(first!.summary);
      await expect(dialog).toContainText(first!.price);
      await expect(dialog).toContainText(first!.terms);
      await expect(dialog.getByRole('link', { name: c.board.dialogCta })).toHaveAttribute('href', hrefOf(locale, '/contact'));
      expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      const other = board.getByRole('button', { name: c.board.detailsLabel.replace('{title}', fifth!.title) });
      await other.click();
      const second = page.getByRole('dialog', { name: fifth!.title });
      await expect(second).toBeVisible();
      await second.getByRole('button', { name: c.board.close }).last().click();
      await expect(second).toBeHidden();
      await expect(other).toBeFocused();
    });
  }

  test('without JavaScript all six listings are visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const c = realestateIn('en');
    await page.goto(pageUrl('en', 'realestate'));
    const board = page.getByRole('region', { name: c.board.title });
    await expect(board.getByRole('article')).toHaveCount(6);
    await expect(board.getByRole('searchbox')).toBeHidden();
    await context.close();
  });
});

test.describe('marketing page in every locale', () => {
  for (const { code: locale } of locales) {
    test(`${locale}: five services, the platform user table, three cases, culture figures and links`, async ({ page }) => {
      const t = getDictionary(locale);
      const c = fillMarketingContent(locale, serviceMarketingSeed[locale], figures);
      await page.goto(pageUrl(locale, 'marketing'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.marketing.heading);

      const services = page.getByRole('region', { name: c.services.title });
      for (const item of c.services.items) await expect(services.getByRole('heading', { level: 3, name: item.title })).toBeVisible();

      const table = page.getByRole('table', { name: c.platforms.caption });
      await expect(table.getByRole('columnheader')).toHaveText(Object.values(c.platforms.columns));
      const spec = { Instagram: 89.2, Facebook: 128.1, TikTok: 99.1, YouTube: 139.4, WhatsApp: 169.8, Shopee: 93.4 };
      await expect(table.getByRole('rowheader')).toHaveText(Object.keys(spec));
      for (const [name, users] of Object.entries(spec)) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(row.getByRole('cell').first()).toHaveText(formatMillions(locale, users));
      }

      const cases = page.getByRole('region', { name: c.cases.title });
      await expect(cases.getByRole('article')).toHaveCount(3);
      for (const item of c.cases.items) {
        const card = cases.getByRole('article').filter({ has: page.getByRole('heading', { name: item.company }) });
        await expect(card).toContainText(item.challenge);
        await expect(card).toContainText(item.solution);
        await expect(card).toContainText(item.result);
      }

      const culture = page.getByRole('region', { name: c.culture.title });
      await expect(culture).toContainText('87%');
      await expect(culture).toContainText(formatPopulation(locale, 270_000_000));
      for (const note of c.culture.notes) await expect(culture.getByRole('heading', { name: note.title })).toBeVisible();
      await expectCommonLinks(page, locale, c.back, c.cta);
    });
  }
});

test.describe('phone layout @phone', () => {
  for (const service of ['visa', 'realestate', 'marketing'] as const) {
    for (const locale of ['ko', 'en', 'id'] as const) {
      test(`${locale} ${service}: no horizontal page scroll`, async ({ page }) => {
        await page.goto(pageUrl(locale, service));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
