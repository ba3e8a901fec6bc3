import { useEffect, useId, useRef } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { isLocale, localeInfo, locales, type Locale } from '#i18n/locales.ts';
import { buttonClass, errorClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { useTemplateForm } from './useTemplateForm.ts';

type Strings = AdminStrings['inquiries']['handling']['templates'];
interface Props {
  template: ReplyTemplate | null;
  locale: Locale;
  strings: Strings;
  onSaved: (saved: ReplyTemplate) => void;
  onCancel: () => void;
  /** Whether the form holds changes not saved, so closing the dialog can ask first. */
  onDirty: (dirty: boolean) => void;
}

/** A template's language, name, subject and text; each field's error tied to it. */
export default function TemplateForm({ template, locale, strings: s, onSaved, onCancel, onDirty }: Props) {
  const id = useId();
  const form = useTemplateForm(template, locale, s, onSaved);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => onDirty(form.dirty), [form.dirty, onDirty]);
  // A refusal naming fields takes focus to the first of them.
  useEffect(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [form.errors]);
  const tie = (field: string, hint?: string) => {
    const error = form.errors[field];
    const described = [hint, error && `${id}-${field}-error`].filter(Boolean).join(' ');
    return { id: `${id}-${field}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, disabled: form.busy } as const;
  };
  const error = (field: string) => form.errors[field] && <p id={`${id}-${field}-error`} className={errorClass}>{form.errors[field]}</p>;
  const lang = localeInfo(form.values.locale).bcp47;
  return (
    <form ref={ref} noValidate onSubmit={form.submit} aria-label={template ? template.name : s.create} className="space-y-3">
      <div>
        <label htmlFor={`${id}-locale`} className={labelClass}>{s.language}</label>
        <select {...tie('locale')} className={inputClass} value={form.values.locale} onChange={(e) => isLocale(e.target.value) && form.set('locale')(e.target.value)}>
          {locales.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
        {error('locale')}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>{s.name}</label>
        <input {...tie('name')} autoFocus className={inputClass} value={form.values.name} onChange={(e) => form.set('name')(e.target.value)} />
        {error('name')}
      </div>
      <p id={`${id}-hint`} className={hintClass}>{s.placeholders}</p>
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>{s.subject}</label>
        <input {...tie('subject', `${id}-hint`)} lang={lang} className={inputClass} value={form.values.subject} onChange={(e) => form.set('subject')(e.target.value)} />
        {error('subject')}
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>{s.body}</label>
        <textarea {...tie('body', `${id}-hint`)} lang={lang} rows={8} className={inputClass} value={form.values.body} onChange={(e) => form.set('body')(e.target.value)} />
        {error('body')}
      </div>
      {form.failure && <p role="alert" className={failureClass}>{form.failure}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={form.busy}>{s.cancel}</button>
        <button type="submit" className={buttonClass('primary')} disabled={form.busy} aria-busy={form.busy || undefined}>{form.busy ? s.saving : s.save}</button>
      </div>
    </form>
  );
}
