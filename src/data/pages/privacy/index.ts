import type { PrivacyContent } from '#domain/pages/privacy.ts';
import type { Locale } from '#i18n/locales.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { PrivacyContent };

/** The privacy policy's first-run texts in every locale, until the firm edits them (table site_pages). */
export const privacySeed: Record<Locale, PrivacyContent> = { ko, en, id, zh, ja };
