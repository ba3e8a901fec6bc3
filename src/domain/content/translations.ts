/**
 * How the texts of notices, FAQs and CSR stories exist in more than one language: Korean is the
 * required original in the row's own columns, the other four are optional and kept together.
 */
import type { Locale } from '#i18n/locales.ts';

/** The four optional languages of every text field; Korean is the required original. */
export const translationLocales = ['en', 'id', 'zh', 'ja'] as const satisfies readonly Exclude<Locale, 'ko'>[];
export type TranslationLocale = (typeof translationLocales)[number];

/** Optional non-Korean versions of a row's visible text fields. */
export type Translations<Field extends string> = Partial<Record<TranslationLocale, Partial<Record<Field, string>>>>;

// A locale added to the registry must join the list above: this line stops compiling until it does.
export const everyTranslationLocale: Exclude<Locale, 'ko'> extends TranslationLocale ? true : never = true;
