import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { getDb } from '#db/client.ts';
import { mediaType } from './_shared/admin/request-guards.ts';
import { parseJsonBody, readLimitedBody } from './_shared/request-body.ts';
import {
  DEPLOY_NOTIFICATION_BODY_LIMIT,
  deployNotificationSecret,
  deployPayloadSchema,
  recordDeployNotification,
  verifyDeploySignature,
} from './_shared/builds/deploy-notification.ts';
import { errorResponse, guarded, json, methodNotAllowed } from './_shared/http.ts';

/**
 * POST /api/deploy-notifications: Netlify's signed "Deploy succeeded" / "Deploy failed" outgoing
 * webhooks, recorded as the outcome of the build requests they served (see
 * functions/_shared/builds/deploy-notification.ts). 503 without DEPLOY_NOTIFICATION_SECRET, 401
 * without a signature, 403 for a wrong one or a body that is not the signed one; a repeated
 * notification changes nothing.
 */
export default function deployNotifications(req: Request): Promise<Response> {
  return guarded('deploy-notifications', () => handle(req));
}

async function handle(req: Request): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const secret = deployNotificationSecret();
  if (!secret) {
    console.error('[deploy-notifications] DEPLOY_NOTIFICATION_SECRET is missing or shorter than 32 characters: notifications refused (503)');
    return errorResponse(503, 'Deploy notifications are not configured');
  }
  const signature = req.headers.get('x-webhook-signature');
  if (!signature) return errorResponse(401, 'Unauthorized');
  const read = await readLimitedBody(req, DEPLOY_NOTIFICATION_BODY_LIMIT);
  if (!read.ok) return read.status === 413 ? errorResponse(413, 'Payload Too Large') : errorResponse(400, 'Bad Request');
  const check = await verifyDeploySignature(signature, read.bytes, secret);
  if (!check.ok) {
    console.error(`[deploy-notifications] refused: ${check.reason}`);
    return errorResponse(403, 'Forbidden');
  }
  if (mediaType(req) !== 'application/json') return errorResponse(415, 'Unsupported Media Type');
  const decoded = parseJsonBody(read.bytes);
  if (!decoded.ok) return errorResponse(400, decoded.message);
  const body = decoded.value;
  // Missing keys are given as undefined, so each is named with its own message (not valibot's "Invalid key").
  const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const parsed = v.safeParse(deployPayloadSchema, { ...Object.fromEntries(Object.keys(deployPayloadSchema.entries).map((key) => [key, undefined])), ...given });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.issues) fields[issue.path?.map((item) => String(item.key)).join('.') || '_'] ??= issue.message;
    return errorResponse(400, 'Not a deploy notification', { fields });
  }
  const record = await recordDeployNotification(getDb(), parsed.output, new Date());
  if ('ignored' in record) return json({ recorded: false, reason: record.ignored });
  const { outcome } = record;
  console.log(`[deploy-notifications] deploy ${outcome.id} ${outcome.succeeded ? 'succeeded' : 'failed'}: ${record.recorded === 'requests' ? `${record.requests} request(s)` : record.recorded}`);
  if (record.recorded === 'replay') return json({ recorded: false, reason: 'already recorded' });
  return json({ recorded: true, requests: record.recorded === 'requests' ? record.requests : 0 });
}

export const config: Config = { path: '/api/deploy-notifications' };
