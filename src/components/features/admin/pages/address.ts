/**
 * The Pages tab's address in the URL hash: `#pages` the list, `#pages/faq/en` one page in one
 * language, so a reload or a shared link opens the same editor.
 */
import { isPageKey, type PageKey } from '#domain/pages/registry.ts';
import { isLocale, type Locale } from '#i18n/locales.ts';

export interface PageAddress {
  key: PageKey;
  locale: Locale;
}

/** The page and language a hash names, Korean when it names no language; undefined for the list or anything else. */
export function pageAddress(hash: string): PageAddress | undefined {
  const match = /^#pages\/([a-z-]+)(?:\/([a-z]{2}))?$/.exec(hash);
  const key = match?.[1];
  if (!key || !isPageKey(key)) return undefined;
  const locale = match[2] ?? 'ko';
  return isLocale(locale) ? { key, locale } : undefined;
}

/** The hash of a page in a language, or of the list. */
export function pageHash(address: PageAddress | undefined): string {
  return address ? `#pages/${address.key}/${address.locale}` : '#pages';
}
