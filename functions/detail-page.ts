import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { detailPageAnswer } from './_shared/detail-page.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * A notice or CSR story address with no prebuilt page (reached through the build's rewrite): the
 * fallback page for an item published since the build, else the locale's 404 page with 404.
 */
export default async function detailPage(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('detail-page', () => detailPageAnswer(getDb(), siteAddress(context), new URL(req.url).pathname));
}

// A literal: Netlify reads the route from the source without running it (DETAIL_PAGE_ROUTE, checked by its test).
export const config: Config = { path: '/api/detail-page/*' };
