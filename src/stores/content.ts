import { useEffect, useState } from 'react';

/** GET a public JSON resource; a non-success status is an error "<status>: <body or status text>". */
export async function fetchJson<T>(path: string, fetcher: typeof fetch = fetch): Promise<T> {
  const response = await fetcher(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

export type LoadState = 'prebuilt' | 'fresh' | 'error';

/**
 * Data prebuilt into the page, refreshed once from the API after hydration. The prebuilt value shows
 * at once (no spinner); a failed refresh keeps it. `state` lands on the island's root as data-state.
 */
export function useFresh<Row, View>(path: string, initial: View[], map: (rows: Row[]) => View[]) {
  const [items, setItems] = useState(initial);
  const [state, setState] = useState<LoadState>('prebuilt');
  useEffect(() => {
    let live = true;
    fetchJson<Row[]>(path).then(
      (rows) => live && (setItems(map(rows)), setState('fresh')),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return { items, state };
}
