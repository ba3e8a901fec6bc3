import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { listViewCounts } from '#db/repositories/view-marks.ts';
import type { ViewKind } from '#domain/content/views.ts';
import { CACHE, errorResponse, guarded, json, methodNotAllowed } from './_shared/http.ts';
import { parseId } from '#domain/ids.ts';

const KINDS: readonly ViewKind[] = ['notice', 'csr_post'];

/**
 * GET /api/view-counts?kind=notice|csr_post[&id=N]: `{ "<id>": views }` of the published items of that
 * kind (or of one). Counts change on every read, so they travel apart from the content, whose answers
 * are cached per content version (public-json.ts): a few bytes per item, never stored by anyone.
 * An id that names no published item gives `{}`; a bad kind or id is a 400.
 */
export default async function viewCounts(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const params = new URL(req.url).searchParams;
  const kind = KINDS.find((k) => k === params.get('kind'));
  if (!kind) return errorResponse(400, 'Bad Request', { fields: { kind: `one of ${KINDS.join(', ')}` } });
  const rawId = params.get('id');
  const id = rawId === null ? undefined : parseId(rawId);
  if (rawId !== null && id === undefined) return errorResponse(400, 'Bad Request', { fields: { id: 'a positive integer' } });
  return guarded('view-counts', async () => {
    const response = json(await listViewCounts(getDb(), kind, id), { cache: CACHE.none });
    return req.method === 'HEAD' ? new Response(null, { status: 200, headers: response.headers }) : response;
  });
}

export const config: Config = { path: '/api/view-counts' };
