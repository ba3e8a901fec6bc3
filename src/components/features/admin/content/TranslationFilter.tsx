import { useId } from 'react';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import { inputClass, labelClass } from '../ui.ts';

interface Props {
  value: TranslationLocale | null;
  onChange: (locale: TranslationLocale | null) => void;
  strings: ContentStrings['common'];
  /** The status line the list's count is announced in. */
  describedBy: string;
}

/** "Needs translation into X": the list keeps the items with a field missing or stale in that language. */
export default function TranslationFilter({ value, onChange, strings, describedBy }: Props) {
  const id = useId();
  const choose = (chosen: string) => onChange((translationLocales as readonly string[]).includes(chosen) ? (chosen as TranslationLocale) : null);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{strings.tracking.filterLabel}</label>
      <select id={id} value={value ?? ''} onChange={(event) => choose(event.target.value)} aria-describedby={describedBy} className={`${inputClass} sm:w-64`}>
        <option value="">{strings.tracking.filterAll}</option>
        {translationLocales.map((locale) => (
          <option key={locale} value={locale}>{fill(strings.tracking.filterOption, { language: strings.languages[locale] })}</option>
        ))}
      </select>
    </div>
  );
}
