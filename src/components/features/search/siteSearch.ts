/**
 * One search over the page's own language index: the query as the visitor typed it (Korean made to fit
 * the index first, koreanQuery.ts), then the first results' title, address and excerpt. It talks to
 * Pagefind through the small interface below, so it runs against a fake index in unit tests.
 */
import { compoundSplits, normalizeKoreanQuery } from './koreanQuery.ts';

/** What a Pagefind result gives once loaded (`result.data()`); `content` is the page's indexed text. */
export interface PagefindData {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
/** The part of Pagefind's browser API (`pagefind.js`) this module uses. */
export interface PagefindApi {
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: the page's text, HTML-escaped, with the matched words in `<mark>`. */
  excerpt: string;
}
export interface SearchOutcome {
  /** The query sent to the index (after the Korean adjustments). */
  query: string;
  total: number;
  hits: SearchHit[];
}

/** Results shown at once; more than a screenful rarely helps on a site of this size. */
export const RESULT_LIMIT = 20;

async function resultsOf(pagefind: PagefindApi, query: string): Promise<PagefindResult[]> {
  // Pagefind answers null when a newer search has superseded this one (its debounce): nothing to show.
  return (await pagefind.search(query))?.results ?? [];
}

/**
 * A Korean word that may be a compound typed without its space: kept when the index holds it as
 * written (the best result contains it), else replaced by the split that finds the most pages, if any.
 * The index serves as the dictionary: 법인설립 becomes 법인 설립 on a site that writes it so.
 */
async function resolveCompound(pagefind: PagefindApi, word: string): Promise<string> {
  const splits = compoundSplits(word);
  if (splits.length === 0) return word;
  const best = (await resultsOf(pagefind, word))[0];
  if (best && (await best.data()).content.includes(word)) return word;
  let chosen = word;
  let found = 0;
  for (const split of splits) {
    const count = (await resultsOf(pagefind, split)).length;
    if (count > found) [chosen, found] = [split, count];
  }
  return chosen;
}

/** The query as it goes to the index: Korean words without particles, compounds split where the index says so. */
export async function prepareQuery(pagefind: PagefindApi, query: string, language: string): Promise<string> {
  if (!language.toLowerCase().startsWith('ko')) return query.trim();
  const words = normalizeKoreanQuery(query);
  const resolved: string[] = [];
  for (const word of words) resolved.push(await resolveCompound(pagefind, word));
  return resolved.join(' ');
}

/** Searches the index of `language` (the page's `<html lang>`) and loads the first results. */
export async function searchSite(pagefind: PagefindApi, query: string, language: string): Promise<SearchOutcome> {
  const prepared = await prepareQuery(pagefind, query, language);
  if (!prepared) return { query: prepared, total: 0, hits: [] };
  const results = await resultsOf(pagefind, prepared);
  const hits = await Promise.all(
    results.slice(0, RESULT_LIMIT).map(async (result) => {
      const data = await result.data();
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
    }),
  );
  return { query: prepared, total: results.length, hits };
}
