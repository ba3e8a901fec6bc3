import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { errorResponse, guarded, methodNotAllowed } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { factsPreview } from './_shared/preview/facts-preview.ts';
import { pagePreview, PRIVATE } from './_shared/preview/page-preview.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * GET /api/page-preview?key=<page>&locale=xx&token=…: a content page's draft on the page itself, signed
 * out (the link the admin's POST /api/admin/pages/:key/preview answers): the built page in that
 * locale with the draft's texts in place and a banner listing what it cannot show. 400 malformed,
 * 401 expired link, 403 a token that is not ours or another page's, 404 no draft (published or
 * discarded since), 410 the draft the link was made for has been saved again.
 *
 * GET /api/facts-preview?key=<page>&locale=xx&token=…: the same for the firm facts' draft (the link
 * POST /api/admin/site-settings/facts/preview answers): that page with the draft's figures in place.
 */
export default async function pagePreviewHandler(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const secret = formSigningSecret();
  if (!secret) return errorResponse(503, 'Previews are not configured', {}, PRIVATE);
  const url = new URL(req.url);
  const preview = url.pathname.replace(/\/$/, '').endsWith('/facts-preview') ? factsPreview : pagePreview;
  return guarded('page-preview', () => preview(getDb(), secret, siteAddress(context), url.searchParams, new Date()));
}

export const config: Config = { path: ['/api/page-preview', '/api/facts-preview'] };
