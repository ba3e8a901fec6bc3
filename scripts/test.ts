/**
 * `npm test`: typecheck, unused code (knip), unit, the functions bundled as a deploy does, integration (embedded
 * database, with the deploy zips loaded as the platform runs them; then a real PostgreSQL server when
 * TEST_DATABASE_URL is set), build, end-to-end in Chromium against the local server. Stops at the
 * first failing step and ends with one line of totals.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';
import { startSite, type RunningSite } from './site.ts';
import { sinkSettings, startMailbox } from './mail-sink.ts';
import { runWithServerSettings } from './server-process.ts';

// This process serves the end-to-end suite's site: with the server's settings, as npm start runs it.
runWithServerSettings();

const bin = (name: string) => join(PROJECT_ROOT, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit code ${code})`))));
  });
}

function countVitest(file: string): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

async function vitest(label: string, project: string, env: Record<string, string> = {}, extra: string[] = []): Promise<void> {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  try {
    await run(label, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...extra], env);
  } finally {
    try {
      countVitest(output);
    } catch {
      totals.failed += 1; // the run died before writing its report
    }
  }
}

const adminUsername = 'e2e-admin';
const adminPassword = randomBytes(18).toString('base64url');
let site: RunningSite | undefined;
let mailbox: { close(): void } | undefined;
let dataDir: string | undefined;
let failure: Error | undefined;
try {
  await run('Typecheck (astro check)', bin('astro'), ['check']);
  // Nothing unused: files, exports, dependencies (knip.jsonc says what it may ignore and why).
  await run('Unused code and dependencies (knip)', bin('knip'), ['--no-progress']);
  await vitest('Unit tests', 'unit');
  // What a deploy uploads: the integration tests load these zips as the platform runtime does.
  const bundlesDir = join(reports, 'function-bundles');
  await run('Bundle the functions as a deploy does (Netlify\'s bundler)', process.execPath, [join(PROJECT_ROOT, 'scripts', 'deploy-bundles', 'bundle.ts'), bundlesDir]);
  // These run the local server or a build on an embedded database of their own, test that database
  // itself, or load the deploy zips: a PostgreSQL server pass would only repeat them.
  const embeddedOnly = [
    'platform/deploy-bundles', 'inquiry/inquiry-crash', 'platform/dev-loop', 'platform/server-process', 'platform/local-build-retry', 'platform/local-schedules',
    'platform/embedded-db', 'platform/db-client', 'platform/build-netlify-without-database',
  ].map((name) => `tests/integration/${name}.test.ts`);
  const server = process.env.TEST_DATABASE_URL;
  // Without a PostgreSQL server every file runs on the embedded database. With one, every other file
  // runs on the server (what production runs), and the embedded pass keeps what concerns the embedded
  // database, the local server, builds and deploys (platform/) and the schema (migrations/): the rest
  // is the same SQL on the same engine (PGlite is PostgreSQL compiled to WebAssembly), run twice.
  const embeddedPass = server ? ['tests/integration/platform/', 'tests/integration/migrations/', ...embeddedOnly] : [];
  await vitest('Integration tests (embedded database)', 'integration', { TEST_DATABASE_URL: '', FUNCTION_BUNDLES_DIR: bundlesDir }, embeddedPass);
  if (server) await vitest('Integration tests (PostgreSQL server)', 'integration', {}, embeddedOnly.flatMap((file) => ['--exclude', file]));
  console.log('\n▶ Build and serve the site on a fresh embedded database');
  dataDir = mkdtempSync(join(tmpdir(), 'test-site-'));
  // The seed creates this administrator; the admin end-to-end tests sign in with it.
  process.env.ADMIN_USERNAME = adminUsername;
  process.env.ADMIN_PASSWORD = adminPassword;
  // Every test inquiry comes from 127.0.0.1; the default (5 per 10 minutes) would refuse the admin tests'.
  process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS ??= '1000';
  // Every e-mail the site sends goes to a local mailbox the end-to-end tests read (invites, resets, replies).
  const mailDir = join(dataDir, 'mail');
  const sink = await startMailbox(mailDir);
  mailbox = sink;
  Object.assign(process.env, sinkSettings(sink.port));
  // The firm's new-inquiry notice too: the end-to-end tests open an inquiry from the link in it.
  process.env.INQUIRY_NOTIFY_TO ??= 'inquiries@nusantarabridge.co.id';
  // Mail providers post replies and bounce reports to the inbound endpoint; the end-to-end tests post one as they would.
  process.env.INBOUND_MAIL_SECRET ??= `test-inbound-${randomBytes(24).toString('hex')}`;
  process.env.INBOUND_MAIL_ADDRESS ??= 'desk@nusantarabridge.co.id';
  site = await startSite({ dataDir, port: 0, host: '127.0.0.1', log: (line) => console.log(`  ${line}`) });
  console.log(`  Serving ${site.builder.current} at ${site.url}`);
  await vitest('Quality gates on the build and the server', 'site', { SITE_DIR: site.builder.current ?? '', SITE_BASE_URL: site.url });
  const e2eReport = join(reports, 'e2e.json');
  try {
    await run('End-to-end tests (Chromium)', bin('playwright'), ['test'], {
      BASE_URL: site.url,
      SITE_DIR: site.builder.current ?? '',
      DATABASE_URL: site.databaseUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_ADMIN_USERNAME: adminUsername,
      E2E_ADMIN_PASSWORD: adminPassword,
      E2E_MAIL_DIR: mailDir,
    });
  } finally {
    try {
      countPlaywright(e2eReport);
    } catch {
      totals.failed += 1;
    }
  }
} catch (error) {
  failure = error as Error;
} finally {
  await site?.stop();
  mailbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(reports, { recursive: true, force: true });
}

if (failure) console.error(`\n✗ ${failure.message}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failure || totals.failed > 0 ? 1 : 0);
