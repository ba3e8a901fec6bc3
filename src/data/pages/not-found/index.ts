import type { NotFoundContent } from '#domain/pages/not-found.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { NotFoundContent };

/** The 404 page's first-run texts in every locale, until the firm edits them (table site_pages). */
export const notFoundSeed: Record<Locale, NotFoundContent> = { ko, en, id, zh, ja };
