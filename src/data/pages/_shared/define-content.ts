import type { Locale } from '#i18n/locales.ts';

/**
 * The getter of a page's texts by locale. `Content` is the page's type: the Korean reference widened
 * (`Widen<typeof ko>`), so a translation missing a key fails the typecheck where it is declared.
 */
export function defineContent<Content>(byLocale: Record<Locale, Content>): (locale: Locale) => Content {
  return (locale) => byLocale[locale];
}
