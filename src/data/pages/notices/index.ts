import type { NoticesContent } from '#domain/pages/notices.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { NoticesContent };

/** The notices page's first-run texts in every locale, until the firm edits them (table site_pages). */
export const noticesSeed: Record<Locale, NoticesContent> = { ko, en, id, zh, ja };
