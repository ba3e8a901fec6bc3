/**
 * Each locale's flag as an SVG file from flag-icons (MIT), never an emoji: emoji flags show as two
 * letters or empty boxes where the system has no colour emoji font (common Linux and older Windows
 * browsers). Files, not inline SVG: the same flag twice on a page would repeat the SVG's ids; and the
 * language list's flags load only when the list opens (loading="lazy" in a closed <details>).
 */
import cn from 'flag-icons/flags/4x3/cn.svg?url&no-inline';
import id from 'flag-icons/flags/4x3/id.svg?url&no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?url&no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?url&no-inline';
import us from 'flag-icons/flags/4x3/us.svg?url&no-inline';
import type { Locale } from '#i18n/locales.ts';

const flags: Record<Locale, string> = { ko: kr, en: us, id, zh: cn, ja: jp };

/** The URL of a locale's flag (decorative: the language's name is always written beside it). */
export const flagOf = (locale: Locale): string => flags[locale];
