/**
 * What a form post without JavaScript that failed validation gets back: the prebuilt, translated
 * error page with its inquiry form shown, everything the visitor typed filled in and each failing
 * field's message next to it (src/components/features/inquiry/RetryForm.astro; the markers both
 * sides use are src/domain/inquiry/retry-form.ts), answered 400 with
 * the static page's own security headers. Nothing they typed is lost behind a generic error.
 * When the page cannot be had, the visitor is sent to the static error page as before.
 */
import type { InquiryContent } from '#domain/pages/inquiry.ts';
import { FIELD_ORDER } from '#domain/inquiry/schema.ts';
import { isConsent, RETRY_CONTROL, RETRY_FIELDS, RETRY_FORM_ID, RETRY_OPTION, RETRY_SUMMARY_ID, retryErrorId } from '#domain/inquiry/retry-form.ts';
import { localizePath } from '#i18n/routes.ts';
import type { Locale } from '#i18n/locales.ts';
import { answerWithPage } from './static-page.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const valueOf = (data: Record<string, unknown>, field: string) => (typeof data[field] === 'string' ? (data[field] as string) : '');
const control = (field: string) => `${RETRY_CONTROL}="${field}"`;
const INVALID = ' aria-invalid="true"';

/**
 * The page's lead line after a failed validation, in the visitor's language: "Please check these
 * fields. Email: Please enter a valid email address" (each failing field by its label and message, in
 * the form's order).
 */
export function fieldsToCheck({ form, error }: InquiryContent, fields: Record<string, string>): string {
  // The consent's message names it already ("Please agree to the collection…"); its label is a whole sentence.
  const named = FIELD_ORDER.filter((field) => fields[field]).map((field) => (field === 'privacy' ? fields[field]! : `${form.fields[field].label}: ${fields[field]}`));
  return error.checkFields.replace('{fields}', named.join('; '));
}

/**
 * The error page's HTML with the form shown, filled and its messages placed, and its lead line
 * replaced by `summary` when given; undefined when the page has no such form.
 */
export function fillRetryForm(html: string, data: Record<string, unknown>, fields: Record<string, string>, summary?: string): string | undefined {
  if (!new RegExp(`<form id="${RETRY_FORM_ID}"[^>]* hidden`).test(html)) return undefined;
  let out = html.replace(new RegExp(`(<form id="${RETRY_FORM_ID}"[^>]*?) hidden(?:="")?`), '$1');
  for (const field of RETRY_FIELDS.text) {
    out = out.replace(control(field), `${control(field)} value="${escapeHtml(valueOf(data, field))}"${fields[field] ? INVALID : ''}`);
  }
  for (const field of RETRY_FIELDS.choice) {
    const chosen = valueOf(data, field);
    const option = `value="${escapeHtml(chosen)}" ${RETRY_OPTION}="${field}"`;
    if (chosen) out = out.replace(option, `${option} selected`);
    if (fields[field]) out = out.replace(control(field), `${control(field)}${INVALID}`);
  }
  for (const field of RETRY_FIELDS.multiline) {
    out = out.replace(new RegExp(`(<textarea[^>]*${control(field)}[^>]*)>(</textarea>)`), (_whole, open: string, close: string) =>
      `${open}${fields[field] ? INVALID : ''}>${escapeHtml(valueOf(data, field))}${close}`);
  }
  for (const field of RETRY_FIELDS.consent) {
    if (isConsent(valueOf(data, field))) out = out.replace(control(field), `${control(field)} checked`);
    else if (fields[field]) out = out.replace(control(field), `${control(field)}${INVALID}`);
  }
  for (const field of FIELD_ORDER) {
    const message = fields[field];
    if (message) out = out.replace(new RegExp(`(<p id="${retryErrorId(field)}"[^>]*?) hidden(?:="")?>(</p>)`), (_whole, open: string, close: string) => `${open}>${escapeHtml(message)}${close}`);
  }
  if (summary !== undefined) {
    out = out.replace(new RegExp(`(<p id="${RETRY_SUMMARY_ID}"[^>]*>)[^<]*(</p>)`), (_whole, open: string, close: string) => `${open}${escapeHtml(summary)}${close}`);
  }
  return out;
}

export function retryPage(
  site: string | undefined,
  locale: Locale,
  texts: InquiryContent,
  data: Record<string, unknown>,
  fields: Record<string, string>,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  return answerWithPage(site, localizePath(locale, '/contact/error'), 400, (html) => fillRetryForm(html, data, fields, fieldsToCheck(texts, fields)), fetchFn);
}
