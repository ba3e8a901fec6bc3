/**
 * POST /api/deploy-notifications: Netlify's signed deploy notifications recorded as build outcomes.
 * Signed as Netlify signs them (a JWS, HS256, iss netlify, sha256 of the body) with the secret of
 * DEPLOY_NOTIFICATION_SECRET; anything unsigned, wrongly signed or not the signed body is refused
 * and stores nothing; a notification delivered twice is recorded once.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { insertBuildRequest } from '#db/repositories/site-builds.ts';
import type { SiteBuild } from '#db/schema.ts';
import deployNotifications, { config } from '#functions/deploy-notifications.ts';
import { runBuildRetries } from '#functions/_shared/builds/retries.ts';
import { useTestDatabase } from '../helpers/helpers.ts';

const SECRET = 'd'.repeat(8) + '-test-deploy-notification-secret-0123456789';
const PATH = 'http://localhost/api/deploy-notifications';
let db: Db;

beforeAll(async () => {
  db = await useTestDatabase();
});
beforeEach(async () => {
  await sql`TRUNCATE site_builds RESTART IDENTITY`.execute(db);
  vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', SECRET);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await db.destroy();
});

function deploy(fields: Record<string, unknown> = {}) {
  return {
    id: '6744a1b2c3d4e5f600112233', site_id: 'site', build_id: 'b1', state: 'ready', name: 'nusantara', context: 'production', branch: 'main',
    created_at: '2026-11-24T10:00:00.000Z', updated_at: '2026-11-24T10:02:10.000Z', published_at: '2026-11-24T10:02:00.000Z',
    error_message: null, deploy_time: 120, title: null, ...fields,
  };
}

async function signature(body: string, claims: Record<string, unknown> = {}, secret = SECRET): Promise<string> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  return new SignJWT({ iss: 'netlify', sha256, ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

async function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return deployNotifications(new Request(PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'Netlify', ...headers }, body }));
}

async function notify(payload: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  const response = await post(body, { 'x-webhook-signature': await signature(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rows = (): Promise<SiteBuild[]> => db.selectFrom('site_builds').selectAll().orderBy('id').execute();
const at = (iso: string) => new Date(iso);

describe('POST /api/deploy-notifications', () => {
  it('is served at /api/deploy-notifications, POST only', async () => {
    expect(config.path).toBe('/api/deploy-notifications');
    const response = await deployNotifications(new Request(PATH));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('without DEPLOY_NOTIFICATION_SECRET (or a short one) answers 503 and accepts nothing, signed or not', async () => {
    const body = JSON.stringify(deploy());
    for (const secret of ['', 'too-short']) {
      vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', secret);
      expect((await post(body, { 'x-webhook-signature': await signature(body, {}, secret || 'x') })).status).toBe(503);
      expect((await post(body)).status).toBe(503);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses a missing signature (401), a wrong one (403) and a body that is not the signed one (403), storing nothing', async () => {
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices' }, at('2026-11-24T09:59:00.000Z'));
    const body = JSON.stringify(deploy());
    const other = JSON.stringify(deploy({ state: 'error' }));
    expect((await post(body)).status).toBe(401);
    expect((await post(body, { 'x-webhook-signature': await signature(body, {}, 'x'.repeat(48)) })).status).toBe(403);
    expect((await post(body, { 'x-webhook-signature': await signature(body, { iss: 'someone' }) })).status).toBe(403);
    expect((await post(body, { 'x-webhook-signature': 'garbage' })).status).toBe(403);
    // A genuine signature, replayed on another body: the body's hash is not the signed one.
    expect((await post(other, { 'x-webhook-signature': await signature(body) })).status).toBe(403);
    expect((await rows()).map((r) => r.status)).toEqual(['requested']);
  });

  it('answers 413, 415, 400 for an oversized, non-JSON, malformed or incomplete (but signed) body', async () => {
    const huge = JSON.stringify({ ...deploy(), pad: 'x'.repeat(300 * 1024) });
    expect((await post(huge, { 'x-webhook-signature': await signature(huge) })).status).toBe(413);
    const form = 'id=1&state=ready';
    expect((await post(form, { 'x-webhook-signature': await signature(form), 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const broken = '{"id":';
    expect((await post(broken, { 'x-webhook-signature': await signature(broken) })).status).toBe(400);
    const incomplete = await notify({ state: 'ready', created_at: 'yesterday' });
    expect(incomplete).toEqual({ status: 400, body: { error: 'Not a deploy notification', fields: { id: 'must be the deploy id', created_at: 'must be a timestamp' } } });
    expect(await rows()).toEqual([]);
  });

  it('a successful production deploy ends the requests made before it was created; a later request waits for the next deploy', async () => {
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices' }, at('2026-11-24T09:58:00.000Z'));
    await insertBuildRequest(db, { reason: 'retry', contentKind: 'faqs', attempt: 2, retryOf: 1 }, at('2026-11-24T09:59:59.000Z'));
    await insertBuildRequest(db, { reason: 'content', contentKind: 'csr-posts' }, at('2026-11-24T10:00:30.000Z'));
    expect(await notify(deploy())).toEqual({ status: 200, body: { recorded: true, requests: 2 } });
    const [first, second, third] = await rows();
    for (const served of [first, second]) {
      expect(served).toMatchObject({ status: 'succeeded', build_ref: '6744a1b2c3d4e5f600112233', started_at: at('2026-11-24T10:00:00.000Z'), finished_at: at('2026-11-24T10:02:00.000Z'), error: null });
    }
    expect(third).toMatchObject({ status: 'requested', build_ref: null, started_at: null });
  });

  it('is recorded once: the same notification again (a replay, a retry by Netlify) changes nothing', async () => {
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices' }, at('2026-11-24T09:58:00.000Z'));
    const payload = deploy({ state: 'error', error_message: 'Build script returned non-zero exit code: 2' });
    expect((await notify(payload)).body).toEqual({ recorded: true, requests: 1 });
    const before = await rows();
    // A request made meanwhile (before the deploy's creation time, as the clock says) is not swept up by the replay.
    await insertBuildRequest(db, { reason: 'content', contentKind: 'faqs' }, at('2026-11-24T09:59:00.000Z'));
    expect(await notify(payload)).toEqual({ status: 200, body: { recorded: false, reason: 'already recorded' } });
    const after = await rows();
    expect(after.slice(0, 1)).toEqual(before);
    expect(after[1]).toMatchObject({ status: 'requested' });
    // Two deliveries at once are recorded once as well.
    const twin = deploy({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', created_at: '2026-11-24T11:00:00.000Z' });
    const answers = await Promise.all([notify(twin), notify(twin)]);
    expect(answers.map((a) => a.body['recorded']).sort()).toEqual([false, true]);
    expect((await rows()).filter((r) => r.build_ref === 'aaaaaaaaaaaaaaaaaaaaaaaa')).toHaveLength(1);
  });

  it('a failed deploy fails its requests with Netlify\'s message, and the retry job takes it up', async () => {
    const request = await insertBuildRequest(db, { reason: 'content', contentKind: 'notices' }, at('2026-11-24T09:58:00.000Z'));
    await notify(deploy({ state: 'error', error_message: 'Build script returned non-zero exit code: 2', published_at: null, updated_at: '2026-11-24T10:01:00.000Z' }));
    expect((await rows())[0]).toMatchObject({ status: 'failed', error: 'Build script returned non-zero exit code: 2', finished_at: at('2026-11-24T10:01:00.000Z') });
    const report = await runBuildRetries(db, { now: () => at('2026-11-24T10:06:00.000Z'), post: async () => ({ ok: true }) });
    expect(report).toMatchObject({ action: 'retried', attempt: 2 });
    expect((await rows()).at(-1)).toMatchObject({ reason: 'retry', retry_of: request!.id, status: 'requested' });
  });

  it('a deploy nobody here asked for (a git push) gets a row of its own', async () => {
    expect(await notify(deploy())).toEqual({ status: 200, body: { recorded: true, requests: 0 } });
    expect(await rows()).toEqual([expect.objectContaining({ reason: 'deploy', status: 'succeeded', requested_at: at('2026-11-24T10:00:00.000Z'), build_ref: '6744a1b2c3d4e5f600112233' })]);
  });

  it('ignores deploy previews, branch deploys and other states (200, nothing stored)', async () => {
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices' }, at('2026-11-24T09:58:00.000Z'));
    expect(await notify(deploy({ context: 'deploy-preview', state: 'error' }))).toEqual({ status: 200, body: { recorded: false, reason: 'not a production deploy (deploy-preview)' } });
    expect(await notify(deploy({ state: 'building' }))).toEqual({ status: 200, body: { recorded: false, reason: 'not a final state (building)' } });
    expect((await rows()).map((r) => r.status)).toEqual(['requested']);
  });
});
