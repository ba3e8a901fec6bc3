import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { errorResponse, guarded, json, methodNotAllowed } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { draftPreview } from './_shared/preview/draft-preview.ts';

/** Never indexed, never stored: a draft is nobody's public page. */
const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * GET /api/preview?kind=notices|faqs|csr-posts&id=N&token=…: a draft as its item would be (the
 * /preview pages render it with the public components). 400 malformed, 401 expired link, 403 a token
 * that is not ours, has no expiry or is another item's, 404 no draft (discarded or published since),
 * 410 the draft the link was made for has been replaced by a newer save.
 */
export default async function preview(req: Request): Promise<Response> {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const secret = formSigningSecret();
  if (!secret) return errorResponse(503, 'Previews are not configured', {}, PRIVATE);
  return guarded('preview', async () => {
    const outcome = await draftPreview(getDb(), secret, new URL(req.url).searchParams, new Date());
    return outcome.ok ? json(outcome.item, { headers: PRIVATE }) : errorResponse(outcome.status, outcome.reason, { reason: outcome.reason }, PRIVATE);
  });
}

export const config: Config = { path: '/api/preview' };
