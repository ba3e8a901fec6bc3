/**
 * The admin app's language. Korean texts come with the page (admin.astro passes them as props); the
 * other languages' dictionaries are separate chunks loaded when chosen, so a Korean page carries none
 * of them. Before sign-in the language is the one last used in this browser (Korean at first); once
 * signed in, the administrator's own (My account). Calls to the API say it in Accept-Language, so
 * the server's messages follow.
 */
import { atom } from 'nanostores';
import type { ContentStrings } from '#data/admin/content/index.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { isAdminLocale, type AdminLocale } from '#domain/admin-access.ts';

export interface AdminTexts {
  strings: AdminStrings;
  content: ContentStrings;
}

const STORAGE_KEY = 'admin-language';

function remembered(): AdminLocale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isAdminLocale(saved) ? saved : 'ko';
  } catch {
    return 'ko';
  }
}

export const $adminLocale = atom<AdminLocale>(typeof localStorage === 'undefined' ? 'ko' : remembered());

/** Switches the admin app's language and remembers it for the next sign-in page in this browser. */
export function chooseAdminLocale(locale: AdminLocale): void {
  $adminLocale.set(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

const loaders: Record<Exclude<AdminLocale, 'ko'>, () => Promise<AdminTexts>> = {
  en: async () => {
    const [{ adminEn }, { contentEn }] = await Promise.all([import('#data/admin/app/en.ts'), import('#data/admin/content/en.ts')]);
    return { strings: adminEn, content: contentEn };
  },
  id: async () => {
    const [{ adminId }, { contentId }] = await Promise.all([import('#data/admin/app/id.ts'), import('#data/admin/content/id.ts')]);
    return { strings: adminId, content: contentId };
  },
};

export function loadAdminTexts(locale: Exclude<AdminLocale, 'ko'>): Promise<AdminTexts> {
  return loaders[locale]();
}
