import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { InquiryContent } from './types.ts';
import { zh } from './zh.ts';

const content: Record<Locale, InquiryContent> = { ko, en, id, zh, ja };

/** The inquiry form, result pages and confirmation e-mail texts of a locale. */
export function getInquiryContent(locale: Locale): InquiryContent {
  return content[locale];
}

export type { InquiryContent, InquiryFormStrings } from './types.ts';
