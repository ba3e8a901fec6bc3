import { useCallback, useEffect, useState } from 'react';
import { NO_FILTERS } from '../inquiries.ts';
import { inquiryHash, parseInquiryAddress, type InquiryAddress } from '../inquiryAddress.ts';

/** How a new view enters the browser's history: its own entry (back returns), or in place of the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * The inquiries tab's view as the address holds it (inquiryAddress.ts), following back and forward
 * and links followed within the page; `go` shows another view and writes it into the address.
 */
export function useInquiryAddress() {
  const [address, setAddress] = useState<InquiryAddress>(() => parseInquiryAddress(location.hash) ?? { kind: 'list', filters: NO_FILTERS });

  useEffect(() => {
    // Back and forward fire popstate (and hashchange when the hash differs); a followed link fires hashchange.
    const follow = () => {
      const next = parseInquiryAddress(location.hash);
      if (next) setAddress(next);
    };
    addEventListener('hashchange', follow);
    addEventListener('popstate', follow);
    return () => {
      removeEventListener('hashchange', follow);
      removeEventListener('popstate', follow);
    };
  }, []);

  const go = useCallback((next: InquiryAddress, mode: HistoryMode) => {
    const hash = inquiryHash(next);
    if (hash !== location.hash) {
      if (mode === 'push') history.pushState(null, '', hash);
      else history.replaceState(null, '', hash);
    }
    setAddress(next);
  }, []);

  return [address, go] as const;
}
