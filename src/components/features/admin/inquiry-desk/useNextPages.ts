import { useEffect, useState } from 'react';
import { adminRequest } from '../api.ts';
import type { Inquiry } from '../inquiries.ts';
import type { QueryState } from '../useAdminQuery.ts';

/** `path` (the list with its filters) asking for the page after `cursor`. */
export function nextPagePath(path: string, cursor: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}after=${encodeURIComponent(cursor)}`;
}

/**
 * The list's further pages: the first page's `X-Next-Page` starts it, each page loaded is appended
 * (an inquiry already shown is not shown twice) and names the next. A new first page (other
 * filters) starts over.
 */
export function useNextPages(path: string, first: QueryState<Inquiry[]>, setData: (update: (list: Inquiry[]) => Inquiry[]) => void) {
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The first page's headers stay the same object while pages are appended to its data: a new one is a new list.
  const firstHeaders = first.status === 'ready' ? first.headers : null;
  useEffect(() => setNext(firstHeaders?.get('X-Next-Page') ?? null), [firstHeaders]);

  async function load(): Promise<void> {
    if (!next) return;
    setLoading(true);
    try {
      const { data, headers } = await adminRequest<Inquiry[]>('GET', nextPagePath(path, next));
      setData((list) => [...list, ...data.filter((item) => !list.some((known) => known.id === item.id))]);
      setNext(headers.get('X-Next-Page'));
    } finally {
      setLoading(false);
    }
  }
  return { next, loading, load };
}
