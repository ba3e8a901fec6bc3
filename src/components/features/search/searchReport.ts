/**
 * Counts the site search's queries in the visitor analytics once they settle: a query counts when the
 * visitor has not searched again for SETTLE_MS, or leaves the page, so a query refined three times
 * counts its last form once, never each step, and the same words twice in a row count once. The page's
 * beacon (analytics/Beacon.astro) sends what this reports through a document event; the search page
 * imports nothing of the beacon, so no module is shared between every page's script and this one's.
 */

/** The beacon's event (analytics/beacon.ts, HIT_EVENT). */
export const SEARCH_HIT_EVENT = 'site:hit';

/** How long a shown result must stand before its query counts. */
export const SETTLE_MS = 2000;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as number) };

export interface SearchReporter {
  /** A search has started: a result still waiting to settle waits for this one. */
  started(): void;
  /** A search's results are shown. */
  settled(query: string, results: number): void;
  /** Count what waits now (the visitor leaves or hides the page). */
  flush(): void;
}

export function searchReporter(report: (term: string, results: number) => void, timers: Timers = browserTimers): SearchReporter {
  let pending: { term: string; results: number } | undefined;
  let handle: unknown;
  let last = '';
  const flush = () => {
    timers.clear(handle);
    if (pending && pending.term.toLowerCase() !== last) {
      last = pending.term.toLowerCase();
      report(pending.term, pending.results);
    }
    pending = undefined;
  };
  return {
    started: () => timers.clear(handle),
    settled(query, results) {
      timers.clear(handle);
      const term = query.trim().replace(/\s+/g, ' ').slice(0, 100);
      if (!term) return;
      pending = { term, results };
      handle = timers.set(flush, SETTLE_MS);
    },
    flush,
  };
}
