import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { formLocales, translationSummary, type FormLocale, type TranslationState } from './translations.ts';
import type { TranslationLocale } from '#domain/content/translations.ts';

interface Props {
  idBase: string;
  active: FormLocale;
  onChange: (locale: FormLocale) => void;
  states: Record<TranslationLocale, TranslationState>;
  /** Languages with a stale translation not yet confirmed (their tab says so). */
  toReview: ReadonlySet<TranslationLocale>;
  /** Languages whose fields have an error (their tab is flagged). */
  withErrors: ReadonlySet<FormLocale>;
  strings: ContentStrings['common'];
  /** One language's fields; a panel is mounted when first shown and kept (its editor too). */
  children: (locale: FormLocale) => ReactNode;
}

/** The lang attribute of each language's texts. */
export const bcp47: Record<FormLocale, string> = { ko: 'ko', en: 'en', id: 'id', zh: 'zh-Hans', ja: 'ja' };

/**
 * The five languages of one item as tabs (APG tabs, automatic activation): Korean (required) first,
 * then the optional translations, each tab marked '미번역' or '일부 번역' until done, with a summary
 * line ('번역 없음: English, 日本語') above the panels.
 */
export default function LanguageTabs({ idBase, active, onChange, states, toReview, withErrors, strings, children }: Props) {
  const [visited, setVisited] = useState<ReadonlySet<FormLocale>>(() => new Set([active]));
  const refs = useRef<Partial<Record<FormLocale, HTMLButtonElement | null>>>({});
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const choose = (locale: FormLocale) => {
    onChange(locale);
    refs.current[locale]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const last = formLocales.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const target = formLocales[moves[event.key] ?? -1];
    if (target) {
      event.preventDefault();
      choose(target);
    }
  };
  const summary = translationSummary(states, strings.languages, { missing: strings.missingSummary, partial: strings.partialSummary });

  return (
    <div>
      <p className="text-sm text-slate-700">{strings.koreanRequiredNote}</p>
      <p className="mt-1 text-sm font-medium text-amber-900" data-translation-summary>
        {summary.length > 0 ? summary.join(' · ') : strings.allTranslated}
      </p>
      <div role="tablist" aria-label={strings.languageTabsLabel} className="mt-3 flex flex-wrap gap-2">
        {formLocales.map((locale, index) => {
          const selected = locale === active;
          const state = locale === 'ko' ? 'complete' : states[locale];
          return (
            <button
              key={locale}
              ref={(el) => {
                refs.current[locale] = el;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${locale}`}
              aria-selected={selected}
              aria-controls={`${idBase}-panel-${locale}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(locale)}
              onKeyDown={(event) => onKey(event, index)}
              className={`flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'}`}
            >
              <span lang={bcp47[locale]}>{strings.languages[locale]}</span>
              {locale === 'ko' && <span className={selected ? 'text-white' : 'text-accent-700'} aria-label={strings.required}>*</span>}
              {state !== 'complete' && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{state === 'missing' ? strings.untranslated : strings.partlyTranslated}</span>
              )}
              {locale !== 'ko' && toReview.has(locale) && (
                <span className="rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{strings.tracking.staleTab}</span>
              )}
              {withErrors.has(locale) && <span className="size-2.5 rounded-full bg-accent-600 ring-2 ring-white" role="img" aria-label={strings.fixErrors} />}
            </button>
          );
        })}
      </div>
      {formLocales.map((locale) => visited.has(locale) && (
        <div
          key={locale}
          role="tabpanel"
          id={`${idBase}-panel-${locale}`}
          aria-labelledby={`${idBase}-tab-${locale}`}
          hidden={locale !== active}
          className="space-y-4 pt-4"
        >
          {children(locale)}
        </div>
      ))}
    </div>
  );
}
