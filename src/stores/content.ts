import { useEffect, useState } from 'react';
import type { ViewKind } from '#domain/content/views.ts';
import { fetchRows } from './content-api.ts';

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
