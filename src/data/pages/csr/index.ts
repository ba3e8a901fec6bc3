import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { CsrContent } from './types.ts';
import { zh } from './zh.ts';

export type { CsrContent };
const content: Record<Locale, CsrContent> = { ko, en, id, zh, ja };

export function getCsrContent(locale: Locale): CsrContent {
  return content[locale];
}
