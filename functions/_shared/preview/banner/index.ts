import type { Locale } from '#i18n/locales.ts';
import type { Widen } from '#i18n/types.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

/** What a page preview says above the page in one locale: a complete record of the Korean reference. */
export type PreviewBannerStrings = Widen<typeof ko>;

export const previewBannerStrings: Record<Locale, PreviewBannerStrings> = { ko, en, id, zh, ja };
