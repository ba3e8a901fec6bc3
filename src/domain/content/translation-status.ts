/**
 * Whether each translation of a notice, FAQ or CSR story still says what the Korean says.
 *
 * Every translated field remembers a fingerprint of the Korean text it was translated from (its
 * "source"), stored beside the translations. The server sets it when the translation is written or
 * explicitly confirmed, and keeps it on every other save, so a translation goes stale the moment
 * its Korean field changes and stays stale, field by field, until someone edits or confirms it.
 *
 * The fingerprint itself (a hash) is computed by the server and passed in here: these rules stay
 * pure and run unchanged in the browser.
 */
import { translationLocales, type TranslationLocale, type Translations } from './translations.ts';

/** current: made from today's Korean; stale: the Korean changed since; missing: not translated. */
export const translationStatuses = ['current', 'stale', 'missing'] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

/** Per language and field: the fingerprint of the Korean text the translation was made from. */
export type TranslationSources<Field extends string> = Partial<Record<TranslationLocale, Partial<Record<Field, string>>>>;

/**
 * Per language, the status of each field whose Korean text is not blank (an optional Korean field
 * left empty, such as a story's excerpt, needs no translation and has no status).
 */
export type FieldStatuses<Field extends string> = Record<TranslationLocale, Partial<Record<Field, TranslationStatus>>>;

/** Makes a fingerprint of a Korean text (the server's hash). */
export type Fingerprint = (text: string) => string;

/** An item's texts as these rules read them: the Korean fields, the translations and their sources. */
export interface TranslatedTexts<Field extends string> {
  korean: Readonly<Partial<Record<Field, string | null>>>;
  translations: Translations<Field>;
  sources: TranslationSources<Field>;
}

const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** One field of one language. */
export function fieldStatus(translation: string | null | undefined, source: string | undefined, koreanFingerprint: string): TranslationStatus {
  if (isBlank(translation)) return 'missing';
  return source === koreanFingerprint ? 'current' : 'stale';
}

/** Every field of every language of an item. */
export function fieldStatuses<Field extends string>(fields: readonly Field[], texts: TranslatedTexts<Field>, fingerprint: Fingerprint): FieldStatuses<Field> {
  const needed = fields.filter((field) => !isBlank(texts.korean[field]));
  const perLocale = (locale: TranslationLocale) =>
    Object.fromEntries(needed.map((field) => [field, fieldStatus(texts.translations[locale]?.[field], texts.sources[locale]?.[field], fingerprint(texts.korean[field] ?? ''))]));
  return Object.fromEntries(translationLocales.map((locale) => [locale, perLocale(locale)])) as FieldStatuses<Field>;
}

/** One language of an item as a whole: missing if any field is, else stale if any field is, else current. */
export function localeStatus<Field extends string>(statuses: Partial<Record<Field, TranslationStatus>>): TranslationStatus {
  const values = Object.values<TranslationStatus | undefined>(statuses);
  if (values.includes('missing')) return 'missing';
  return values.includes('stale') ? 'stale' : 'current';
}

/** Whether the item needs work in that language (a field missing or stale): the admin lists' filter. */
export function needsTranslation<Field extends string>(statuses: FieldStatuses<Field>, locale: TranslationLocale): boolean {
  return localeStatus(statuses[locale]) !== 'current';
}

/** Per language: how many of the items read fully current in it, out of how many. */
export type TranslationCoverage = Record<TranslationLocale, { current: number; total: number }>;

export function coverage(items: readonly FieldStatuses<string>[]): TranslationCoverage {
  const count = (locale: TranslationLocale) => ({ current: items.filter((item) => !needsTranslation(item, locale)).length, total: items.length });
  return Object.fromEntries(translationLocales.map((locale) => [locale, count(locale)])) as TranslationCoverage;
}

/** Fields a save confirms as still fitting the Korean ("mark as current"), per language. */
export type ConfirmedTranslations<Field extends string> = Partial<Record<TranslationLocale, readonly Field[] | undefined>>;

/**
 * The sources to store with a save. A translation written for the first time, changed, or confirmed
 * is made from the Korean as saved; an untouched one keeps its source (so it stays stale if it was);
 * an emptied one has none. `before` is null for a new item.
 */
export function nextSources<Field extends string>(
  fields: readonly Field[],
  change: { before: Pick<TranslatedTexts<Field>, 'translations' | 'sources'> | null; after: Pick<TranslatedTexts<Field>, 'korean' | 'translations'>; confirmed?: ConfirmedTranslations<Field> | undefined },
  fingerprint: Fingerprint,
): TranslationSources<Field> {
  const { before, after, confirmed = {} } = change;
  const result: TranslationSources<Field> = {};
  for (const locale of translationLocales) {
    const kept: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const text = after.translations[locale]?.[field];
      if (isBlank(text)) continue;
      const touched = before === null || before.translations[locale]?.[field] !== text || (confirmed[locale] ?? []).includes(field);
      const source = touched ? fingerprint(after.korean[field] ?? '') : before.sources[locale]?.[field];
      if (source !== undefined) kept[field] = source;
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return result;
}
