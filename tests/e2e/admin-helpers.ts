/**
 * What the admin end-to-end tests share: the account they sign in with (scripts/test.ts or
 * playwright.config.ts creates it on the test site), signing in through the login card, and axe.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from './fixtures.ts';
import { axeScan } from './axe.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The database of the site under test, as `npm run admin` finds it. */
function siteDatabase(): NodeJS.ProcessEnv {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  const dataDir = process.env.DATA_DIR ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database of the site under test (npm test passes DATABASE_URL).');
  return { DATA_DIR: dataDir };
}

/** A new editor or staff account on the site under test, made with `npm run admin -- create … --role` (the bootstrap command). */
export function createAccount(role: 'editor' | 'staff'): { username: string; password: string } {
  const account = { username: `e2e-${role}-${randomBytes(3).toString('hex')}`, password: randomBytes(12).toString('base64url') };
  const env = { ...process.env, ...siteDatabase(), ADMIN_PASSWORD: account.password };
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/admin.ts'), 'create', account.username, '--role', role], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain(`(${role})`);
  return account;
}

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
