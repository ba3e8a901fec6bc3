import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { testChromium } from '#tests/e2e/browser.ts';

/**
 * End-to-end tests in Debian's Chromium headless shell (Playwright cannot download its own browser here;
 * tests/e2e/browser.ts says which binary and why).
 * `npm test` starts the site and passes BASE_URL; run alone, Playwright starts it on a throwaway
 * data directory. Either way the site's e-mails go to a local mailbox the tests read (E2E_MAIL_DIR).
 */
// E2E_PORT and E2E_MAIL_PORT let two runs on one machine each start their own site.
const SITE_PORT = process.env.E2E_PORT ?? '8899';
const baseURL = process.env.BASE_URL ?? `http://localhost:${SITE_PORT}`;
const executablePath = testChromium();
/** The admin the admin-*.spec.ts files sign in as (scripts/test.ts passes its own random password). */
const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-throwaway-password';
process.env.E2E_ADMIN_USERNAME = adminUsername;
process.env.E2E_ADMIN_PASSWORD = adminPassword;
const adminSpecs = /admin-.*\.spec\.ts/;
/**
 * The build panel waits for the rebuild after its own edit to show as live, which it only can once no
 * other test is editing: run alone after the other admin tests, it waits for one build (among them it
 * would wait for a quiet moment between their edits, which may be long in coming).
 */
const buildPanelSpec = /admin-builds\.spec\.ts/;
// The data directory of the site Playwright starts itself (set once: workers inherit it); admin-backup.spec.ts backs it up.
// The inbound mail endpoint's secret of this run: admin-mail-delivery.spec.ts posts a bounce report with it.
process.env.INBOUND_MAIL_SECRET ??= `e2e-inbound-${randomBytes(24).toString('hex')}`;
process.env.E2E_DATA_DIR ??= `/tmp/e2e-data-${process.pid}`;
// The mailbox the site's e-mails land in (scripts/mail-sink.ts); scripts/test.ts runs its own.
process.env.E2E_MAIL_DIR ??= `/tmp/e2e-mail-${process.pid}`;
const MAIL_SINK_PORT = process.env.E2E_MAIL_PORT ?? '8897';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers on CI's two cores for the public pages; the back office's tests spend much of their
  // time waiting for the site's rebuilds, so a third browser works while they wait.
  ...(process.env.CI ? { workers: 3 } : {}),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    // The test browsers are robots with a desktop Chrome user agent: each page they open would count
    // as a visit and fill the Visitors figures (in CI some thousands of views push the pages a test
    // reads out of the top 100). Global Privacy Control is the site's own way not to be counted; the
    // analytics tests open their own context without it.
    extraHTTPHeaders: { 'Sec-GPC': '1' },
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, grepInvert: /@phone/, testIgnore: adminSpecs, workers: 2 },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@phone/, testIgnore: adminSpecs, workers: 1 },
    // The back office changes data the public pages show (inquiries, content), so it runs after them.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: adminSpecs,
      testIgnore: buildPanelSpec,
      dependencies: ['desktop', 'phone'],
      // Sign-ins hash a password on purpose (slow by design), and the suite runs on a busy machine:
      // two browsers and the site's own rebuilds after each edit share two cores. The tests that sign
      // in three or four accounts come close to the default 30 s there.
      expect: { timeout: 15_000 },
      timeout: 60_000,
    },
    {
      name: 'admin-builds',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: buildPanelSpec,
      dependencies: ['admin'],
      expect: { timeout: 15_000 },
      timeout: 60_000,
    },
  ],
  ...(process.env.BASE_URL
    ? {}
    : {
        webServer: [
          { command: `node scripts/mail-sink.ts ${process.env.E2E_MAIL_DIR} ${MAIL_SINK_PORT}`, port: Number(MAIL_SINK_PORT), reuseExistingServer: false },
          {
            command: 'node scripts/start.ts',
            url: `${baseURL}/api/faqs`,
            env: {
              PORT: SITE_PORT, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_USERNAME: adminUsername, ADMIN_PASSWORD: adminPassword, INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
              SMTP_HOST: '127.0.0.1', SMTP_PORT: MAIL_SINK_PORT, SMTP_FROM: 'no-reply@nusantarabridge.co.id',
              // The firm's new-inquiry notice: admin-inquiry-address.spec.ts opens an inquiry from the link in it.
              INQUIRY_NOTIFY_TO: 'inquiries@nusantarabridge.co.id',
              INBOUND_MAIL_SECRET: process.env.INBOUND_MAIL_SECRET,
              INBOUND_MAIL_ADDRESS: 'desk@nusantarabridge.co.id',
            },
            timeout: 120_000,
            reuseExistingServer: false,
          },
        ],
      }),
});
