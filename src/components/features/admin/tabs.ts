/**
 * The admin tabs (dashboard, visitors, notices, FAQ, CSR, media, pages, inquiries, site settings, accounts, my account) a role may open, the one the URL hash
 * names, and the WAI-ARIA tablist keys (arrows wrap, Home and End jump).
 */
import { mayUse, type AdminArea, type AdminRole } from '#domain/admin-access.ts';

export const TAB_IDS = ['dashboard', 'visitors', 'notices', 'faqs', 'csr', 'media', 'pages', 'inquiries', 'site', 'accounts', 'account'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The part of the back office each tab works in: the same areas the server's routes belong to. */
const TAB_AREAS: Record<TabId, AdminArea> = { dashboard: 'self', visitors: 'content', notices: 'content', faqs: 'content', csr: 'content', media: 'content', pages: 'pages', inquiries: 'inquiries', site: 'settings', accounts: 'accounts', account: 'self' };

/** The tabs a role sees, in order. */
export function tabsFor(role: AdminRole): TabId[] {
  return TAB_IDS.filter((id) => mayUse(role, TAB_AREAS[id]));
}

/**
 * The tab a `#inquiries`-style hash names (or `#notices/12`, an item in it, or `#inquiries?status=new`,
 * a view of it), if it names one of `tabs`.
 */
export function namedTab(hash: string, tabs: readonly TabId[] = TAB_IDS): TabId | undefined {
  const name = hash.replace(/^#/, '').split(/[/?]/)[0]!;
  return (tabs as readonly string[]).includes(name) ? (name as TabId) : undefined;
}

/** The item a `#notices/12` hash links to in `tab` (the media library's usages link so), else undefined. */
export function linkedItem(hash: string, tab: TabId): number | undefined {
  const match = new RegExp(`^#${tab}/([1-9][0-9]{0,9})$`).exec(hash);
  return match ? Number(match[1]) : undefined;
}

/** The tab to open on load: the one the hash names if the role has it, else the dashboard. */
export function tabFromHash(hash: string, tabs: readonly TabId[] = TAB_IDS): TabId {
  return namedTab(hash, tabs) ?? 'dashboard';
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
