import type { Config } from '@netlify/functions';
import { getDb } from '../db/client.ts';
import { listPublishedFaqs } from '../db/repositories/faqs.ts';
import { CACHE, guarded, json, methodNotAllowed } from './_shared/http.ts';

/** GET /api/faqs: the published FAQs (id, question, answer, category and their translations). */
export default async function faqs(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('faqs', async () => {
    const rows = await listPublishedFaqs(getDb());
    return json(rows, { cache: CACHE.revalidate });
  });
}

export const config: Config = { path: '/api/faqs' };
