/**
 * The About page in every locale: its blocks, the firm's figures, the history timeline (buttons,
 * keyboard, snap scrolling), the logo downloads and the CSR pillars.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { aboutSeed } from '#data/pages/about/index.ts';
import { fillContent } from '#data/pages/_shared/fill.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';

/** Section 9 figures as each locale writes them (Indonesian groups thousands with a dot). */
const tenThousand: Record<Locale, string> = { ko: '10,000+', en: '10,000+', id: '10.000+', zh: '10,000+', ja: '10,000+' };
/** The years of experience as the site counts them at build: the firm's year less the first-run founding year (23 in 2026). */
const yearsNow = countedFigures(defaultFirmFacts, { at: new Date(), serviceAreas: 6 }).yearsOfExperience;
const years: Record<Locale, string> = { ko: `${yearsNow}년`, en: `${yearsNow}`, id: `${yearsNow}`, zh: `${yearsNow}年`, ja: `${yearsNow}年` };

const scrollLeft = (track: Locator) => track.evaluate((el) => el.scrollLeft);

async function openAbout(page: Page, code: Locale) {
  await page.goto(localizePath(code, '/about'));
  // The page names the founding year from the firm facts, at their first-run value here.
  return fillContent(aboutSeed[code], { year: String(defaultFirmFacts.foundedYear) });
}

for (const { code } of locales) {
  test.describe(`${code}: about page`, () => {
    test('shows the hero, CEO message, company, history, logo, CSR and stats blocks', async ({ page }) => {
      const c = await openAbout(page, code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const title of [c.ceo.title, c.intro.title, c.history.title, c.logo.title, c.csr.title, c.statsBand.title]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      // Until the firm uploads its CEO's portrait: neutral art with its mark, decorative (no made-up face); the caption names the CEO.
      const portrait = page.locator('#ceo-message figure img');
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute('alt', '');
      await expect(page.locator('#ceo-message figcaption')).toContainText(c.ceo.name);
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText(c.ceo.signature)).toBeVisible();
      for (const entry of c.ceo.bio) await expect(page.getByText(entry.text)).toBeVisible();
      for (const value of Object.values(c.intro.values)) await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();
    });

    test('shows the four figures: the counted years, 500+ projects, 10,000+ visas, 70+ employees', async ({ page }) => {
      const c = await openAbout(page, code);
      const stats = page.locator('#company dl');
      const figure = (label: string) => stats.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(figure(c.intro.stats.years.label)).toHaveText(years[code]);
      await expect(figure(c.intro.stats.projects.label)).toHaveText('500+');
      await expect(figure(c.intro.stats.visas.label)).toHaveText(tenThousand[code]);
      await expect(figure(c.intro.stats.employees.label)).toHaveText('70+');
      const band = page.getByRole('region', { name: c.statsBand.title });
      await expect(band.getByText('100%')).toHaveCount(2);
      await expect(band.getByText('500+')).toBeVisible();
      await expect(band.getByRole('link', { name: c.statsBand.cta })).toHaveAttribute('href', localizePath(code, '/contact'));
    });

    test('the history runs from 2003 to 2024 and scrolls with the next button', async ({ page }) => {
      const c = await openAbout(page, code);
      const track = page.getByRole('region', { name: c.history.regionLabel });
      const years = track.locator('time');
      await expect(years).toHaveCount(c.history.milestones.length);
      await expect(years.first()).toHaveText('2003');
      await expect(years.last()).toHaveText('2024');
      expect(c.history.milestones.length).toBeGreaterThanOrEqual(8);

      const previous = page.getByRole('button', { name: c.history.previous });
      const next = page.getByRole('button', { name: c.history.next });
      await track.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      const first = track.evaluate((el) => new Promise<number>((done) => el.addEventListener('scrollend', () => done(el.scrollLeft), { once: true })));
      await next.click();
      await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0);
      await first;
      await expect(previous).toBeEnabled();

      // Step to the end, one settled scroll at a time: the next button turns disabled with 2024 in view.
      const settle = () => track.evaluate((el) => new Promise<number>((done) => el.addEventListener('scrollend', () => done(el.scrollLeft), { once: true })));
      for (let i = 0; i < c.history.milestones.length && (await next.isEnabled()); i++) {
        const before = await scrollLeft(track);
        const settled = settle();
        await next.click();
        expect(await settled).toBeGreaterThan(before);
      }
      await expect(next).toBeDisabled();
      await expect(years.last()).toBeInViewport();
      await previous.click();
      await expect(next).toBeEnabled();
    });

    test('the history scrolls with the keyboard and snaps to the milestones', async ({ page }) => {
      const c = await openAbout(page, code);
      const track = page.getByRole('region', { name: c.history.regionLabel });
      await expect(track).toHaveAttribute('tabindex', '0');
      expect(await track.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
      expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x mandatory');
      await track.focus();
      await expect(track).toBeFocused();
      expect(await scrollLeft(track)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0);
    });

    test('offers the logo as SVG and PNG downloads', async ({ page, request }) => {
      const c = await openAbout(page, code);
      const files = [
        { name: c.logo.files.svg.download, type: 'image/svg+xml', file: 'nusantara-bridge-logo.svg' },
        { name: c.logo.files.png.download, type: 'image/png', file: 'nusantara-bridge-logo.png' },
      ];
      for (const { name, type, file } of files) {
        const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('download', file);
        await expect(link).toContainText(/\d/); // format and size are part of the link's text
        const href = await link.getAttribute('href');
        const response = await request.get(href ?? '');
        expect(response.status(), href ?? '').toBe(200);
        expect(response.headers()['content-type']).toContain(type);
        expect((await response.body()).byteLength).toBeGreaterThan(500);
      }
      await expect(page.getByRole('img', { name: c.logo.previewAlt })).toHaveAttribute('src', '/downloads/nusantara-bridge-logo.svg');
    });

    test('three CSR pillars link to the story list in this language', async ({ page }) => {
      const c = await openAbout(page, code);
      const section = page.getByRole('region', { name: c.csr.title });
      const pillars = Object.values(c.csr.pillars);
      expect(pillars).toHaveLength(3);
      for (const pillar of pillars) {
        await expect(section.getByRole('heading', { level: 3, name: pillar.title })).toBeVisible();
        await expect(section.getByRole('link', { name: pillar.link })).toHaveAttribute('href', localizePath(code, '/about/csr'));
      }
      await section.getByRole('link', { name: pillars[1]!.link }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/about/csr')}$`));
    });
  });
}

test('about: the timeline buttons stay hidden without JavaScript, and the track still scrolls', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const c = await openAbout(page, 'en');
  await expect(page.getByRole('button', { name: c.history.next })).toBeHidden();
  const track = page.getByRole('region', { name: c.history.regionLabel });
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0);
  await context.close();
});

test('about and contact: no horizontal page scroll at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const { code } of locales) {
    for (const path of ['/about', '/contact']) {
      await page.goto(localizePath(code, path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${code} ${path}`).toBeLessThanOrEqual(0);
    }
  }
});
