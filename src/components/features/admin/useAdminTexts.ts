import { useEffect, useState } from 'react';
import type { AdminLocale } from '#domain/admin-access.ts';
import { chooseAdminLocale, loadAdminTexts, type AdminTexts } from './language.ts';

/**
 * The texts of the chosen language: the Korean ones at once, another language's once its chunk has
 * loaded (undefined meanwhile). A chunk that fails to load falls back to Korean.
 */
export function useAdminTexts(locale: AdminLocale, korean: AdminTexts): AdminTexts | undefined {
  const [loaded, setLoaded] = useState<Partial<Record<AdminLocale, AdminTexts>>>({});
  useEffect(() => {
    if (locale === 'ko' || loaded[locale]) return;
    let current = true;
    loadAdminTexts(locale).then(
      (texts) => current && setLoaded((all) => ({ ...all, [locale]: texts })),
      () => current && chooseAdminLocale('ko'),
    );
    return () => {
      current = false;
    };
  }, [locale, loaded]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const texts = locale === 'ko' ? korean : loaded[locale];
  // The page around the app (admin.astro) is prebuilt in Korean: its title and skip link follow.
  useEffect(() => {
    if (!texts) return;
    document.title = texts.strings.pageTitle;
    const skip = document.querySelector('[data-skip-link]');
    if (skip) skip.textContent = texts.strings.skipToContent;
  }, [texts]);
  return texts;
}
