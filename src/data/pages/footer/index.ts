import type { FooterContent } from '#domain/pages/footer.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { FooterContent };

/** The footer's first-run texts in every locale, until the firm edits them (table site_pages). */
export const footerSeed: Record<Locale, FooterContent> = { ko, en, id, zh, ja };
