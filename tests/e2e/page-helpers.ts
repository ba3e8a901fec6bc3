import type { Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time, letting each step render, so every `client:visible` island comes
 * into view, then back to the top, and waits until every island has hydrated (Astro drops the
 * island's `ssr` attribute then): the page as a visitor uses it. The page's own smooth scrolling
 * would take over a second each way.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rendered = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await rendered();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}
