/**
 * The investment, company-establishment and labour/HR detail pages in every locale: the key blocks,
 * the business constants (the first-run firm facts and the pages' figures) as the visitor reads them (formatted per locale), the
 * BPJS amounts computed from the rates, and the links (back to the services, online request, calls
 * to action) followed in a real browser.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { getDictionary } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { serviceInvestmentSeed } from '#data/pages/service-investment/index.ts';
import { serviceEstablishmentSeed } from '#data/pages/service-establishment/index.ts';
import { serviceHrSeed } from '#data/pages/service-hr/index.ts';
import { formatUsd, formatUsdRange } from '#components/features/service-investment/investment.ts';
import { formatExtraWeeks, formatWeekSpan, formatWeeks } from '#components/features/service-establishment/establishment.ts';
import { hrView } from '#components/features/service-hr/hrView.ts';
import { axeScan } from './axe.ts';

const pagePath = (locale: Locale, key: 'investment' | 'establishment' | 'hr') => localizePath(locale, `/services/${serviceSlugs[key]}`);
const open = (page: Page, path: string) => page.goto(encodeURI(path));
/** Accessible names come whitespace-normalised (a no-break space reads as a space). */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const region = (page: Page, name: string) => page.getByRole('region', { name: norm(name), exact: true });
/** The direct items of the first list in a block (nested lists aside). */
const items = (block: Locator) => block.getByRole('list').first().locator(':scope > li');

async function expectBackAndCtas(page: Page, locale: Locale, backLabel: string) {
  const back = page.getByRole('link', { name: backLabel, exact: true });
  await expect(back).toHaveAttribute('href', localizePath(locale, '/services'));
  const cta = page.getByRole('complementary').filter({ has: page.getByRole('heading', { level: 2 }) }).last();
  await expect(cta.getByRole('link').first()).toHaveAttribute('href', localizePath(locale, '/contact'));
  await expect(cta.getByRole('link').nth(1)).toHaveAttribute('href', localizePath(locale, '/services'));
}

