/**
 * GET of a public list (/api/notices, /api/csr-posts): one page of it, never the whole list. The page,
 * its size, a category and (for notices) a search are query parameters (src/domain/content/list-page.ts);
 * the body is the page's rows, the count and the neighbouring pages are headers. Each page is an answer
 * of its own, cached per content version like every public answer (public-json.ts: same stamp, ETag and
 * CDN tag, and the CDN keys on the query string); the list itself is read from the database once per
 * version and every page, category and search is cut from it in memory.
 */
import type { ContentCollection } from '#db/repositories/content-versions.ts';
import { listPageHeaders, listPagePath, parseListQuery, type ListPageQuery, type ListPageRules } from '#domain/content/list-page.ts';
import { matchesTerms, queryTerms } from '#domain/content/list-search.ts';
import { errorResponse, guarded, methodNotAllowed } from './http.ts';
import { publicContent, WithHeaders } from './public-json.ts';

export interface PublicList<Row extends { category: string }> {
  collection: ContentCollection;
  /** The route's path, also the base of the pages' links. */
  base: string;
  rules: ListPageRules;
  /** Every published row, in the list's order. */
  loadAll: () => Promise<Row[]>;
  /** The text a search looks in, in a language (lists that can be searched). */
  searchText?: (row: Row, lang: string) => string;
}

/** The whole list of a collection under the stamp it was read under: one read per content version. */
const lists = new Map<ContentCollection, { stamp: string; rows: Promise<unknown[]> }>();

function rowsUnder<Row>(collection: ContentCollection, stamp: string | undefined, loadAll: () => Promise<Row[]>): Promise<Row[]> {
  if (stamp === undefined) return loadAll();
  const held = lists.get(collection);
  if (held?.stamp === stamp) return held.rows as Promise<Row[]>;
  const rows = loadAll();
  lists.set(collection, { stamp, rows });
  // A failed read is not kept: the next request reads again.
  rows.catch(() => lists.get(collection)?.rows === rows && lists.delete(collection));
  return rows;
}

function pageOf<Row extends { category: string }>(spec: PublicList<Row>, rows: Row[], query: ListPageQuery): WithHeaders {
  let chosen = query.category ? rows.filter((row) => row.category === query.category) : rows;
  if (query.q && spec.searchText) {
    const terms = queryTerms(query.q);
    const lang = query.lang ?? 'ko';
    chosen = chosen.filter((row) => matchesTerms(spec.searchText!(row, lang), terms));
  }
  const start = (query.page - 1) * query.pageSize;
  return new WithHeaders(chosen.slice(start, start + query.pageSize), listPageHeaders(spec.base, query, chosen.length));
}

/** The handler of a public list route. */
export function publicList<Row extends { category: string }>(name: string, spec: PublicList<Row>) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
    const parsed = parseListQuery(new URL(req.url).searchParams, spec.rules);
    if ('fields' in parsed) return errorResponse(400, 'Bad Request', { fields: parsed.fields });
    const { query } = parsed;
    return guarded(name, async () => {
      // One cached answer per page, whatever order or extra parameters the request used.
      const route = listPagePath(spec.base, query);
      return (await publicContent(req, { collection: spec.collection, route, load: async (stamp) => pageOf(spec, await rowsUnder(spec.collection, stamp, spec.loadAll), query) }))!;
    });
  };
}
