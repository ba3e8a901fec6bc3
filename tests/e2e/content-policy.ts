/**
 * Watches a page for content-policy violations: every `securitypolicyviolation` event of the page
 * and its frames, and any console error the browser writes about the policy. Requests to other
 * hosts are answered empty here (the machine has no internet; the policy is checked before a
 * request leaves, so a blocked one still shows as a violation).
 */
import type { Page } from './fixtures.ts';

export async function watchContentPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    return [...events, ...console];
  };
}
