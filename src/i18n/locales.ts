/**
 * The one locale registry. Korean is the default and lives at the unprefixed URLs; every other
 * locale lives under `/<code>/`. Everything that needs to know the languages imports from here.
 */
export const locales = [
  { code: 'ko', name: '한국어', bcp47: 'ko-KR', dateLocale: 'ko-KR', ogLocale: 'ko_KR' },
  { code: 'en', name: 'English', bcp47: 'en', dateLocale: 'en-US', ogLocale: 'en_US' },
  { code: 'id', name: 'Bahasa Indonesia', bcp47: 'id-ID', dateLocale: 'id-ID', ogLocale: 'id_ID' },
  { code: 'zh', name: '简体中文', bcp47: 'zh-Hans', dateLocale: 'zh-Hans-CN', ogLocale: 'zh_CN' },
  { code: 'ja', name: '日本語', bcp47: 'ja-JP', dateLocale: 'ja-JP', ogLocale: 'ja_JP' },
] as const;

export type Locale = (typeof locales)[number]['code'];
export type LocaleInfo = (typeof locales)[number];

export const defaultLocale: Locale = 'ko';
export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

/** localStorage key of the visitor's language choice (one key; only the five codes count). */
export const LANGUAGE_STORAGE_KEY = 'site-language';
/** Cookie Netlify's `Language` redirect condition reads before Accept-Language. */
export const LANGUAGE_COOKIE = 'nf_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = locales.find((l) => l.code === code);
  if (!info) throw new Error(`Unknown locale: ${code}`);
  return info;
}

/** The first path segment of a locale (undefined for the unprefixed default). */
export function localePrefix(code: Locale): string | undefined {
  return code === defaultLocale ? undefined : code;
}

/** getStaticPaths() for a page under src/pages/[...lang]/: one entry per locale. */
export function localeStaticPaths() {
  return locales.map((l) => ({ params: { lang: localePrefix(l.code) } }));
}

/** getStaticPaths() for a page under src/pages/[...lang]/ with more parameters: each set in every locale. */
export function localizedStaticPaths<Params extends Record<string, string>>(sets: readonly Params[]) {
  return locales.flatMap((l) => sets.map((params) => ({ params: { lang: localePrefix(l.code), ...params } })));
}

/** The locale of a `[...lang]` route parameter. */
export function localeFromParam(param: string | undefined): Locale {
  if (param === undefined || param === '') return defaultLocale;
  if (isLocale(param) && param !== defaultLocale) return param;
  throw new Error(`Not a locale prefix: ${param}`);
}
