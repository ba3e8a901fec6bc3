import type { InquiryContent, InquiryFormStrings } from '#domain/pages/inquiry.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { InquiryContent, InquiryFormStrings };

/** The inquiry's first-run texts in every locale, until the firm edits them (table site_pages). */
export const inquirySeed: Record<Locale, InquiryContent> = { ko, en, id, zh, ja };
