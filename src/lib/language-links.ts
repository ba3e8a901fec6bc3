/**
 * A page's canonical address and language alternates (hreflang). A page that exists in every locale names
 * all five and x-default (Korean). A database item translated into some locales only (a notice) is its
 * own page in those, which name each other; in the rest it shows the Korean original, so its canonical
 * is the Korean page and it names no alternates (search engines keep to the translated versions).
 */
import { defaultLocale, locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';

export interface LanguageLinks {
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

export function languageLinks(site: URL, path: string, locale: Locale, translatedIn?: readonly Locale[]): LanguageLinks {
  const urlIn = (code: Locale) => new URL(localizePath(code, path), site).href;
  const translated = locales.filter((l) => !translatedIn || translatedIn.includes(l.code));
  if (!translated.some((l) => l.code === locale)) return { canonical: urlIn(defaultLocale), alternates: [] };
  return {
    canonical: urlIn(locale),
    alternates: [...translated.map((l) => ({ hreflang: l.bcp47, href: urlIn(l.code) })), { hreflang: 'x-default', href: urlIn(defaultLocale) }],
  };
}
