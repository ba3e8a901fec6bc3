/** What a category of the weekly split is called in the admin's language. */
import type { WeekDimension } from '#domain/inquiry/desk-stats.ts';
import { isLocale, localeInfo } from '#i18n/locales.ts';
import { labelOf } from '../format.ts';
import { OTHER } from './chart.ts';

export interface CategoryTexts {
  services: Readonly<Record<string, string>>;
  direct: string;
  unknown: string;
  other: string;
}

export function categoryLabel(dimension: WeekDimension, key: string, texts: CategoryTexts): string {
  if (key === OTHER) return texts.other;
  if (dimension === 'service') return labelOf(texts.services, key);
  if (dimension === 'locale') return isLocale(key) ? localeInfo(key).name : texts.unknown;
  return key === 'direct' ? texts.direct : key;
}
