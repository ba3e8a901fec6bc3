import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { publicContent } from './_shared/public-json.ts';

/**
 * GET /api/notices: published notices, pinned first then newest (id, title, content, author,
 * is_pinned, created_at, updated_at, category, is_important and the translations; the view counts
 * are GET /api/view-counts?kind=notice). Built once per content version and served from memory;
 * browsers revalidate by ETag; the CDN may keep it 5 minutes, purged on change (public-json.ts).
 */
export default async function notices(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('notices', async () => (await publicContent(req, { collection: 'notices', route: '/api/notices', load: () => withLibraryAlts(getDb(), listPublishedNotices(getDb()), ['content']) }))!);
}

export const config: Config = { path: '/api/notices' };
