/**
 * What the admin end-to-end tests share: the account they sign in with (scripts/test.ts or
 * playwright.config.ts creates it on the test site), signing in through the login card, and axe.
 */
import { expect, type Page } from '@playwright/test';
import { axeScan } from './axe.ts';

export const adminCredentials = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-throwaway-password',
};

/** Opens /admin (or `path`) and signs in through the login card; resolves once the shell shows. */
export async function signInThroughUi(page: Page, path = '/admin', credentials = adminCredentials): Promise<void> {
  await page.goto(path);
  await page.getByLabel('아이디').fill(credentials.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText(`${credentials.username}님 환영합니다`, { exact: true })).toBeVisible();
}

/** axe WCAG 2.2 AA violations of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await axeScan(page).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** The headers a same-origin fetch from the admin page carries (the API refuses writes without them). */
export const sameOrigin = (page: Page) => ({ Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' });

/**
 * Moves a notice a test made to the trash, so the shared test site keeps no leftovers. Retried once on
 * ECONNRESET: after a long UI sequence the request's pooled keep-alive socket can be the one the server
 * is closing at that moment (its 5 s idle timeout), which is not what any test checks.
 */
export async function deleteTestNotice(page: Page, id: number, headers: Record<string, string> = sameOrigin(page)): Promise<void> {
  await page.request.delete(`/api/admin/notices/${id}`, { headers: { ...headers, 'If-Match': '*' }, maxRetries: 1 });
}
