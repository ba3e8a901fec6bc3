/**
 * How the texts of notices, FAQs and CSR stories exist in more than one language: Korean is the
 * required original in the row's own columns, the other four are optional and kept together.
 */
import type { Locale } from '#i18n/locales.ts';

/** Every locale but Korean, each once: a locale added to the registry stops this compiling until it is listed. */
const translationLocaleOf = { en: 'en', id: 'id', zh: 'zh', ja: 'ja' } as const satisfies { [L in Exclude<Locale, 'ko'>]: L };

/** The four optional languages of every text field, in the order the editor shows them. */
export const translationLocales = Object.values(translationLocaleOf);
export type TranslationLocale = (typeof translationLocales)[number];

/** Optional non-Korean versions of a row's visible text fields. */
export type Translations<Field extends string> = Partial<Record<TranslationLocale, Partial<Record<Field, string>>>>;

/**
 * The locales an item reads fully in: Korean always, another when each of `fields` has a non-blank
 * translation. Its page in any other locale shows Korean text, so search engines are sent to the Korean one.
 */
export function completeLocales<Field extends string>(translations: Translations<Field>, fields: readonly Field[]): Locale[] {
  const complete = translationLocales.filter((locale) => fields.every((field) => (translations[locale]?.[field] ?? '').trim() !== ''));
  return ['ko', ...complete];
}

/** The fields whose translation makes a notice's or a CSR story's page its own in a locale (the rest falls back quietly). */
export const pageTextFields = { notice: ['title', 'content'], csr: ['title', 'content'] } as const;
