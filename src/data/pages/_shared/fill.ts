/**
 * Per-locale page content keeps its figures as numbers (so `Widen` holds every translation to the
 * same values) and its sentences as templates with `{name}` placeholders. `fillContent` formats the
 * figures for the locale and fills every string of a content tree, so components get finished text.
 * Used by the visa, real-estate and marketing pages.
 */
import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';

/** Every number formatted in the locale's notation: `{ days: 30 }` -> `{ days: '30' }`. */
export function formatFigures(locale: Locale, figures: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, formatNumber(locale, value)]));
}

/** A copy of `content` with every `{name}` in every string replaced by `values[name]`. */
export function fillContent<T>(content: T, values: Readonly<Record<string, string>>): T {
  if (typeof content === 'string') return format(content, values) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => fillContent(item, values)) as T;
  if (content !== null && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, fillContent(value, values)])) as T;
  }
  return content;
}
