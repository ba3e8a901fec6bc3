import { useStore } from '@nanostores/react';
import { adminLocales } from '#domain/admin-access.ts';
import { localeInfo } from '#i18n/locales.ts';
import { $adminLocale, chooseAdminLocale } from './language.ts';

/** Before sign-in: the admin app's language, each name in its own language (after sign-in, My account decides). */
export default function LanguageSwitch({ label }: { label: string }) {
  const locale = useStore($adminLocale);
  return (
    <nav aria-label={label} className="mx-auto -mt-8 mb-12 flex max-w-md flex-wrap justify-center gap-2 px-4">
      {adminLocales.map((code) => (
        <button key={code} type="button" lang={code} aria-pressed={code === locale} onClick={() => chooseAdminLocale(code)}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600 aria-pressed:font-bold aria-pressed:text-brand-800 aria-pressed:underline">
          {localeInfo(code).name}
        </button>
      ))}
    </nav>
  );
}
