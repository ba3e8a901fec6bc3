/**
 * Netlify's deploy notifications ("Deploy succeeded", "Deploy failed": outgoing webhooks set in the
 * site's notification settings) as build outcomes. Netlify signs each with a JWS in the
 * `X-Webhook-Signature` header: HS256 with the notification's "JWS secret token", claims
 * `iss: netlify` and `sha256`, the hex SHA-256 of the body. We keep that token in
 * `DEPLOY_NOTIFICATION_SECRET`; nothing unsigned is ever accepted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { recordDeployOutcome, type DeployOutcome, type DeployRecord } from '#db/repositories/site-builds.ts';
import { shortBuildError } from './build-hook.ts';

/** A deploy payload is a few KB; anything this large is not one. */
export const DEPLOY_NOTIFICATION_BODY_LIMIT = 256 * 1024;
/** A token chosen for this purpose is long and random (`openssl rand -hex 32`). */
const MIN_SECRET_LENGTH = 32;

/** The JWS secret token, or undefined when unset or too short to be one (the endpoint then answers 503). */
export function deployNotificationSecret(): Uint8Array | undefined {
  const secret = process.env.DEPLOY_NOTIFICATION_SECRET ?? '';
  return secret.length >= MIN_SECRET_LENGTH ? new TextEncoder().encode(secret) : undefined;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks the JWS (signature, algorithm, issuer, expiry when present) and that its `sha256` claim is the body's. */
export async function verifyDeploySignature(signature: string, body: Uint8Array, secret: Uint8Array): Promise<SignatureCheck> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(signature, secret, { algorithms: ['HS256'], issuer: 'netlify' }));
  } catch (error) {
    return { ok: false, reason: `invalid signature (${(error as { code?: string }).code ?? 'malformed'})` };
  }
  const claimed = Buffer.from(typeof claims['sha256'] === 'string' ? claims['sha256'].toLowerCase() : '', 'utf8');
  const actual = Buffer.from(createHash('sha256').update(body).digest('hex'), 'utf8');
  if (claimed.length !== actual.length || !timingSafeEqual(claimed, actual)) return { ok: false, reason: 'the body does not match the signed hash' };
  return { ok: true };
}

const timestamp = v.pipe(v.string('must be a timestamp'), v.check((value: string) => !Number.isNaN(Date.parse(value)), 'must be a timestamp'));
const optionalTimestamp = v.nullish(timestamp);

/** The fields we read; Netlify sends many more (the deploy object of its API). */
export const deployPayloadSchema = v.looseObject({
  id: v.pipe(v.string('must be the deploy id'), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be the deploy id')),
  state: v.pipe(v.string('must be the deploy state'), v.maxLength(40, 'must be the deploy state')),
  context: v.nullish(v.pipe(v.string('must be the deploy context'), v.maxLength(100, 'must be the deploy context'))),
  created_at: timestamp,
  updated_at: optionalTimestamp,
  published_at: optionalTimestamp,
  error_message: v.nullish(v.string('must be text')),
});
export type DeployPayload = v.InferOutput<typeof deployPayloadSchema>;

/**
 * The outcome a notification reports, or why it is not one: only production deploys rebuild the
 * public pages (a deploy preview reads the same database but publishes nothing), and only the
 * final states `ready` and `error` end a build.
 */
export function deployOutcome(payload: DeployPayload, now: Date): DeployOutcome | { ignored: string } {
  if (payload.context !== 'production') return { ignored: `not a production deploy (${payload.context ?? 'no context'})` };
  if (payload.state !== 'ready' && payload.state !== 'error') return { ignored: `not a final state (${payload.state})` };
  const finished = payload.published_at ?? payload.updated_at;
  return {
    id: payload.id,
    succeeded: payload.state === 'ready',
    createdAt: new Date(payload.created_at),
    finishedAt: finished ? new Date(finished) : now,
    error: payload.state === 'ready' ? null : shortBuildError(payload.error_message || 'The deploy failed.'),
  };
}

/** Records what a verified notification reports: the outcome of the requests it served, or why it is none. */
export async function recordDeployNotification(db: Db, payload: DeployPayload, now: Date): Promise<{ ignored: string } | (DeployRecord & { outcome: DeployOutcome })> {
  const outcome = deployOutcome(payload, now);
  if ('ignored' in outcome) return outcome;
  return { ...(await recordDeployOutcome(db, outcome)), outcome };
}
