/**
 * Each locale's flag from flag-icons (MIT), never an emoji: emoji flags show as two letters or empty
 * boxes where the system has no colour emoji font (common Linux and older Windows browsers).
 *
 * The flag a page shows on load (the current language's, in the header) is inline SVG (an Astro SVG
 * component): an <img> of an SVG file makes the browser build a document of its own for it on the
 * main thread while the page loads, which Lighthouse counts as blocking time. The language list's
 * flags stay files: they load only when the list opens (loading="lazy" in a closed <details>), and
 * inline they would repeat the current flag's ids on the page.
 */
import cnInline from 'flag-icons/flags/4x3/cn.svg';
import cn from 'flag-icons/flags/4x3/cn.svg?url&no-inline';
import idInline from 'flag-icons/flags/4x3/id.svg';
import id from 'flag-icons/flags/4x3/id.svg?url&no-inline';
import jpInline from 'flag-icons/flags/4x3/jp.svg';
import jp from 'flag-icons/flags/4x3/jp.svg?url&no-inline';
import krInline from 'flag-icons/flags/4x3/kr.svg';
import kr from 'flag-icons/flags/4x3/kr.svg?url&no-inline';
import usInline from 'flag-icons/flags/4x3/us.svg';
import us from 'flag-icons/flags/4x3/us.svg?url&no-inline';
import type { Locale } from '#i18n/locales.ts';

const flags: Record<Locale, string> = { ko: kr, en: us, id, zh: cn, ja: jp };
const inlineFlags = { ko: krInline, en: usInline, id: idInline, zh: cnInline, ja: jpInline } satisfies Record<Locale, unknown>;

/** The URL of a locale's flag (decorative: the language's name is always written beside it). */
export const flagOf = (locale: Locale): string => flags[locale];

/** A locale's flag as an inline SVG component, for the one flag a page shows as it loads. */
export const inlineFlagOf = (locale: Locale) => inlineFlags[locale];
