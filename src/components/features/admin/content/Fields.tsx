import type { ReactNode } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from '../ui.ts';

interface Base {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  lang?: string | undefined;
}

/** ids of the hint and error under a field, for aria-describedby. */
function described(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && <p id={`${id}-hint`} className={hintClass}>{hint}</p>}
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
    </>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required && <span className="ml-1 text-accent-700" aria-hidden="true">*</span>}
    </label>
  );
}

export function TextField({ id, label, error, hint, required, lang, value, onChange, maxLength, type = 'text', inputMode, initialFocus, children }: Base & { value: string; onChange: (value: string) => void; maxLength?: number; type?: 'text' | 'url' | 'number' | 'datetime-local'; inputMode?: 'numeric'; initialFocus?: boolean; children?: ReactNode }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          type={type}
          value={value}
          lang={lang}
          inputMode={inputMode}
          data-autofocus={initialFocus || undefined}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} min-w-0 flex-1`}
        />
        {children}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ id, label, error, hint, required, lang, value, onChange, rows = 2, maxLength }: Base & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        lang={lang}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ id, label, error, hint, value, onChange, options }: Base & { value: string; onChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, checked, onChange, error }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined }) {
  return (
    <div>
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 rounded border-slate-500 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      </div>
      <Notes id={id} error={error} />
    </div>
  );
}
