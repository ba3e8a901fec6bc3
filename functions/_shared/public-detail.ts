/**
 * GET /api/{collection}/{id}: one published item, cached per content version and revalidated by ETag
 * like the lists (public-json.ts; reading it counts nothing: the detail page's beacon does, once per
 * reader and day, functions/views.ts). Missing, unpublished, trashed and malformed ids all answer
 * 404: nothing tells them apart.
 */
import type { ContentCollection } from '#db/repositories/content-versions.ts';
import { errorResponse, guarded, methodNotAllowed } from './http.ts';
import { publicContent } from './public-json.ts';
import { parseId } from '#domain/ids.ts';


/** The handler of one collection's detail route: `prefix` is the path before the id (`/api/notices`). */
export function publicDetail(prefix: string, collection: ContentCollection, find: (id: number) => Promise<object | undefined>) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
    const path = new URL(req.url).pathname;
    const raw = path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1).replace(/\/$/, '') : undefined;
    const id = parseId(raw);
    if (id === undefined) return errorResponse(404, 'Not Found');
    return guarded(collection, async () => {
      // One route per id, with or without a trailing slash.
      const answer = await publicContent(req, { collection, route: `${prefix}/${id}`, load: () => find(id) });
      return answer ?? errorResponse(404, 'Not Found');
    });
  };
}
