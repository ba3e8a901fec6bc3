import type { Page } from './fixtures.ts';

/**
 * Brings every island to life as a visitor using the page would: scrolls down a screen at a time,
 * letting each step render, then back to the top; passes the pointer over every island that waits
 * for the visitor (`client:interaction`: a synthetic pointerover, so no hover style stays behind);
 * and waits until every island has hydrated: Astro drops the island's `ssr` attribute when it asks
 * React to hydrate, but React does so in a transition, later; the islands' no-JavaScript halves
 * (`no-js-only`) are gone once React has committed. The page's own smooth scrolling would take over
 * a second each way.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rendered = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await rendered();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]')) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr], astro-island .no-js-only'));
}
