import type { ServicesContent } from '#domain/pages/services.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { ServicesContent };

/** The services overview's first-run texts in every locale (and the home page's service cards), until the firm edits them (table site_pages). */
export const servicesSeed: Record<Locale, ServicesContent> = { ko, en, id, zh, ja };
