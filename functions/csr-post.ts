import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { findPublishedCsrPost } from '#db/repositories/csr-posts.ts';
import { errorResponse, guarded, methodNotAllowed } from './_shared/http.ts';
import { publicJson } from './_shared/public-json.ts';

/** Largest id a Postgres `serial` can hold: anything above cannot exist. */
const MAX_ID = 2_147_483_647;

/** A positive integer id written in plain digits, else undefined ('abc', '-1', '1.5', '1e3', huge). */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * GET /api/csr-posts/{id}: one published story, revalidated by ETag like the lists (reading it counts
 * nothing: the detail page's beacon does, once per reader and day, functions/views.ts). Missing,
 * unpublished, trashed and malformed ids all answer 404: nothing tells them apart.
 */
export default async function csrPost(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const raw = new URL(req.url).pathname.replace(/^\/api\/csr-posts\/?/, '').replace(/\/$/, '');
  const id = parseId(raw);
  if (id === undefined) return errorResponse(404, 'Not Found');
  return guarded('csr-post', async () => {
    const post = await findPublishedCsrPost(getDb(), id);
    return post ? publicJson(req, post) : errorResponse(404, 'Not Found');
  });
}

export const config: Config = { path: '/api/csr-posts/:id' };
