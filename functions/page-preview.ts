import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { errorResponse, guarded, methodNotAllowed } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { pagePreview, PRIVATE } from './_shared/preview/page-preview.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * GET /api/page-preview?key=<page>&locale=xx&token=…: a content page's draft on the page itself, signed
 * out (the link the admin's POST /api/admin/pages/:key/preview answers): the built page in that
 * locale with the draft's texts in place and a banner listing what it cannot show. 400 malformed,
 * 401 expired link, 403 a token that is not ours or another page's, 404 no draft (published or
 * discarded since), 410 the draft the link was made for has been saved again.
 */
export default async function pagePreviewHandler(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const secret = formSigningSecret();
  if (!secret) return errorResponse(503, 'Previews are not configured', {}, PRIVATE);
  return guarded('page-preview', () => pagePreview(getDb(), secret, siteAddress(context), new URL(req.url).searchParams, new Date()));
}

export const config: Config = { path: '/api/page-preview' };
