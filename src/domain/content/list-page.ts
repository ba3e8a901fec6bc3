/**
 * One page of a public list (GET /api/notices, /api/csr-posts): the query the API takes and the
 * islands send, and the headers it answers with. The body stays the page's rows (an array, as before
 * paging); the count and the neighbouring pages ride in headers, the way GitHub's and WordPress's
 * APIs page: X-Total-Count, X-Total-Pages and a Link header (RFC 8288) with first, prev, next, last.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any list this site will hold; it keeps a page number a small integer. */
const MAX_PAGE = 100_000;
/** A search is a few words: longer is not a search. */
export const MAX_QUERY_LENGTH = 100;

export interface ListPageQuery {
  page: number;
  pageSize: number;
  /** One category's items only. */
  category?: string | undefined;
  /** Words every item shown contains (lists that can be searched). */
  q?: string | undefined;
  /** The language whose text `q` searches (the Korean original where an item has no translation). */
  lang?: string | undefined;
}

export interface ListPageRules {
  categories: readonly string[];
  /** Whether `q` and `lang` are taken. */
  searchable: boolean;
  langs: readonly string[];
}

export type ParsedListQuery = { query: ListPageQuery } | { fields: Record<string, string> };

const positive = (raw: string, max: number) => (/^[1-9][0-9]{0,5}$/.test(raw) && Number(raw) <= max ? Number(raw) : undefined);

/**
 * The page a request asks for, or the fields it got wrong. Parameters this list does not know (a
 * campaign's utm_*) are ignored; each known one must be well formed: a page from 1, a size from 1 to
 * MAX_PAGE_SIZE, a category of the list, a query up to MAX_QUERY_LENGTH characters, a known language.
 */
export function parseListQuery(params: URLSearchParams, rules: ListPageRules): ParsedListQuery {
  const fields: Record<string, string> = {};
  const query: ListPageQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE };
  const page = params.get('page');
  if (page !== null) {
    const value = positive(page, MAX_PAGE);
    if (value === undefined) fields.page = `a whole number from 1 to ${MAX_PAGE}`;
    else query.page = value;
  }
  const size = params.get('pageSize');
  if (size !== null) {
    const value = positive(size, MAX_PAGE_SIZE);
    if (value === undefined) fields.pageSize = `a whole number from 1 to ${MAX_PAGE_SIZE}`;
    else query.pageSize = value;
  }
  const category = params.get('category');
  if (category !== null && category !== '') {
    if (rules.categories.includes(category)) query.category = category;
    else fields.category = `one of ${rules.categories.join(', ')}`;
  }
  if (rules.searchable) {
    const q = params.get('q')?.trim();
    if (q && q.length > MAX_QUERY_LENGTH) fields.q = `at most ${MAX_QUERY_LENGTH} characters`;
    else if (q) query.q = q;
    const lang = params.get('lang');
    if (lang !== null) {
      if (rules.langs.includes(lang)) query.lang = lang;
      else fields.lang = `one of ${rules.langs.join(', ')}`;
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : { query };
}

/** The address of a page of a list: parameters in one order, defaults left out (one cache entry per page). */
export function listPagePath(base: string, query: ListPageQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.q && query.lang) params.set('lang', query.lang);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The paging headers of a page of `total` items. */
export function listPageHeaders(base: string, query: ListPageQuery, total: number): Record<string, string> {
  const pages = pageCountOf(total, query.pageSize);
  const link = (page: number, rel: string) => `<${listPagePath(base, { ...query, page })}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (query.page > 1) links.push(link(Math.min(query.page - 1, pages), 'prev'));
  if (query.page < pages) links.push(link(query.page + 1, 'next'));
  links.push(link(pages, 'last'));
  return { 'X-Total-Count': String(total), 'X-Total-Pages': String(pages), Link: links.join(', ') };
}

/** The count and pages of an answer's headers (what listPageHeaders wrote). */
export function readListPageHeaders(headers: Headers): { total: number; pages: number } | undefined {
  const total = Number(headers.get('x-total-count'));
  const pages = Number(headers.get('x-total-pages'));
  return headers.has('x-total-count') && Number.isInteger(total) && Number.isInteger(pages) ? { total, pages } : undefined;
}
