import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { listPublishedFaqs } from '#db/repositories/faqs.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { publicContent } from './_shared/public-json.ts';

/**
 * GET /api/faqs: the published FAQs (id, question, answer, category and their translations), built
 * once per content version and served from memory. The spec keeps the FAQ list "fresh for 5
 * minutes": Netlify's CDN may serve it for 300 s (and a minute stale while it refetches), tagged
 * `faqs` so an admin save can purge it at once; browsers always revalidate by ETag, so they never
 * hold an answer the CDN has already replaced (public-json.ts).
 */
export default async function faqs(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('faqs', async () => (await publicContent(req, { collection: 'faqs', route: '/api/faqs', load: () => withLibraryAlts(getDb(), listPublishedFaqs(getDb()), ['answer']) }))!);
}

export const config: Config = { path: '/api/faqs' };
