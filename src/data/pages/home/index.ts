import type { HomeContent } from '#domain/pages/home.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { HomeContent };

/** The home page's first-run texts in every locale, until the firm edits them (table site_pages). */
export const homeSeed: Record<Locale, HomeContent> = { ko, en, id, zh, ja };
