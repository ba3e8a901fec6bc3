import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { getDb } from '#db/client.ts';
import { countView } from '#db/repositories/view-marks.ts';
import { errorResponse, guarded, methodNotAllowed, SECURITY_HEADERS } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { parseJsonBody, readLimitedBody } from './_shared/request-body.ts';
import { fromOwnSite } from './_shared/request-origin.ts';
import { dayOf, isCrawler, isSpeculative, visitorKey } from './_shared/views/visitor.ts';

/** A beacon is a few bytes: `{"kind":"notice","id":12}`. */
const MAX_BODY_BYTES = 256;

const Beacon = v.object({
  kind: v.picklist(['notice', 'csr_post']),
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
});

const accepted = () => new Response(null, { status: 204, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' } });

/**
 * POST /api/views `{ kind: 'notice' | 'csr_post', id }`: a reader opened a notice or a CSR story
 * (a beacon from the prebuilt pages). Counted at most once per visitor, item and day, never for
 * crawlers or prefetches, only for published items; the answer is 204 either way, so it says
 * nothing about which items exist. Same-site pages only (403), JSON only (415), 400 for a bad body.
 */
export default async function views(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  if (!fromOwnSite(req)) return errorResponse(403, 'Forbidden');
  if ((req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return errorResponse(415, 'Unsupported Media Type', {}, { 'Accept-Post': 'application/json' });
  }
  const read = await readLimitedBody(req, MAX_BODY_BYTES);
  if (!read.ok) return errorResponse(read.status, read.status === 413 ? 'Payload Too Large' : 'Bad Request');
  const parsed = parseJsonBody(read.bytes);
  if (!parsed.ok) return errorResponse(400, parsed.message);
  const body = parsed.value;
  const beacon = v.safeParse(Beacon, body);
  if (!beacon.success) return errorResponse(400, 'Bad Request', { fields: { [String(beacon.issues[0].path?.[0]?.key ?? '_')]: beacon.issues[0].message } });

  const userAgent = req.headers.get('user-agent');
  if (isCrawler(userAgent) || isSpeculative(req.headers)) return accepted();
  const secret = formSigningSecret();
  if (!secret) {
    console.error('[views] FORM_SIGNING_SECRET is missing or shorter than 32 characters: views are not counted');
    return accepted();
  }
  const day = dayOf(Date.now());
  const visitor = visitorKey(secret, day, context?.ip || 'unknown', userAgent ?? '');
  return guarded('views', async () => {
    await countView(getDb(), { kind: beacon.output.kind, id: beacon.output.id, day, visitor });
    return accepted();
  });
}

export const config: Config = {
  path: '/api/views',
  // The platform's own limit per client address: a beacon a second is more than any reader sends.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
