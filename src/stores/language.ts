import { isLocale, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from '#i18n/locales.ts';

/** One year, the lifetime of the language cookie. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The `document.cookie` assignment that Netlify's `Language` redirect condition reads. */
export function languageCookie(code: Locale): string {
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type CookieJar = { cookie: string };

/** The stored choice, only if it is one of the five locales; storage may throw. */
export function readStoredLanguage(storage: StorageLike | undefined): Locale | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Remembers a choice in localStorage and in the cookie. If storage refuses the write, an older stored
 * choice is removed so that the head redirect can't send the visitor back to the language just left.
 */
export function persistLanguage(code: Locale, storage: StorageLike | undefined, jar: CookieJar | undefined): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    try {
      storage?.removeItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // Storage is unavailable altogether: then the redirect can't read it either.
    }
  }
  try {
    if (jar) jar.cookie = languageCookie(code);
  } catch {
    // Cookies disabled: the choice still applies through the link itself.
  }
}

/** Action: the visitor chose a language (browser defaults for storage and cookie). */
export function chooseLanguage(code: Locale): void {
  const storage = (() => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage;
    } catch {
      return undefined;
    }
  })();
  persistLanguage(code, storage, typeof document === 'undefined' ? undefined : document);
}
