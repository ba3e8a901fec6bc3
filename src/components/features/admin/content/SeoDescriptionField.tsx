import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import { SEO_DESCRIPTION_ADVISED, isLongDescription } from '#domain/content/seo.ts';
import type { SeoStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { errorClass, hintClass, inputClass, labelClass } from '../ui.ts';

interface Props {
  id: string;
  lang: string;
  value: string;
  onChange: (value: string) => void;
  /** What a blank description becomes (the kind's default). */
  hint: string;
  error?: string | undefined;
  strings: SeoStrings;
}

/**
 * One language's SEO description with a length counter. Past what search engines show it warns but
 * lets the save through (a longer text is cut by them, not wrong); the server stops at the hard limit.
 */
export default function SeoDescriptionField({ id, lang, value, onChange, hint, error, strings }: Props) {
  const long = isLongDescription(value);
  const notes = [`${id}-hint`, `${id}-count`, long ? `${id}-long` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{strings.description}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        lang={lang}
        maxLength={CONTENT_LIMITS.seoDescription}
        aria-invalid={error ? true : undefined}
        aria-describedby={notes}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      <p id={`${id}-hint`} className={hintClass}>{hint}</p>
      {/* Counted like the server and the maxlength attribute count (UTF-16 units), so the three agree. */}
      <p id={`${id}-count`} className={`${hintClass} tabular-nums`} data-seo-count>
        {fill(strings.counter, { count: String(value.trim().length), advised: String(SEO_DESCRIPTION_ADVISED) })}
      </p>
      <p id={`${id}-long`} role="status" className="mt-1 text-sm font-medium text-amber-900 empty:mt-0">
        {long ? fill(strings.tooLong, { advised: String(SEO_DESCRIPTION_ADVISED) }) : ''}
      </p>
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
    </div>
  );
}
