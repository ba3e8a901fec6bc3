import type { Locale } from '../../../i18n/locales.ts';
import type { HomeContent } from './types.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type { HomeContent } from './types.ts';

const content: Record<Locale, HomeContent> = { ko, en, id, zh, ja };

export function getHomeContent(locale: Locale): HomeContent {
  return content[locale];
}
