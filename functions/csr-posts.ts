import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { publicContent } from './_shared/public-json.ts';

/**
 * GET /api/csr-posts: the published CSR stories, newest first (their view counts are
 * GET /api/view-counts?kind=csr_post), built once per content version and served from memory,
 * revalidated by ETag, kept by the CDN up to 5 minutes and purged on change (public-json.ts).
 */
export default async function csrPosts(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('csr-posts', async () => (await publicContent(req, { collection: 'csr_posts', route: '/api/csr-posts', load: () => withLibraryAlts(getDb(), listPublishedCsrPosts(getDb()), ['content']) }))!);
}

export const config: Config = { path: '/api/csr-posts' };
