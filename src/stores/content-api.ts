/**
 * Reading the public content API without React: the detail pages' plain scripts use it, so it must
 * not pull the React chunk into their first load (useFresh in content.ts is the islands' hook).
 */
import { readListPageHeaders } from '#domain/content/list-page.ts';
import { withViews, type ViewCounts, type ViewKind } from '#domain/content/views.ts';

/** GET a public JSON resource; a non-success status is an error "<status>: <body or status text>". */
export async function fetchJson<T>(path: string, fetcher: typeof fetch = fetch): Promise<T> {
  const response = await fetcher(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

/**
 * The current view counts of a kind's published items (of one with `id`): served apart from the
 * content, whose answers are cached per content version while the counts change on every read.
 */
export function fetchViewCounts(kind: ViewKind, id?: number, fetcher: typeof fetch = fetch): Promise<ViewCounts> {
  return fetchJson<ViewCounts>(`/api/view-counts?kind=${kind}${id === undefined ? '' : `&id=${id}`}`, fetcher);
}

/** A list from the API; with `views`, each row with its current view count (the two read side by side). */
export async function fetchRows<Row extends { id: number }>(path: string, views?: ViewKind, fetcher: typeof fetch = fetch): Promise<Row[]> {
  if (!views) return fetchJson<Row[]>(path, fetcher);
  const [rows, counts] = await Promise.all([fetchJson<Array<Omit<Row, 'views'> & { id: number }>>(path, fetcher), fetchViewCounts(views, undefined, fetcher)]);
  return withViews(rows, counts) as unknown as Row[];
}

/**
 * A page of a paged list (GET /api/notices?…, /api/csr-posts?…) with the count of all its items (from
 * the answer's headers: src/domain/content/list-page.ts); with `views`, each row with its view count.
 */
export async function fetchListPage<Row extends { id: number }>(path: string, views?: ViewKind, fetcher: typeof fetch = fetch): Promise<{ rows: Row[]; total: number }> {
  const request = fetcher(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    const rows = (await response.json()) as Array<Omit<Row, 'views'> & { id: number }>;
    return { rows, total: readListPageHeaders(response.headers)?.total ?? rows.length };
  });
  if (!views) return request as Promise<{ rows: Row[]; total: number }>;
  const [page, counts] = await Promise.all([request, fetchViewCounts(views, undefined, fetcher)]);
  return { rows: withViews(page.rows, counts) as unknown as Row[], total: page.total };
}
