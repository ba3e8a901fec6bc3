import { useCallback, useEffect, useState } from 'react';
import { adminRequest } from './api.ts';

export type QueryState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T; headers: Headers };

/**
 * GET an admin endpoint whenever `path` changes, ignoring answers that arrive after a newer
 * request (typing in a search box). `reload` asks again; `setData` changes the shown data in place.
 */
export function useAdminQuery<T>(path: string) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    adminRequest<T>('GET', path).then(
      ({ data, headers }) => current && setState({ status: 'ready', data, headers }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [path, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((update: (data: T) => T) => setState((s) => (s.status === 'ready' ? { ...s, data: update(s.data) } : s)), []);
  return { state, reload, setData };
}
