import type { ContentStrings } from '#data/admin/content-ko.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import type { TranslationState } from './translations.ts';

/**
 * A row's languages as small codes (KO EN ID ZH JA): solid when translated, dashed and struck
 * through when missing; screen readers hear '번역: English 있음, 日本語 없음 …'.
 */
export default function TranslationBadges({ states, strings }: { states: Record<TranslationLocale, TranslationState>; strings: ContentStrings['common'] }) {
  const word = (state: TranslationState) => (state === 'complete' ? strings.present : state === 'partial' ? strings.partlyTranslated : strings.missing);
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs">
      <span className="mr-1 font-medium text-slate-600">{strings.translationStatus}</span>
      {translationLocales.map((locale) => {
        const state = states[locale];
        const look = state === 'complete' ? 'border-brand-700 bg-brand-50 text-brand-800' : state === 'partial' ? 'border-amber-700 bg-amber-50 text-amber-900' : 'border-dashed border-slate-400 text-slate-600 line-through';
        return (
          <span key={locale} className={`rounded border px-1.5 py-0.5 font-mono font-semibold uppercase ${look}`}>
            <span aria-hidden="true">{locale}</span>
            <span className="sr-only">{`${strings.languages[locale]} ${word(state)}`}</span>
          </span>
        );
      })}
    </p>
  );
}
