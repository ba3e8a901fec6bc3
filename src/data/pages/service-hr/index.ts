import type { Locale } from '../../../i18n/locales.ts';
import type { HrContent } from './types.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

const content: Record<Locale, HrContent> = { ko, en, id, zh, ja };

export function getHrContent(locale: Locale): HrContent {
  return content[locale];
}
export type { HrContent };
