import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { deployNotificationSecret, deployOutcome, deployPayloadSchema, verifyDeploySignature } from '#functions/_shared/builds/deploy-notification.ts';

const SECRET = 'n'.repeat(16) + '-deploy-notification-secret-0123456789';
const key = new TextEncoder().encode(SECRET);
const body = new TextEncoder().encode(JSON.stringify({ id: 'abc123', state: 'ready' }));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sign = (claims: Record<string, unknown>, secret = key, alg = 'HS256') => new SignJWT(claims).setProtectedHeader({ alg }).sign(secret);

afterEach(() => vi.unstubAllEnvs());

describe('deploy notification signature (Netlify: HS256 JWS, iss netlify, sha256 of the body)', () => {
  it('accepts Netlify\'s signature of this body', async () => {
    expect(await verifyDeploySignature(await sign({ iss: 'netlify', sha256: sha256(body) }), body, key)).toEqual({ ok: true });
  });

  it('refuses another secret, another issuer, no issuer, another body, a missing hash, an expired token, garbage', async () => {
    const other = new TextEncoder().encode('x'.repeat(40));
    const refused = [
      await sign({ iss: 'netlify', sha256: sha256(body) }, other),
      await sign({ iss: 'attacker', sha256: sha256(body) }),
      await sign({ sha256: sha256(body) }),
      await sign({ iss: 'netlify', sha256: sha256(new TextEncoder().encode('{}')) }),
      await sign({ iss: 'netlify' }),
      await sign({ iss: 'netlify', sha256: sha256(body), exp: Math.floor(Date.now() / 1000) - 600 }),
      'not.a.jws',
      '',
    ];
    for (const signature of refused) expect((await verifyDeploySignature(signature, body, key)).ok, signature).toBe(false);
  });

  it('refuses an unsigned token (alg none) and another algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: 'netlify', sha256: sha256(body) })).toString('base64url');
    expect((await verifyDeploySignature(`${header}.${payload}.`, body, key)).ok).toBe(false);
    expect((await verifyDeploySignature(await sign({ iss: 'netlify', sha256: sha256(body) }, key, 'HS512'), body, key)).ok).toBe(false);
  });

  it('reads the secret from DEPLOY_NOTIFICATION_SECRET, and none when it is missing or short', () => {
    vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', SECRET);
    expect(deployNotificationSecret()).toEqual(key);
    vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', 'short');
    expect(deployNotificationSecret()).toBeUndefined();
    vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', '');
    expect(deployNotificationSecret()).toBeUndefined();
  });
});

describe('deployOutcome', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const payload = (fields: Record<string, unknown>) => v.parse(deployPayloadSchema, { id: 'd1', state: 'ready', context: 'production', created_at: '2026-11-24T10:00:00.000Z', ...fields });

  it('a ready production deploy succeeded, finished when published', () => {
    expect(deployOutcome(payload({ published_at: '2026-11-24T10:02:00.000Z', updated_at: '2026-11-24T10:03:00.000Z' }), now)).toEqual({
      id: 'd1', succeeded: true, createdAt: new Date('2026-11-24T10:00:00.000Z'), finishedAt: new Date('2026-11-24T10:02:00.000Z'), error: null,
    });
  });

  it('an errored deploy failed with its message (or a default), finished when last updated', () => {
    expect(deployOutcome(payload({ state: 'error', error_message: 'Build script returned non-zero exit code: 2', updated_at: '2026-11-24T10:01:00.000Z' }), now)).toMatchObject({
      succeeded: false, error: 'Build script returned non-zero exit code: 2', finishedAt: new Date('2026-11-24T10:01:00.000Z'),
    });
    expect(deployOutcome(payload({ state: 'error', error_message: null }), now)).toMatchObject({ error: 'The deploy failed.', finishedAt: now });
  });

  it('ignores deploy previews, branch deploys and states that are not final', () => {
    expect(deployOutcome(payload({ context: 'deploy-preview' }), now)).toEqual({ ignored: 'not a production deploy (deploy-preview)' });
    expect(deployOutcome(payload({ context: null }), now)).toEqual({ ignored: 'not a production deploy (no context)' });
    expect(deployOutcome(payload({ state: 'building' }), now)).toEqual({ ignored: 'not a final state (building)' });
  });
});
