import { useEffect, useState } from 'react';
import type { ViewKind } from '#domain/content/views.ts';
import { fetchListPage, fetchRows } from './content-api.ts';

export type LoadState = 'prebuilt' | 'fresh' | 'error';

/**
 * Data prebuilt into the page, refreshed once from the API after hydration (with `views`, the rows'
 * view counts too, which the content answers leave out). The prebuilt value shows at once (no
 * spinner); a failed refresh keeps it. `state` lands on the island's root as data-state.
 */
export function useFresh<Row extends { id: number }, View>(path: string, initial: View[], map: (rows: Row[]) => View[], views?: ViewKind) {
  const [items, setItems] = useState(initial);
  const [state, setState] = useState<LoadState>('prebuilt');
  useEffect(() => {
    let live = true;
    fetchRows<Row>(path, views).then(
      (rows) => live && (setItems(map(rows)), setState('fresh')),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [path, views]);
  return { items, state };
}

/**
 * A paged list read from the API a page at a time (a search's results, a category's stories): the
 * first page of `path` (undefined: nothing asked), then each `more()` appends the next page. `total`
 * is the count of all its items; `more` is undefined once they are all shown or while a page loads.
 */
export function usePagedList<Row extends { id: number }, View>(path: string | undefined, map: (rows: Row[]) => View[], views?: ViewKind) {
  const [list, setList] = useState<{ path?: string; items: View[]; total: number; pages: number; state: 'loading' | 'fresh' | 'error' }>({ items: [], total: 0, pages: 0, state: 'loading' });
  const load = (page: number, items: View[]) => {
    if (!path) return () => undefined;
    let live = true;
    setList({ path, items, total: list.total, pages: page - 1, state: 'loading' });
    const separator = path.includes('?') ? '&' : '?';
    fetchListPage<Row>(page > 1 ? `${path}${separator}page=${page}` : path, views).then(
      ({ rows, total }) => live && setList({ path, items: [...items, ...map(rows)], total, pages: page, state: 'fresh' }),
      () => live && setList({ path, items, total: items.length, pages: page - 1, state: 'error' }),
    );
    return () => {
      live = false;
    };
  };
  useEffect(() => load(1, []), [path, views]);
  const current = list.path === path ? list : { items: [], total: 0, pages: 0, state: 'loading' as const };
  const more = current.state === 'fresh' && current.items.length < current.total ? () => void load(current.pages + 1, current.items) : undefined;
  return { items: current.items, total: current.total, state: current.state, more };
}
