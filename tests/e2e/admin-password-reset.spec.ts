/**
 * A password reset end to end: the login card asks for the account's e-mail, the link arrives in the
 * test site's mailbox (scripts/mail-sink.ts), sets a new password once, the old one stops working, and
 * a used or expired link says so (the expired one is put in the database as the request would).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import pg from 'pg';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';
import { mailTo } from './mailbox.ts';

const ROOT = join(import.meta.dirname, '../..');

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A reset link for the account, stored as the request would store it (only the token's hash). */
async function resetLink(username: string, minutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await withDatabase((db) => db.query(`INSERT INTO admin_password_resets (admin_id, token_hash, expires_at) SELECT id, $2, now() + make_interval(mins => $3) FROM admins WHERE username = $1`, [username, hash, minutes]));
  return `/admin?reset=${token}`;
}

test('a reset link e-mailed from the login card sets a new password once; a used or expired link says so', async ({ page }) => {
  const account = { username: `e2e-reset-${randomBytes(3).toString('hex')}`, password: randomBytes(12).toString('base64url') };
  const email = `${account.username}@example.com`;
  const made = spawnSync(process.execPath, [join(ROOT, 'scripts/admin.ts'), 'create', account.username, '--role', 'editor', '--email', email], {
    cwd: ROOT, env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, ADMIN_PASSWORD: account.password }, encoding: 'utf8', timeout: 120_000,
  });
  expect(made.status, made.stderr).toBe(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  expect(await (await page.request.get('/api/admin/password-reset')).json()).toEqual({ available: true });
  await page.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
  await page.getByRole('textbox', { name: '이메일' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByText('이 주소로 등록된 계정이 있으면 재설정 링크를 보냈습니다.', { exact: false })).toBeVisible();
  const mailed = (await mailTo(email)).body.match(/\/admin\?reset=[\w-]{43}/)?.[0];
  expect(mailed).toBeDefined();
  const link = mailed!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '새 비밀번호 정하기' })).toBeVisible();
  await expect(page.getByText(`${account.username} 계정의 새 비밀번호를 정하세요.`, { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const fresh = randomBytes(12).toString('base64url');
  await page.getByLabel('새 비밀번호', { exact: true }).fill(fresh);
  await page.getByLabel('새 비밀번호 확인').fill(fresh);
  await page.getByRole('button', { name: '비밀번호 저장' }).click();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await signInThroughUi(page, '/admin', { username: account.username, password: fresh });

  const used = await page.context().browser()!.newContext();
  const again = await used.newPage();
  await again.goto(link);
  await expect(again.getByText('재설정 링크가 만료되었거나 이미 사용되었습니다', { exact: false })).toBeVisible();
  await again.goto(await resetLink(account.username, -1));
  await expect(again.getByText('재설정 링크가 만료되었거나 이미 사용되었습니다', { exact: false })).toBeVisible();
  await used.close();
});
