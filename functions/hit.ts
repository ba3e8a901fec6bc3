import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { getDb } from '#db/client.ts';
import { countryCode, Hit, MAX_HIT_BYTES } from '#domain/analytics/hit.ts';
import { recordHit } from './_shared/analytics/hits.ts';
import { answerPixel } from './_shared/analytics/no-script.ts';
import { isStaff, sessionTokenOf, uncountedByHeaders } from './_shared/analytics/privacy.ts';
import { errorResponse, methodNotAllowed, SECURITY_HEADERS } from './_shared/http.ts';
import { parseJsonBody, readLimitedBody } from './_shared/request-body.ts';
import { fromOwnSite } from './_shared/request-origin.ts';

/** navigator.sendBeacon sends a string as text/plain (no preflight); fetch sends JSON. */
const CONTENT_TYPES = new Set(['application/json', 'text/plain']);

const accepted = () => new Response(null, { status: 204, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' } });

/**
 * POST /api/hit: the visitor beacon (src/domain/analytics/hit.ts) — a page view, a site search, a
 * 404 or a started inquiry form. The answer (204) goes before any database work, which the platform
 * finishes after it (waitUntil), so a burst of beacons never slows a page. Bots, prefetches, GPC/DNT
 * and signed-in staff are not counted, with the same 204. Same-site pages only (403), JSON or
 * text/plain JSON (415), at most 2 KB (413), 400 with field errors for a bad beacon.
 * GET /api/hit?t=pageview|notfound: the same count for a page without JavaScript, by its `<noscript>`
 * image (functions/_shared/analytics/no-script.ts).
 */
export default async function hit(req: Request, context: Context): Promise<Response> {
  if (req.method === 'GET' || req.method === 'HEAD') return answerPixel(req, context);
  if (req.method !== 'POST') return methodNotAllowed(['GET', 'HEAD', 'POST']);
  if (!fromOwnSite(req)) return errorResponse(403, 'Forbidden');
  if (!CONTENT_TYPES.has((req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase())) {
    return errorResponse(415, 'Unsupported Media Type', {}, { 'Accept-Post': 'application/json, text/plain' });
  }
  const read = await readLimitedBody(req, MAX_HIT_BYTES);
  if (!read.ok) return errorResponse(read.status, read.status === 413 ? 'Payload Too Large' : 'Bad Request');
  const parsed = parseJsonBody(read.bytes);
  if (!parsed.ok) return errorResponse(400, parsed.message);
  const given = typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value) ? parsed.value : {};
  const beacon = v.safeParse(Hit, given);
  if (!beacon.success) {
    const fields: Record<string, string> = {};
    for (const issue of beacon.issues) fields[issue.path?.map((item) => String(item.key)).join('.') || '_'] ??= issue.message;
    return errorResponse(400, 'Bad Request', { fields });
  }
  if (uncountedByHeaders(req.headers)) return accepted();

  const db = getDb();
  const token = sessionTokenOf(req.headers);
  const work = (async () => {
    if (await isStaff(db, token)) return;
    await recordHit(db, beacon.output, {
      ip: context?.ip || 'unknown',
      userAgent: req.headers.get('user-agent') ?? '',
      siteHost: new URL(req.url).host,
      country: countryCode(context?.geo?.country?.code),
    });
  })().catch((error: unknown) => console.error('[hit] not counted:', error));
  // Where the runtime offers no waitUntil (tests, scripts), the work is finished before the answer.
  if (typeof context?.waitUntil === 'function') context.waitUntil(work);
  else await work;
  return accepted();
}

export const config: Config = {
  path: '/api/hit',
  // The platform's own limit per client address: a page view a second is more than any reader makes.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