for (const { code: locale } of locales) {
  const t = getDictionary(locale);
  const n = (value: number) => formatNumber(locale, value);

  test.describe(`${locale}: service detail pages`, () => {
    test('investment consulting: benefits, five steps, nine cases, six options, two service types', async ({ page }) => {
      const c = serviceInvestmentSeed[locale];
      await open(page, pagePath(locale, 'investment'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.investment.heading);
      await expect(page.getByRole('navigation', { name: t.a11y.breadcrumb })).toContainText(t.services.investment);
      await expectBackAndCtas(page, locale, c.backLink);

      await expect(items(region(page, c.benefits.title))).toHaveCount(5);
      const process = region(page, c.process.title);
      await expect(items(process)).toHaveCount(5);
      for (const step of c.process.items) await expect(process.getByRole('heading', { level: 3, name: step.title })).toBeVisible();

      const cases = region(page, c.cases.title);
      await expect(items(cases)).toHaveCount(9);
      for (const item of c.cases.items) {
        const card = items(cases).filter({ has: page.getByRole('heading', { level: 3, name: item.company, exact: true }) });
        await expect(card).toContainText(item.industry);
        await expect(card).toContainText(formatUsd(locale, item.investmentUsd));
        await expect(card).toContainText(item.result);
      }
      await expect(items(region(page, c.options.title))).toHaveCount(6);

      const types = region(page, c.serviceTypes.title);
      await expect(items(types)).toHaveCount(2);
      const individual = items(types).filter({ hasText: c.serviceTypes.individual.title });
      await expect(individual).toContainText(formatUsdRange(locale, 10_000, 500_000));
      await expect(types).toContainText(c.serviceTypes.corporate.title);
    });

    test('company establishment: four permit categories, an 8-week timeline in four blocks, 8/10/12 weeks, extra time', async ({ page }) => {
      const c = serviceEstablishmentSeed[locale];
      const weeks = (w: number) => formatWeeks(locale, c.weeksValue, w);
      await open(page, pagePath(locale, 'establishment'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.establishment.heading);
      await expectBackAndCtas(page, locale, c.backLink);

      await expect(items(region(page, c.benefits.title.replace('{weeks}', n(8))))).toHaveCount(5);
      const permits = region(page, c.permits.title);
      await expect(items(permits)).toHaveCount(4);
      for (const category of c.permits.categories) {
        const card = items(permits).filter({ has: page.getByRole('heading', { level: 3, name: category.title, exact: true }) });
        await expect(card.getByRole('listitem')).toHaveCount(category.items.length);
      }
      await expect(permits).toContainText('NIB');
      await expect(permits).toContainText('NPWP');
      await expect(permits).toContainText('BPJS');

      const timeline = region(page, c.timeline.title.replace('{weeks}', n(8)));
      await expect(items(timeline)).toHaveCount(4);
      for (const [from, to] of [[1, 2], [3, 4], [5, 6], [7, 8]] as const) {
        await expect(timeline.getByText(formatWeekSpan(locale, c.timeline.weekLabel, from, to), { exact: true })).toBeVisible();
      }

      const table = page.getByRole('table', { name: c.durations.caption });
      await expect(table.getByRole('rowheader')).toHaveCount(3);
      for (const [index, w] of [8, 10, 12].entries()) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: c.durations.rows[index]!.type }) });
        await expect(row.getByRole('cell').first()).toHaveText(weeks(w));
      }
      const extra = region(page, c.extraTime.title);
      await expect(extra).toContainText(formatExtraWeeks(locale, c.extraTime.rangeLabel, 4, 8));
      await expect(extra).toContainText(formatExtraWeeks(locale, c.extraTime.rangeLabel, 2, 6));

      await expect(items(region(page, c.painPoints.title))).toHaveCount(3);
      await expect(region(page, c.testimonial.label).getByRole('figure')).toContainText(c.testimonial.name);
      const types = region(page, c.serviceTypes.title);
      await expect(types).toContainText(c.serviceTypes.individual.title);
      await expect(types).toContainText(c.serviceTypes.enterprise.title);
    });

    test('labour and HR: regulations (10 workers, 14 days, 30 working days), contracts, BPJS, recruitment, templates', async ({ page }) => {
      const c = serviceHrSeed[locale];
      const v = hrView(locale, c);
      await open(page, pagePath(locale, 'hr'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.hr.heading);
      await expectBackAndCtas(page, locale, c.backLink);

      const regulation = region(page, c.regulation.title);
      for (const fact of v.regulation.facts) await expect(regulation.getByRole('definition').filter({ hasText: fact.value })).toHaveText(fact.value);
      await expect(regulation.getByRole('definition').first()).toContainText(n(10));
      await expect(regulation.getByRole('definition').nth(1)).toContainText(n(14));
      await expect(regulation.getByRole('definition').nth(2)).toContainText(n(30));
      await expect(regulation.getByRole('listitem')).toHaveCount(7);

      const contracts = page.getByRole('table', { name: c.contracts.caption });
      await expect(contracts.getByRole('rowheader')).toHaveCount(4);
      await expect(contracts.getByRole('row').filter({ hasText: 'PKWTT' })).toContainText(`${n(3)}`);
      await expect(contracts).toContainText('PKWT');

      const bpjs = page.getByRole('table', { name: norm(v.bpjs.caption), exact: true });
      await expect(bpjs).toContainText(`Rp\u00a0${n(5_400_000)}`);
      const [health, employment] = v.bpjs.groups;
      for (const row of [...health!.rows, ...employment!.rows]) {
        const tr = bpjs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.program, exact: true }) });
        const cells = tr.getByRole('cell');
        await expect(cells.nth(0)).toHaveText(row.employerRate);
        await expect(cells.nth(2)).toHaveText(row.employerAmount);
        if (row.employeeRate) await expect(cells.nth(3)).toHaveText(row.employeeAmount);
      }
      for (const row of [employment!.subtotal!, v.bpjs.total]) {
        const cells = bpjs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.label, exact: true }) }).getByRole('cell');
        await expect(cells).toHaveText([row.employerRate, row.employeeRate, row.employerAmount, row.employeeAmount]);
      }
      const combined = bpjs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: c.bpjs.combined, exact: true }) }).getByRole('cell');
      await expect(combined).toHaveText([v.bpjs.combined.rate, v.bpjs.combined.amount]);

      const recruitment = region(page, c.recruitment.title);
      await expect(items(recruitment)).toHaveCount(4);
      await expect(recruitment).toContainText(v.recruitment[1]!.text);
      await expect(recruitment).toContainText(v.recruitment[3]!.text);

      const process = region(page, v.processTitle);
      await expect(items(process)).toHaveCount(9);
      const bars = process.getByRole('progressbar');
      await expect(bars).toHaveCount(9);
      await expect(bars.first()).toHaveAttribute('value', '1');
      await expect(bars.last()).toHaveAttribute('value', '9');
      await expect(bars.last()).toHaveAttribute('max', '9');

      await expect(items(region(page, c.training.title))).toHaveCount(2);
      await expect(items(region(page, v.templatesTitle))).toHaveCount(8);
      await expect(items(region(page, c.groupware.title))).toHaveCount(4);
    });

    test('labour and HR: the online request opens the contact page with HR preselected; the back link leads to the services', async ({ page }) => {
      const c = serviceHrSeed[locale];
      const contact = localizePath(locale, '/contact');
      await open(page, pagePath(locale, 'hr'));
      const requests = page.getByRole('link', { name: c.request.onlineRequest, exact: true });
      await expect(requests).toHaveCount(2);
      for (const link of await requests.all()) await expect(link).toHaveAttribute('href', `${contact}?service=hr`);
      await expect(page.getByRole('link', { name: new RegExp(c.request.phone) })).toHaveAttribute('href', 'tel:+622150101234');

      await requests.last().click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === contact && url.searchParams.get('service') === 'hr');
      await expect(page).toHaveTitle(t.pages.contact.title);

      await open(page, pagePath(locale, 'hr'));
      await page.getByRole('link', { name: c.backLink, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === localizePath(locale, '/services'));
    });

    test('all three pages pass axe (WCAG 2.2 AA) and do not scroll sideways at 320 px', async ({ page }) => {
      test.setTimeout(120_000);
      // At 320 px, the width WCAG's reflow criterion names; a11y.spec.ts scans every page at 375 and 1440 px.
      await page.setViewportSize({ width: 320, height: 900 });
      for (const key of ['investment', 'establishment', 'hr'] as const) {
        await open(page, pagePath(locale, key));
        const result = await axeScan(page).include('main').analyze();
        expect(result.violations.map((v) => `${key}: ${v.id} ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), key).toBeLessThanOrEqual(320);
      }
    });
  });
}

test('the constants read as the spec writes them (ko and en)', async ({ page }) => {
  await open(page, pagePath('en', 'establishment'));
  for (const text of ['Weeks 1–2', 'Weeks 7–8', '8 weeks', '10 weeks', '12 weeks', 'adds 4–8 weeks or more', 'adds 2–6 weeks or more']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await open(page, pagePath('ko', 'establishment'));
  for (const text of ['1–2주차', '8주', '10주', '12주', '4~8주 이상 추가', '2~6주 이상 추가']) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();

  await open(page, pagePath('en', 'hr'));
  for (const text of ['10+ workers', '14 days', 'Within 30 working days']) await expect(page.getByText(text, { exact: true })).toBeVisible();
  const bpjs = page.getByRole('table', { name: /Jakarta minimum wage of Rp.5,400,000/ });
  for (const text of ['4%', '1%', '3.7%', '2%', '0.24%–1.74%', '0.3%', '4.24%', '8.24%', '3%', '11.24%']) {
    await expect(bpjs.getByRole('cell', { name: text, exact: true }).first()).toBeVisible();
  }
  for (const amount of ['216,000', '54,000', '199,800', '108,000', '12,960–93,960', '16,200', '228,960', '444,960', '162,000', '606,960']) {
    await expect(bpjs.getByRole('cell', { name: `Rp ${amount}`, exact: true }).first()).toBeAttached();
  }
  await expect(page.getByText(/Probation of at most 3 months/)).toBeVisible();
  await expect(page.getByText(/more than 6 months/)).toBeVisible();

  await open(page, pagePath('en', 'investment'));
  await expect(page.getByText('USD\u00a010–500K', { exact: true })).toBeVisible();
});
