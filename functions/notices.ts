import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import { guarded, methodNotAllowed } from './_shared/http.ts';
import { publicJson } from './_shared/public-json.ts';

/**
 * GET /api/notices: published notices, pinned first then newest (id, title, content, author, views,
 * is_pinned, created_at, category, is_important and the translations). Not cached by the CDN: the
 * list is small and an edit must show on the next request; browsers revalidate by ETag.
 */
export default async function notices(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return guarded('notices', async () => publicJson(req, await listPublishedNotices(getDb())));
}

export const config: Config = { path: '/api/notices' };
