/**
 * The admin island's view of translation status: the API answers each item's statuses per field
 * (src/domain/content/translation-status.ts); the lists sum them up per language and filter on
 * them, the dialog shows which translations the Korean has outgrown and lets the editor confirm one.
 */
import { localeStatus, type ConfirmedTranslations, type FieldStatuses, type TranslationStatus } from '#domain/content/translation-status.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { DialogTracking } from './ContentDialog.tsx';
import { toLocalizedTexts, type LocalizedTexts } from './translations.ts';

/** One status per language, for the list's badges. */
export function localeStatuses(statuses: FieldStatuses<string>): Record<TranslationLocale, TranslationStatus> {
  return Object.fromEntries(translationLocales.map((locale) => [locale, localeStatus(statuses[locale])])) as Record<TranslationLocale, TranslationStatus>;
}

/**
 * Per language, the fields still stale in the dialog: stale when it opened and not retyped since (a
 * retyped translation is saved as current anyway). A new item has none.
 */
export function staleFields<F extends string>(
  fields: readonly F[],
  statuses: FieldStatuses<F> | undefined,
  opened: LocalizedTexts<F> | null,
  texts: LocalizedTexts<F>,
): Record<TranslationLocale, F[]> {
  const stale = (locale: TranslationLocale) => fields.filter((field) => statuses?.[locale][field] === 'stale' && opened?.[locale][field] === texts[locale][field]);
  return Object.fromEntries(translationLocales.map((locale) => [locale, stale(locale)])) as Record<TranslationLocale, F[]>;
}

/** Marks (or unmarks) one field of one language as confirmed for the next save. */
export function toggleConfirmed<F extends string>(confirmed: ConfirmedTranslations<F>, locale: TranslationLocale, field: F): ConfirmedTranslations<F> {
  const current = confirmed[locale] ?? [];
  const next = current.includes(field) ? current.filter((f) => f !== field) : [...current, field];
  return { ...confirmed, [locale]: next };
}

/** An item as the dialog's tracking reads it: its Korean fields, translations and statuses. */
type TrackedItem<F extends string> = Partial<Record<F, string | null>> & { translations: Translations<F>; translationStatus: FieldStatuses<F> };

/** The dialog's tracking for the item being edited (null: a new one) and the form's confirmations. */
export function dialogTracking<F extends string, Form extends { confirmed: ConfirmedTranslations<F> }>(
  fields: readonly F[],
  item: TrackedItem<F> | null,
  form: Form,
  setForm: (update: (previous: Form) => Form) => void,
): DialogTracking<F> {
  return {
    statuses: item?.translationStatus,
    opened: item ? toLocalizedTexts(fields, item, item.translations) : null,
    confirmed: form.confirmed,
    onConfirmedChange: (confirmed) => setForm((previous) => ({ ...previous, confirmed })),
  };
}
