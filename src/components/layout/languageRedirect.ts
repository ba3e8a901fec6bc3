import { createHash } from 'node:crypto';
import { defaultLocale, LANGUAGE_STORAGE_KEY, localeCodes } from '#i18n/locales.ts';
import { splitLocale } from '#i18n/routes.ts';

const prefixed = localeCodes.filter((c) => c !== defaultLocale);

/**
 * Where a visitor with a stored language lands: only unprefixed (Korean) URLs are redirected, and only
 * when the stored value is one of the prefixed locales. Query and hash are kept. `null`: stay.
 * The locale's prefix goes in front of the path as it is, which keeps the inline script small: a
 * service page's Korean slug under a prefix is an earlier address, which the server answers with a
 * permanent redirect to the locale's own slug (src/i18n/netlify-redirects.ts).
 */
export function redirectTarget(pathname: string, search: string, hash: string, stored: string | null): string | null {
  if (!stored || !(prefixed as readonly string[]).includes(stored)) return null;
  if (splitLocale(pathname).locale !== defaultLocale) return null;
  return `/${stored}${pathname}${search}${hash}`;
}

/**
 * The same rule as a tiny inline script for <head>, run before the first paint (a module script would
 * run too late). Kept as a string so that the unit test can execute exactly what ships. It also marks
 * `<html data-js>`, so that markup for visitors with or without JavaScript (`.js-only`,
 * `.no-js-only` in global.css) is settled at the first paint instead of shifting at hydration.
 */
export const languageRedirectScript =
  `document.documentElement.setAttribute('data-js','');` +
  `(function(){try{var s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(!s||!/^(?:${prefixed.join('|')})$/.test(s))return;var l=location,p=l.pathname;` +
  `if(/^\\/(?:${prefixed.join('|')})(?:\\/|$)/.test(p))return;` +
  `l.replace('/'+s+p+l.search+l.hash)}catch(e){}})();`;

/** CSP source expression of an inline script (Astro does not hash `is:inline` scripts itself). */
export function cspHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
