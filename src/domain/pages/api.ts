/** Content pages as the admin API answers them (`/api/admin/pages`, `/api/admin/pages/:key?locale=`), read by the Pages tab. */
import type { Locale } from '#i18n/locales.ts';
import type { PageKey } from './registry.ts';

export interface PageLocaleSummary {
  /** The edit version (ETag): 1 while the page shows its first-run texts in this locale. */
  version: number;
  updatedAt: string | null;
  /** Text fields translated from an older Korean text than the current one; always 0 for Korean. */
  stale: number;
  /** The locale's pending draft: when it was saved and when it is to go live (null: by hand only); null without one. */
  draft: { savedAt: string; publishAt: string | null } | null;
}

export interface PageSummary {
  key: PageKey;
  locales: Record<Locale, PageLocaleSummary>;
}

export interface PageDocument {
  key: PageKey;
  locale: Locale;
  /** The page's content in this locale as the site shows it (figures are the Korean page's). */
  content: unknown;
  /** The Korean page's content beside a translation; null for Korean. */
  reference: unknown;
  /** Dot paths of the text fields whose Korean text changed since they were translated. */
  stale: string[];
  version: number;
  updatedAt: string | null;
  /** The locale's pending draft, null without one. */
  draft: PageDraftInfo | null;
}

/** A page locale's next version kept apart from the published one (`/api/admin/pages/:key/draft`). */
export interface PageDraftInfo {
  /** As the page's schema checked it when saved. */
  content: unknown;
  /** When the scheduler publishes it; null: only by hand. */
  publishAt: string | null;
  /** The draft's validator: a change of the draft names the one it replaces by it (`draftSavedAt`). */
  savedAt: string;
  savedBy: string | null;
  /** The page's version the draft was made on: publishing it needs the page still at that version. */
  baseVersion: number;
}
