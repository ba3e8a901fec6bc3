import { translationLocales, type TranslationLocale, type Translations } from '#domain/content/translations.ts';
export type FormLocale = 'ko' | TranslationLocale;
export const formLocales: readonly FormLocale[] = ['ko', ...translationLocales];

/** The text fields of one item in every language, as the dialog edits them (Korean included). */
export type LocalizedTexts<F extends string> = Record<FormLocale, Record<F, string>>;

export type TranslationState = 'complete' | 'partial' | 'missing';

/**
 * True for text a visitor would see as nothing: only whitespace, or HTML with no text and no
 * image, video or table (an emptied editor still answers `<p><br></p>`).
 */
export function isBlank(value: string | null | undefined): boolean {
  if (!value) return true;
  if (/<(img|iframe|video|table|hr)\b/i.test(value)) return false;
  return value.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}


/** The dialog's texts for an item: its Korean fields plus each stored translation ('' when absent). */
export function toLocalizedTexts<F extends string>(fields: readonly F[], korean: Partial<Record<F, string | null>>, translations: Translations<F> = {}): LocalizedTexts<F> {
  const pick = (source: Partial<Record<F, string | null>> | undefined) => Object.fromEntries(fields.map((f) => [f, source?.[f] ?? ''])) as Record<F, string>;
  return { ko: pick(korean), en: pick(translations.en), id: pick(translations.id), zh: pick(translations.zh), ja: pick(translations.ja) };
}

/** The API's `translations`: only filled fields, only languages with at least one of them. */
export function toTranslations<F extends string>(fields: readonly F[], texts: LocalizedTexts<F>): Translations<F> {
  const result: Translations<F> = {};
  for (const locale of translationLocales) {
    const filled = fields.filter((f) => !isBlank(texts[locale][f]));
    if (filled.length > 0) result[locale] = Object.fromEntries(filled.map((f) => [f, texts[locale][f]])) as Partial<Record<F, string>>;
  }
  return result;
}

/** Whether a language has all, some or none of the fields translated. */
export function translationState<F extends string>(fields: readonly F[], values: Partial<Record<F, string | null>> | undefined): TranslationState {
  const filled = fields.filter((f) => !isBlank(values?.[f])).length;
  return filled === 0 ? 'missing' : filled === fields.length ? 'complete' : 'partial';
}

export function translationStates<F extends string>(fields: readonly F[], translations: Translations<F> | LocalizedTexts<F>): Record<TranslationLocale, TranslationState> {
  return Object.fromEntries(translationLocales.map((l) => [l, translationState(fields, translations[l])])) as Record<TranslationLocale, TranslationState>;
}

/** The summary under the language tabs, e.g. '번역 없음: English, 日本語' (null when all are done). */
export function translationSummary(
  states: Record<TranslationLocale, TranslationState>,
  names: Record<TranslationLocale, string>,
  templates: { missing: string; partial: string },
): string[] {
  const list = (state: TranslationState) => translationLocales.filter((l) => states[l] === state).map((l) => names[l]);
  const lines: string[] = [];
  const missing = list('missing');
  const partial = list('partial');
  if (missing.length > 0) lines.push(templates.missing.replace('{list}', missing.join(', ')));
  if (partial.length > 0) lines.push(templates.partial.replace('{list}', partial.join(', ')));
  return lines;
}
