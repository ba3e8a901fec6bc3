import type { Translations } from '#domain/content/translations.ts';
import type { Locale } from '#i18n/locales.ts';

export interface LocalizedText {
  text: string;
  /** The language the text is actually in: the visitor's, or Korean when no translation exists. */
  lang: Locale;
}

/**
 * A visible text field of a notice, FAQ or CSR post in the visitor's language, falling back to the
 * Korean original (which the page then marks with lang="ko").
 */
export function localized<Field extends string>(
  row: { translations: Translations<Field> } & Record<Field, string | null>,
  field: Field,
  locale: Locale,
): LocalizedText {
  if (locale !== 'ko') {
    const translated = row.translations[locale]?.[field];
    if (translated && translated.trim() !== '') return { text: translated, lang: locale };
  }
  return { text: row[field] ?? '', lang: 'ko' };
}
