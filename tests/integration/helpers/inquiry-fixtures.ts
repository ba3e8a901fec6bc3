/** Shared pieces of the inquiry pipeline's integration tests (tests/integration/inquiry/inquiry*.test.ts). */
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '#db/client.ts';
import { useTestDatabase } from './helpers.ts';

export const TEST_SECRET = 'test-form-signing-secret-0123456789abcdefghijklmnop';

export function validInquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '김민수',
    company: '한빛상사',
    email: 'minsu.kim@example.com',
    phone: '+62 812 3456 7890',
    service: 'licensing',
    budget: 'k50to100',
    message: 'PMA 법인 설립 일정과 비용이 궁금합니다.\n공장 부지도 함께 알아보고 있습니다.',
    privacy: true,
    locale: 'ko',
    ...overrides,
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A browser's form post without JavaScript. */
export function postForm(fields: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
    body: params.toString(),
  });
}

export type TestContext = Context & { settle(): Promise<unknown> };

/** The parts of Netlify's context the function uses: the client address and waitUntil. */
export function fakeContext(ip = '203.0.113.7'): TestContext {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    settle: () => Promise.all(pending),
  } as unknown as TestContext;
}

export async function clearInquiries(db: Db): Promise<void> {
  await sql`TRUNCATE contact_inquiries, inquiry_rate_limits, inquiry_spam_counts RESTART IDENTITY CASCADE`.execute(db);
}

export async function countRows(db: Db, table: 'contact_inquiries' | 'inquiry_consents' | 'inquiry_notifications'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Generous limits for tests that are not about rate limiting. */
export function relaxRateLimits(): void {
  process.env.INQUIRY_RATE_LIMIT_PER_ADDRESS = '100000';
  process.env.INQUIRY_RATE_LIMIT_GLOBAL = '100000';
}

const MANAGED_ENV = [
  'FORM_SIGNING_SECRET', 'INQUIRY_RATE_LIMIT_PER_ADDRESS', 'INQUIRY_RATE_LIMIT_GLOBAL',
  'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM', 'SMTP_SECURE', 'INQUIRY_NOTIFY_TO',
] as const;

/** Sets the pipeline's environment for one test (secret, relaxed limits, no SMTP); returns a restore function. */
export function inquiryEnv(): () => void {
  const saved = Object.fromEntries(MANAGED_ENV.map((name) => [name, process.env[name]]));
  for (const name of MANAGED_ENV) delete process.env[name];
  process.env.FORM_SIGNING_SECRET = TEST_SECRET;
  relaxRateLimits();
  return () => {
    for (const name of MANAGED_ENV) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/**
 * An inquiry suite's hooks: the test database for the file, the pipeline's environment for each test
 * (restored after it) and no inquiry left from the test before.
 */
export function useInquirySuite(): { readonly db: Db } {
  const suite = { db: undefined as unknown as Db };
  let restoreEnv = () => {};
  beforeAll(async () => {
    suite.db = await useTestDatabase();
  });
  beforeEach(async () => {
    restoreEnv();
    restoreEnv = inquiryEnv();
    await clearInquiries(suite.db);
  });
  afterAll(async () => {
    restoreEnv();
    await suite.db.destroy();
  });
  return suite;
}
