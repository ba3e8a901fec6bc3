import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import { noticeCategories } from '#domain/content/fields.ts';
import { plainText } from '#domain/content/plain-text.ts';
import type { TranslationLocale } from '#domain/content/translations.ts';
import { localeCodes } from '#i18n/locales.ts';
import { publicList } from './_shared/public-list.ts';

type Row = Awaited<ReturnType<typeof listPublishedNotices>>[number];

/** A text field in a language, or the Korean original where it has no translation (what the page shows). */
const inLang = (row: Row, field: 'title' | 'content', lang: string) => row.translations[lang as TranslationLocale]?.[field]?.trim() || row[field];

/**
 * GET /api/notices: one page of the published notices, pinned first then newest (id, title, content,
 * author, is_pinned, created_at, updated_at, category, is_important and the translations; the view
 * counts are GET /api/view-counts?kind=notice). `?page=&pageSize=` (20 by default, at most 100),
 * `category=` one category's, `q=` those containing every word typed, in `lang=`'s text; the count and
 * the other pages in the headers (public-list.ts). Cached per content version and revalidated by ETag;
 * the CDN may keep a page 5 minutes, purged on change (public-json.ts).
 */
export default publicList('notices', {
  collection: 'notices',
  base: '/api/notices',
  rules: { categories: noticeCategories, searchable: true, langs: localeCodes },
  loadAll: () => withLibraryAlts(getDb(), listPublishedNotices(getDb()), ['content']),
  searchText: (row, lang) => `${inLang(row, 'title', lang)} ${plainText(inLang(row, 'content', lang))}`,
});

export const config: Config = { path: '/api/notices' };
