import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { NoticesContent } from './types.ts';
import { zh } from './zh.ts';

export type { NoticesContent };
const content: Record<Locale, NoticesContent> = { ko, en, id, zh, ja };

export function getNoticesContent(locale: Locale): NoticesContent {
  return content[locale];
}
