/**
 * The search page in the browser: loads Pagefind (its JavaScript, WebAssembly and this language's index)
 * only when the visitor starts to search, never with the page, then shows each search's results. The
 * query lives in the address (?q=), so a search can be shared, reloaded and gone back to.
 */
import { searchSite, type PagefindApi, type SearchOutcome } from './siteSearch.ts';
import { excerptFragment } from './excerpt.ts';
import { SEARCH_HIT_EVENT, searchReporter } from './searchReport.ts';

/** Pagefind's browser bundle, written into the build by scripts/search-index.ts. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

export interface SearchTexts {
  loading: string;
  results: string;
  /** The same for exactly one result (English says "1 result"). */
  resultsOne: string;
  empty: string;
  failed: string;
}

let pagefind: Promise<PagefindApi> | undefined;

/** Loads Pagefind once; it picks the index of the page's `<html lang>`. */
function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindApi & { options(o: object): Promise<void> }>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    return api;
  });
  // A failed load (offline, a deploy in between) may be retried by the next search.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

function render(list: HTMLOListElement, outcome: SearchOutcome): void {
  list.replaceChildren(
    ...outcome.hits.map((hit) => {
      const item = document.createElement('li');
      item.className = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
      const heading = document.createElement('h2');
      heading.className = 'text-lg font-bold text-brand-900';
      const link = document.createElement('a');
      link.href = hit.url;
      link.textContent = hit.title;
      link.className = 'underline-offset-4 hover:underline';
      heading.append(link);
      const excerpt = document.createElement('p');
      excerpt.className = 'mt-2 text-slate-700 [&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:text-slate-900';
      excerpt.append(excerptFragment(hit.excerpt));
      item.append(heading, excerpt);
      return item;
    }),
  );
}

export function mountSearch(root: HTMLElement, texts: SearchTexts): void {
  const form = root.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const language = document.documentElement.lang;
  let latest = 0;
  const reporter = searchReporter((term, results) =>
    document.dispatchEvent(new CustomEvent(SEARCH_HIT_EVENT, { detail: { type: 'search', term, results } })),
  );
  addEventListener('pagehide', reporter.flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush());

  async function run(query: string): Promise<void> {
    const id = ++latest;
    reporter.started();
    list.replaceChildren();
    if (!query.trim()) {
      status.textContent = '';
      root.dataset.state = 'idle';
      return;
    }
    root.dataset.state = 'loading';
    status.textContent = texts.loading;
    try {
      const outcome = await searchSite(await loadPagefind(), query, language);
      if (id !== latest) return; // a newer search has started
      render(list, outcome);
      status.textContent = fill(outcome.total === 0 ? texts.empty : outcome.total === 1 ? texts.resultsOne : texts.results, { query: query.trim(), count: String(outcome.total) });
      root.dataset.state = outcome.total ? 'results' : 'empty';
      reporter.settled(query, outcome.total);
    } catch (error) {
      if (id !== latest) return;
      console.warn('Site search failed', error);
      status.textContent = texts.failed;
      root.dataset.state = 'failed';
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    if (input.value.trim()) url.searchParams.set('q', input.value.trim());
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    void run(input.value);
  });
  // Starting to type is the moment to fetch Pagefind: by the time the query is submitted it is ready.
  input.addEventListener('focus', () => void loadPagefind().catch(() => {}), { once: true });

  const initial = new URLSearchParams(window.location.search).get('q') ?? '';
  if (initial) {
    input.value = initial;
    void run(initial);
  }
  root.dataset.ready = '';
}
