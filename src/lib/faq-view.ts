import type { Locale } from '#i18n/locales.ts';
import { localized, type LocalizedText } from '#lib/localized.ts';
import type { Translations } from '#domain/content/translations.ts';
import { faqCategories } from '#data/faq-categories.ts';

/** Stored Korean category -> tab key, from the one list of FAQ categories (in the admin's order). */
export const faqCategoryKeys = Object.fromEntries(faqCategories.map((c) => [c.value, c.key])) as {
  readonly [C in (typeof faqCategories)[number] as C['value']]: C['key'];
};
export type FaqCategoryKey = (typeof faqCategoryKeys)[keyof typeof faqCategoryKeys];
export const publicFaqTabs: readonly FaqCategoryKey[] = ['corporation', 'hr', 'visa', 'realestate'];

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
  category: string;
  translations: Translations<'question' | 'answer'>;
}
export interface FaqView {
  id: number;
  /** The tab key, or the stored value itself for a category outside the admin's list. */
  category: string;
  question: LocalizedText;
  answer: LocalizedText;
}
export interface FaqTab {
  key: string;
  label: string;
}

export function faqCategoryKey(stored: string): string {
  return (faqCategoryKeys as Record<string, string>)[stored] ?? stored;
}

export function toFaqViews(rows: readonly FaqRow[], locale: Locale): FaqView[] {
  return rows.map((row) => ({ id: row.id, category: faqCategoryKey(row.category), question: localized(row, 'question', locale), answer: localized(row, 'answer', locale) }));
}

/**
 * The tabs: the four public ones always (an empty one shows the empty state), then every other
 * category that has a published FAQ, in the admin's order, then unknown ones by name, so no FAQ vanishes.
 */
export function faqTabs(views: readonly FaqView[], labels: Readonly<Record<FaqCategoryKey, string>>): FaqTab[] {
  const known = Object.values(faqCategoryKeys) as string[];
  const present = new Set(views.map((v) => v.category));
  const extra = [...present].filter((c) => !publicFaqTabs.includes(c as FaqCategoryKey));
  extra.sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return [...publicFaqTabs, ...extra].map((key) => ({ key, label: (labels as Record<string, string>)[key] ?? key }));
}
