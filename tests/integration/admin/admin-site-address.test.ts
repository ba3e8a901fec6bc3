/**
 * Links the server writes carry the site's configured address, never the request's Host: a reset
 * mail, an invitation and the authenticator's issuer asked for with `Host: evil.example` point at
 * the configured site (SITE_URL, else the platform's address of the site), and with no address
 * configured these routes answer 503 instead of guessing from the request.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import accounts from '#functions/admin-accounts.ts';
import contact from '#functions/admin-contact.ts';
import reset from '#functions/admin-password-reset.ts';
import setup from '#functions/admin-two-factor-setup.ts';
import { createFunctionContext } from '#scripts/local-server/function-context.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts';
import { buildAdminRequest, createAdmin, resetAdminTables, signIn, TEST_IP, useAdminEnv, type AdminRequestOptions } from '../helpers/admin-test-helpers.ts';

const FOREIGN = 'http://evil.example';
const PLATFORM = 'http://localhost';
const CONFIGURED = 'https://www.firm.example';

let db: Db;
let restoreEnv: () => void;
let sink: MailSink;
let owner: string;
const savedSiteUrl = process.env.SITE_URL;
const savedUrl = process.env.URL;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  sink = await startMailSink();
});
beforeEach(async () => {
  delete process.env.SITE_URL;
  delete process.env.URL;
  await resetAdminTables(db);
  await sql`TRUNCATE admin_invites, admin_password_resets RESTART IDENTITY`.execute(db);
  await clearInquiries(db);
  await createAdmin(db, 'kim');
  await db.updateTable('admins').set({ email: 'kim@example.com' }).where('username', '=', 'kim').execute();
  owner = await signIn('kim');
  sink.received.length = 0;
});
afterEach(() => {
  for (const [name, value] of [['SITE_URL', savedSiteUrl], ['URL', savedUrl]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterAll(async () => {
  sink.close();
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

/**
 * A request that names another host (`Host: evil.example`: on the platform, as locally, that is the
 * request's URL), with the Origin to match, as a script rather than a browser sends it. The
 * platform's context knows the site as `siteUrl`; its waitUntil work (the reset mail) is awaited.
 */
async function send(handler: (req: Request, context: Context) => Promise<Response>, method: string, path: string, options: AdminRequestOptions & { siteUrl?: string } = {}): Promise<Response> {
  const request = buildAdminRequest(method, path, { ...options, origin: FOREIGN });
  const work: Promise<unknown>[] = [];
  const { context } = createFunctionContext({ request, functionName: 'test', ip: TEST_IP, requestId: 'test', siteUrl: options.siteUrl ?? PLATFORM, params: options.params ?? {}, waitUntil: (p) => void work.push(p) });
  const response = await handler(request, context);
  await Promise.all(work);
  return response;
}

const resetLink = () => /https?:\/\/[^\s/]+\/admin\?reset=[\w-]{43}/.exec(sink.received[0]?.text ?? '')?.[0];
const inviteLinkOf = async (response: Response) => ((await response.json()) as { invite: { link: string } }).invite.link;
const issuerOf = async (response: Response) => new URL(((await response.json()) as { uri: string }).uri).searchParams.get('issuer');

describe('links under a foreign Host', () => {
  it('a reset mail links to the site the platform names, not to the Host', async () => {
    expect((await send(reset, 'POST', '/api/admin/password-reset', { body: { email: 'kim@example.com' } })).status).toBe(202);
    expect(sink.received).toHaveLength(1);
    expect(resetLink()).toMatch(new RegExp(`^${PLATFORM}/admin\\?reset=`));
    expect(sink.received[0]!.text).not.toContain('evil.example');
  });

  it('an invitation links to the configured SITE_URL, whatever the Host and the platform say', async () => {
    process.env.SITE_URL = `${CONFIGURED}/`;
    const answer = await send(accounts, 'POST', '/api/admin/accounts', { cookie: owner, body: { email: 'lee@example.com', role: 'editor' } });
    expect(answer.status).toBe(201);
    expect(await inviteLinkOf(answer)).toMatch(new RegExp(`^${CONFIGURED}/admin\\?invite=[\\w-]{43}$`));
    const mailed = sink.received.find((mail) => mail.to.includes('lee@example.com'));
    expect(mailed?.text).toContain(`${CONFIGURED}/admin?invite=`);
    expect(mailed?.text).not.toContain('evil.example');
  });

  it("the reset link follows Netlify's URL variable when SITE_URL is not set", async () => {
    process.env.URL = 'https://firm.netlify.app';
    expect((await send(reset, 'POST', '/api/admin/password-reset', { body: { email: 'kim@example.com' } })).status).toBe(202);
    expect(resetLink()).toMatch(/^https:\/\/firm\.netlify\.app\/admin\?reset=/);
  });

  it("an inquiry's new assignee is told with a link to the configured site", async () => {
    process.env.SITE_URL = CONFIGURED;
    const lee = await createAdmin(db, 'lee', undefined, 'staff');
    await db.updateTable('admins').set({ email: 'lee@example.com' }).where('id', '=', lee.id).execute();
    const stored = await storeInquiry(db, {
      reference: crypto.randomUUID(),
      inquiry: { name: '김민수', company: '한빛상사', email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: null },
      consent: { version: '2025-01-01', locale: 'ko' },
      notify: [],
    });
    if (!stored.stored) throw new Error('not stored');
    const id = String(stored.id);
    const answer = await send(contact, 'PATCH', `/api/admin/contacts/${id}`, { cookie: owner, params: { id }, body: { assignedTo: lee.id }, headers: { 'If-Match': '*' } });
    expect(answer.status).toBe(200);
    expect(sink.received.map((mail) => mail.to)).toEqual([['lee@example.com']]);
    expect(sink.received[0]!.text).toContain(`${CONFIGURED}/admin#inquiries/${stored.publicRef}`);
    expect(sink.received[0]!.text).not.toContain('evil.example');
  });

  it("the authenticator's issuer is the site's host name", async () => {
    process.env.SITE_URL = CONFIGURED;
    const begun = await send(setup, 'POST', '/api/admin/two-factor/setup', { cookie: owner, body: {} });
    expect(begun.status).toBe(200);
    expect(await issuerOf(begun)).toBe('www.firm.example');
  });
});

describe('no site address configured', () => {
  it('answers 503 for the reset, the invitation and the authenticator setup rather than use the Host', async () => {
    const none = { siteUrl: '' };
    const answers = [
      await send(reset, 'POST', '/api/admin/password-reset', { ...none, body: { email: 'kim@example.com' } }),
      await send(accounts, 'POST', '/api/admin/accounts', { ...none, cookie: owner, body: { email: 'lee@example.com', role: 'editor' } }),
      await send(setup, 'POST', '/api/admin/two-factor/setup', { ...none, cookie: owner, body: {} }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(await answers[0]!.json()).toEqual({ error: 'The site address is not configured' });
    expect(sink.received).toHaveLength(0);
    expect(await db.selectFrom('admin_invites').select('id').execute()).toEqual([]);
  });

  it('a SITE_URL that is not an http(s) address is not replaced by another one', async () => {
    process.env.SITE_URL = 'www.firm.example';
    expect((await send(reset, 'POST', '/api/admin/password-reset', { body: { email: 'kim@example.com' } })).status).toBe(503);
  });
});
