import { csrCategoryBadge, csrCategoryLabel } from '#data/csr-categories.ts';
import { formatDate, formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import { csrPostPath, localizePath } from '#i18n/routes.ts';
import { localized, type LocalizedText } from '#lib/localized.ts';
import type { Translations } from '#domain/content/translations.ts';

export interface CsrRow {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  featured_image: string | null;
  published_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  views: number;
  translations: Translations<'title' | 'content' | 'excerpt'>;
}
export interface CsrView {
  id: number;
  href: string;
  category: string;
  categoryLabel: string;
  badge: string;
  image: string | null;
  title: LocalizedText;
  excerpt: LocalizedText;
  date: string;
  /** The publication date as a machine-readable instant (the `<time datetime>`). */
  dateIso: string;
  views: string;
}
export interface CsrDetailView extends CsrView {
  content: LocalizedText;
  dateLong: string;
  modified: string;
  modifiedIso: string;
}

/** Only site paths are shown as images: no request ever leaves for another origin. */
const sameOrigin = (src: string | null) => (src && src.startsWith('/') && !src.startsWith('//') ? src : null);

export function toCsrView(row: CsrRow, locale: Locale, viewsTemplate: string): CsrView {
  const when = row.published_at ?? row.created_at;
  return {
    id: row.id,
    href: localizePath(locale, csrPostPath(row.id)),
    category: row.category,
    categoryLabel: csrCategoryLabel(row.category, locale),
    badge: csrCategoryBadge(row.category),
    image: sameOrigin(row.featured_image),
    title: localized(row, 'title', locale),
    excerpt: localized(row, 'excerpt', locale),
    date: formatDate(locale, when),
    dateIso: new Date(when).toISOString(),
    views: viewsTemplate.replace('{count}', formatNumber(locale, row.views)),
  };
}

export function toCsrDetail(row: CsrRow, locale: Locale, viewsTemplate: string): CsrDetailView {
  return {
    ...toCsrView(row, locale, viewsTemplate),
    content: localized(row, 'content', locale),
    dateLong: formatDate(locale, row.published_at ?? row.created_at, { weekday: true }),
    modified: formatDate(locale, row.updated_at),
    modifiedIso: new Date(row.updated_at).toISOString(),
  };
}

/** The category filters worth offering: those with at least one story, in the registry's order. */
export function filtersInUse<F extends { value: string }>(filters: readonly F[], items: readonly { category: string }[]): F[] {
  const used = new Set(items.map((i) => i.category));
  return filters.filter((f) => used.has(f.value));
}
