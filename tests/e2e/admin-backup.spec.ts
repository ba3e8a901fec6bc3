/**
 * The backup round trip end to end: a notice and an image entered on the running site are backed up
 * with `npm run db:backup` while it serves, restored with `npm run db:restore` into a new data
 * directory, and a second site started on that directory shows them to the same administrator.
 *
 * The database of the site under test: DATABASE_URL (npm test passes it), else its DATA_DIR
 * (E2E_DATA_DIR when Playwright started the site itself).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { contentKo } from '#data/admin/content/ko.ts';
import { deleteTestNotice, signInThroughUi } from './admin-helpers.ts';

const ROOT = join(import.meta.dirname, '../..');
/** Without SITE_DIR the second site builds itself first, which takes minutes. */
test.describe.configure({ timeout: 8 * 60_000 });

function sourceDatabase(): NodeJS.ProcessEnv {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  const dataDir = process.env.DATA_DIR ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database of the site under test (npm test passes DATABASE_URL).');
  return { DATA_DIR: dataDir };
}

function dbCommand(args: string[], env: NodeJS.ProcessEnv): string {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  delete clean.DATA_DIR;
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/db-backup.ts'), ...args], { cwd: ROOT, env: { ...clean, ...env }, encoding: 'utf8', timeout: 120_000 });
  expect(result.stderr, `db ${args.join(' ')}`).toBe('');
  expect(result.status, `db ${args.join(' ')}`).toBe(0);
  return result.stdout;
}

/** `npm start` on the restored directory; resolves with its URL once it says it is ready. */
function startSecondSite(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready in [\d.]+ s: (http:\/\/\S+)/.exec(output);
      if (ready) resolve({ url: ready[1]!.replace('localhost', '127.0.0.1'), child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The restored site exited (${code}) before it was ready:\n${output}`)));
  });
}

test('what the site holds comes back on a second site restored from npm run db:backup', async ({ page, browser }) => {
  const title = `백업 "따옴표" \\ ${Date.now().toString(36)}`;
  await signInThroughUi(page);
  const created = await page.request.post('/api/admin/notices', { data: { title, content: '<p>줄 하나<br>줄 둘</p>', author: '백업 e2e' } });
  expect(created.status()).toBe(201);
  const notice = (await created.json()) as { id: number };
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  const uploaded = await page.request.post('/api/admin/uploads', { data: png, headers: { 'Content-Type': 'image/png' } });
  expect(uploaded.status()).toBe(201);
  const { url: imagePath } = (await uploaded.json()) as { url: string };
  const imageBytes = await (await page.request.get(imagePath)).body();

  const work = mkdtempSync(join(tmpdir(), 'e2e-backup-'));
  let second: { url: string; child: ChildProcess } | undefined;
  try {
    const file = join(work, 'site.sql');
    expect(dbCommand(['backup', file], sourceDatabase())).toMatch(/^Backed up \d+ rows of \d+ tables/);
    const restoredDir = join(work, 'restored');
    expect(dbCommand(['restore', file], { DATA_DIR: restoredDir })).toMatch(/Restored \d+ rows of \d+ tables/);

    second = await startSecondSite(restoredDir);
    // A context of its own: cookies do not tell ports apart, and this site has other session keys.
    const context = await browser.newContext({ baseURL: second.url });
    try {
      const restored = await context.newPage();
      await signInThroughUi(restored);
      await restored.getByRole('tab', { name: '공지사항', exact: true }).click();
      await expect(restored.getByRole('heading', { name: contentKo.notices.heading, level: 2 })).toBeVisible();
      await expect(restored.getByRole('list', { name: contentKo.notices.listLabel }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
      const image = await restored.request.get(imagePath);
      expect(image.status()).toBe(200);
      expect(Buffer.compare(await image.body(), imageBytes)).toBe(0);
    } finally {
      await context.close();
    }
  } finally {
    if (second) {
      const exited = new Promise((resolve) => second!.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
    // The shared test site keeps no e2e leftovers.
    await deleteTestNotice(page, notice.id, {});
  }
});
