import { expect, test, type Page } from './fixtures.ts';
import { footerSeed } from '#data/pages/footer/index.ts';
import { privacySeed } from '#data/pages/privacy/index.ts';

const STORAGE_KEY = 'site-language';
const mainNav = (page: Page, name = '주 메뉴') => page.getByRole('navigation', { name });

test.describe('header', () => {
  test('desktop navigation: seven entries, Services and About dropdowns on hover, Contact as the call to action', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const topLevel = nav.locator(':scope > ul > li > a');
    await expect(topLevel).toHaveText(['홈', '서비스', '회사 소개', '자주 묻는 질문', '공지사항', '상담 문의', '우리의 이야기']);
    const visa = nav.getByRole('link', { name: '비자 서비스' });
    await expect(visa).toBeHidden();
    await nav.getByRole('link', { name: '서비스', exact: true }).hover();
    await expect(visa).toBeVisible();
    await expect(nav.getByRole('link', { name: '서비스 전체 보기' })).toBeVisible();
    await visa.click();
    await expect(page).toHaveURL(/\/services\/%EB%B9%84%EC%9E%90-%EC%84%9C%EB%B9%84%EC%8A%A4$/);
    await page.goto('/en/');
    const en = mainNav(page, 'Main navigation');
    await en.getByRole('link', { name: 'About Us' }).hover();
    await expect(en.getByRole('link', { name: 'Company Overview' })).toBeVisible();
    const cta = en.getByRole('link', { name: 'Contact Us' });
    const ctaBackground = await cta.evaluate((el) => getComputedStyle(el).backgroundColor);
    const homeBackground = await en.getByRole('link', { name: 'Home' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(ctaBackground).not.toBe(homeBackground);
  });

  test('dropdowns open from the keyboard too', async ({ page }) => {
    await page.goto('/en/');
    const en = mainNav(page, 'Main navigation');
    await en.getByRole('link', { name: 'Services', exact: true }).focus();
    await expect(en.getByRole('link', { name: 'Visa Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(en.getByRole('link', { name: 'Visa Services' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('header, footer and language links work', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // On a phone the menu toggle is a link to the footer's site links; its scripted button stays out of sight.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeHidden();
    await page.getByRole('link', { name: '메뉴 열기' }).click();
    await expect(page).toHaveURL(/\/faq#footer-nav$/);
    await expect(page.locator('#footer-nav')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('contentinfo').getByRole('link', { name: '공지사항' }).click();
    await expect(page).toHaveURL(/\/notices$/);
    await page.locator('[data-language-selector] summary').click();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/notices$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the privacy policy is readable', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('link', { name: footerSeed.en.privacyPolicy }).click();
    await expect(page.locator('#privacy-policy')).toBeVisible();
    await expect(page.locator('#privacy-policy h3')).toHaveCount(9);
  });
});

test.describe('language choice', () => {
  test('the selector goes to the same page in the chosen language and remembers it', async ({ page, context }) => {
    await page.goto('/services');
    await page.locator('[data-language-selector] summary').click();
    await page.getByRole('link', { name: /日本語/ }).click();
    await expect(page).toHaveURL(/\/ja\/services$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('ja');
    expect((await context.cookies()).find((c) => c.name === 'nf_lang')?.value).toBe('ja');

    // A stored choice sends an unprefixed Korean URL to the same page in that language, keeping query and hash…
    await page.goto('/faq?from=mail#top');
    await expect(page).toHaveURL(/\/ja\/faq\?from=mail#top$/);
    // …but a prefixed URL is never redirected.
    await page.goto('/en/notices');
    await expect(page).toHaveURL(/\/en\/notices$/);
  });

  test('the selector keeps the query and the fragment: a search, a preview link, a notice', async ({ page }) => {
    await page.goto(`/en/search?q=${encodeURIComponent('visa')}#results`);
    await page.locator('[data-language-selector] summary').click();
    await page.getByRole('link', { name: /한국어/ }).click();
    await expect(page).toHaveURL(/\/search\?q=visa#results$/);
    await expect(page.getByRole('searchbox')).toHaveValue('visa');
  });

  test('choosing Korean stays on Korean pages; values outside the five are ignored', async ({ page }) => {
    await page.goto('/en/about');
    await page.locator('[data-language-selector] summary').click();
    await page.getByRole('link', { name: /한국어/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await page.evaluate((key) => localStorage.setItem(key, 'fr'), STORAGE_KEY);
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('footer and privacy policy', () => {
  test('the modal shows the nine sections, traps focus and closes with Escape or its close control', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:+62"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const opener = footer.getByRole('button', { name: footerSeed.ko.privacyPolicy });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: privacySeed.ko.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(9);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: privacySeed.ko.close }).first().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('move to top', () => {
  test.use({ viewport: { width: 1024, height: 400 } });

  test('hidden at 300 px of scroll or less, visible above, scrolls to the top', async ({ page }) => {
    await page.goto('/en/services');
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('mobile menu @phone', () => {
  test('opens, expands one submenu at a time, closes on selection and on Escape', async ({ page }) => {
    await page.goto('/en/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu-panel');
    await expect(menu).toBeVisible();
    const services = menu.getByRole('button', { name: /Services/ });
    const about = menu.getByRole('button', { name: /About Us/ });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Visa Services' })).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Visa Services' })).toBeHidden();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: /Services/ }).click();
    await menu.getByRole('link', { name: 'Visa Services' }).click();
    await expect(page).toHaveURL(/\/en\/services\/visa-services$/);
    await expect(page.locator('#mobile-menu-panel')).toBeHidden();
  });
});
