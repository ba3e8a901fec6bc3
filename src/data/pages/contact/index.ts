import type { Locale } from '../../../i18n/locales.ts';
import type { ContactContent } from './types.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

const content: Record<Locale, ContactContent> = { ko, en, id, zh, ja };

export function getContactContent(locale: Locale): ContactContent {
  return content[locale];
}

export type { ContactContent };
