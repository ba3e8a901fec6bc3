/**
 * The five admin tabs (spec: dashboard, notices, FAQ, CSR, inquiries), the one the URL hash names,
 * and the WAI-ARIA tablist keys (arrows wrap, Home and End jump).
 */
export const TAB_IDS = ['dashboard', 'notices', 'faqs', 'csr', 'inquiries'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The tab a `#inquiries`-style hash names, if it names one. */
export function namedTab(hash: string): TabId | undefined {
  const name = hash.replace(/^#/, '');
  return (TAB_IDS as readonly string[]).includes(name) ? (name as TabId) : undefined;
}

/** The tab to open on load: the one the hash names, else the dashboard. */
export function tabFromHash(hash: string): TabId {
  return namedTab(hash) ?? 'dashboard';
}

/** The index a key moves the selection to, or undefined for keys the tablist ignores. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
