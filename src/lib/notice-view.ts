import { formatDate } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import { localized, type LocalizedText } from '#lib/localized.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { NoticesContent } from '#domain/pages/notices.ts';
import { plainText } from '#domain/content/plain-text.ts';

/** Characters of a collapsed notice. */
export const PREVIEW_LENGTH = 200;

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  author: string;
  views: number;
  is_pinned: boolean;
  is_important: boolean;
  category: string;
  created_at: string | Date;
  updated_at: string | Date;
  translations: Translations<'title' | 'content'>;
}
export interface NoticeView {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  preview: string;
  author: string;
  views: number;
  pinned: boolean;
  important: boolean;
  category: string;
  date: string;
  /** The date as a machine-readable instant (the `<time datetime>`). */
  dateIso: string;
}

/** A notice on its own page: the dates also machine-readable, and when it was last changed. */
export interface NoticeDetailView extends NoticeView {
  modified: string;
  modifiedIso: string;
}

/** The first `length` characters of the text (by code point), with an ellipsis when cut. */
export function preview(html: string, length = PREVIEW_LENGTH): string {
  const chars = [...plainText(html)];
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : chars.join('');
}

/** Pinned first, then newest (the API already answers so; prebuilt and refreshed lists agree). */
export function toNoticeViews(rows: readonly NoticeRow[], locale: Locale): NoticeView[] {
  return [...rows]
    .sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id)
    .map((row) => toNoticeView(row, locale));
}

const viewsOfRows = new WeakMap<readonly NoticeRow[], Map<Locale, readonly NoticeView[]>>();

/**
 * toNoticeViews made once per list of rows and locale: every prebuilt page of the notices list shows
 * a slice of the same notices, which would otherwise be sorted and formatted anew for each page (the
 * build's time and memory then grow with the square of the notices).
 */
export function sharedNoticeViews(rows: readonly NoticeRow[], locale: Locale): readonly NoticeView[] {
  let byLocale = viewsOfRows.get(rows);
  if (!byLocale) viewsOfRows.set(rows, (byLocale = new Map()));
  let views = byLocale.get(locale);
  if (!views) byLocale.set(locale, (views = toNoticeViews(rows, locale)));
  return views;
}

function toNoticeView(row: NoticeRow, locale: Locale): NoticeView {
  const content = localized(row, 'content', locale);
  return {
    id: row.id,
    title: localized(row, 'title', locale),
    content,
    preview: preview(content.text),
    author: row.author,
    views: row.views,
    pinned: row.is_pinned,
    important: row.is_important,
    category: row.category,
    date: formatDate(locale, row.created_at),
    dateIso: new Date(row.created_at).toISOString(),
  };
}

export function toNoticeDetail(row: NoticeRow, locale: Locale): NoticeDetailView {
  return {
    ...toNoticeView(row, locale),
    modified: formatDate(locale, row.updated_at),
    modifiedIso: new Date(row.updated_at).toISOString(),
  };
}

export type NoticeBoardStrings = Pick<
  NoticesContent,
  'categories' | 'pinned' | 'important' | 'author' | 'views' | 'date' | 'readMore' | 'collapse' | 'empty' | 'koreanOnly' | 'pageLink' | 'pager' | 'search'
>;

/** The texts the list's island needs (its props travel in the page: nothing more). */
export function noticeBoardStrings(c: NoticesContent): NoticeBoardStrings {
  const { categories, pinned, important, author, views, date, readMore, collapse, empty, koreanOnly, pageLink, pager, search } = c;
  return { categories, pinned, important, author, views, date, readMore, collapse, empty, koreanOnly, pageLink, pager, search };
}

export type NoticeArticleStrings = Pick<NoticesContent, 'categories' | 'pinned' | 'important' | 'author' | 'views' | 'date' | 'koreanOnly' | 'detail'>;

/** The texts a notice's own page needs, out of the notices page dictionary. */
export function noticeArticleStrings(c: NoticesContent): NoticeArticleStrings {
  const { categories, pinned, important, author, views, date, koreanOnly, detail } = c;
  return { categories, pinned, important, author, views, date, koreanOnly, detail };
}
