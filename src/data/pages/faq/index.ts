import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { FaqContent } from './types.ts';
import { zh } from './zh.ts';

export type { FaqContent };
const content: Record<Locale, FaqContent> = { ko, en, id, zh, ja };

export function getFaqContent(locale: Locale): FaqContent {
  return content[locale];
}
