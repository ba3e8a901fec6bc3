import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { publicJson } from './_shared/public-json.ts';

/** GET /api/csr-posts: the published CSR stories, newest first (revalidated by ETag, not CDN-cached). */
export default async function csrPosts(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('csr-posts', async () => publicJson(req, await listPublishedCsrPosts(getDb())));
}

export const config: Config = { path: '/api/csr-posts' };
