/** Content pages as the admin API answers them (`/api/admin/pages`, `/api/admin/pages/:key?locale=`), read by the Pages tab. */
import type { Locale } from '#i18n/locales.ts';
import type { PageKey } from './registry.ts';

export interface PageLocaleSummary {
  /** The edit version (ETag): 1 while the page shows its first-run texts in this locale. */
  version: number;
  updatedAt: string | null;
  /** Text fields translated from an older Korean text than the current one; always 0 for Korean. */
  stale: number;
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
}
