import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type SubmitEvent } from 'react';
import type { InquiryFormStrings } from '#data/pages/inquiry/index.ts';
import { BUDGET_KEYS, SERVICE_KEYS } from '#domain/inquiry/options.ts';
import type { Locale } from '#i18n/locales.ts';
import { showToast } from '#stores/toast.ts';
import { Cell, controlClass, describedBy, FieldError, FieldLabel, html, TEXT_FIELDS } from './fields.tsx';
import { entrySource, formValues, newSubmissionId, sendInquiry, toPayload, CONTACT_ENDPOINT } from './inquiryClient.ts';
import { isAutofillInput, showsAutofill } from './autofill.ts';
import { formToken, restartClock } from './formClock.ts';
import { firstInvalidField, inquiryMessages, LIMITS, validateInquiry, type InquiryField } from '#domain/inquiry/schema.ts';
import Toaster from '../../ui/Toaster.tsx';

export interface InquiryFormProps {
  locale: Locale;
  /** Prefix of every id (two placements never share a page, but ids stay distinct anyway). */
  idPrefix: string;
  strings: InquiryFormStrings;
}

type Errors = Partial<Record<InquiryField, string>>;

/**
 * The consultation inquiry form. Rendered to HTML at build time, it works without JavaScript (a
 * plain form post to /api/contact, answered by a redirect to the thanks or error page); hydrated,
 * it validates with the shared schema, sends JSON and reports the outcome in a toast.
 */
export default function InquiryForm({ locale, idPrefix, strings: s }: InquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The reference of the inquiry just sent, shown until the next one (a toast alone would vanish).
  const [sentReference, setSentReference] = useState('');
  // Filled in by the browser's autofill (autofill.ts): such a form is not timed.
  const autofilled = useRef(false);
  const submissionId = useRef<string | undefined>(undefined);
  const id = (field: string) => `${idPrefix}-${field}`;

  useEffect(() => {
    // Hydrated: the shared schema checks the fields, not the browser (which does without JavaScript).
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // The clock's box: the page's script started it at the visitor's first touch (InquirySection.astro).
  const clockBox = (form: HTMLFormElement) => form.closest('[data-inquiry-form]') ?? form;

  // Focus the first invalid field once its message is rendered (so it is announced with it).
  useEffect(() => {
    const field = firstInvalidField(errors);
    const control = field && formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  const show = (next: Errors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (isAutofillInput(event.nativeEvent)) autofilled.current = true;
  };

  // Once a field shows an error, re-check it as the visitor corrects it.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name as InquiryField;
    if (!errors[name] || !formRef.current) return;
    const result = validateInquiry(formValues(formRef.current));
    const message = result.ok ? undefined : inquiryMessages(locale, s, result.errors)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    const values = formValues(form);
    const checked = validateInquiry(values);
    if (!checked.ok) return show(inquiryMessages(locale, s, checked.errors));
    setErrors({});
    setSentReference('');
    setSubmitting(true);
    submissionId.current ??= newSubmissionId();
    const extras = { formToken: await formToken(clockBox(form)), submissionId: submissionId.current, source: entrySource(), autofilled: autofilled.current || showsAutofill(form) };
    const result = await sendInquiry(toPayload(values, extras));
    setSubmitting(false);
    if (result.kind === 'created') {
      form.reset();
      submissionId.current = undefined;
      autofilled.current = false;
      restartClock(clockBox(form));
      const referenceText = result.reference ? s.toast.reference.replace('{reference}', result.reference) : '';
      setSentReference(referenceText);
      showToast({ title: s.toast.successTitle, description: referenceText ? `${s.toast.successText} ${referenceText}` : s.toast.successText });
      return;
    }
    console.error(result.error);
    showToast({ title: s.toast.failureTitle, description: s.toast.failureText, variant: 'destructive' });
    if (result.kind === 'invalid') show(result.fields);
  };

  const err = (field: InquiryField) => errors[field];
  return (
    <>
      <form ref={formRef} method="post" action={CONTACT_ENDPOINT} aria-label={s.label} onSubmit={onSubmit} onChange={onChange} onInput={onInput} className="relative">
        <input type="hidden" name="locale" defaultValue={locale} />
        <p className="text-sm text-slate-600">{s.requiredNote}</p>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ field, type, autoComplete }) => (
            <Cell key={field}>
              <FieldLabel htmlFor={id(field)} label={s.fields[field].label} required strings={s} />
              <input id={id(field)} name={field} type={type} {...html({ autocomplete: autoComplete, maxlength: LIMITS[field] })} aria-required
                placeholder={s.fields[field].placeholder} className={controlClass} {...describedBy(id(field), err(field))} />
              <FieldError id={`${id(field)}-error`} message={err(field)} />
            </Cell>
          ))}
          {(['service', 'budget'] as const).map((field) => (
            <Cell key={field}>
              <FieldLabel htmlFor={id(field)} label={s.fields[field].label} required={field === 'service'} strings={s} />
              <select id={id(field)} name={field} aria-required={field === 'service' || undefined} className={controlClass} {...describedBy(id(field), err(field))}>
                <option value="">{s.fields[field].placeholder}</option>
                {(field === 'service' ? SERVICE_KEYS : BUDGET_KEYS).map((key) => (
                  <option key={key} value={key}>{(field === 'service' ? s.services : s.budgets)[key as never]}</option>
                ))}
              </select>
              <FieldError id={`${id(field)}-error`} message={err(field)} />
            </Cell>
          ))}
          <Cell wide>
            <FieldLabel htmlFor={id('message')} label={s.fields.message.label} required={false} strings={s} />
            <textarea id={id('message')} name="message" rows={5} {...html({ maxlength: LIMITS.message })} placeholder={s.fields.message.placeholder}
              className={`${controlClass} resize-y`} {...describedBy(id('message'), err('message'))} />
            <FieldError id={`${id('message')}-error`} message={err('message')} />
          </Cell>
        </div>

        <div className="mt-6 rounded-xl bg-slate-50 p-4">
          <div className="flex items-start gap-3">
            <input id={id('privacy')} name="privacy" type="checkbox" value="true" aria-required
              className="mt-0.5 size-6 shrink-0 accent-brand-700" {...describedBy(id('privacy'), err('privacy'), `${id('privacy')}-text`)} />
            <div>
              <FieldLabel htmlFor={id('privacy')} label={s.privacy.label} required strings={s} />
              <p id={`${id('privacy')}-text`} className="mt-1 text-sm text-slate-600">{s.privacy.text}</p>
            </div>
          </div>
          <FieldError id={`${id('privacy')}-error`} message={err('privacy')} />
        </div>

        {/* Honeypot: invisible to people and assistive technology; bots that fill it are not stored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={id('homepage')}>{s.honeypot}</label>
          <input id={id('homepage')} name="homepage" type="text" tabIndex={-1} {...html({ autocomplete: 'off' })} defaultValue="" />
        </div>

        <button type="submit" disabled={submitting} className="inquiry-submit">
          {submitting ? s.submitting : s.submit}
        </button>
        <p role="status" className="mt-4 font-semibold text-brand-800 empty:hidden">{sentReference}</p>
      </form>
      <Toaster dismissLabel={s.toast.dismiss} />
    </>
  );
}
