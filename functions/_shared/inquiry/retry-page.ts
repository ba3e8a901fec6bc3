/**
 * What a form post without JavaScript that failed validation gets back: the prebuilt, translated
 * error page with its inquiry form shown, everything the visitor typed filled in and each failing
 * field's message next to it (src/components/features/inquiry/RetryForm.astro), answered 400 with
 * the static page's own security headers. Nothing they typed is lost behind a generic error.
 * When the page cannot be had, the visitor is sent to the static error page as before.
 */
import { localizePath } from '#i18n/routes.ts';
import type { Locale } from '#i18n/locales.ts';
import { answerWithPage } from './static-page.ts';

const TEXT_FIELDS = ['name', 'company', 'email', 'phone'] as const;
const FIELDS = [...TEXT_FIELDS, 'service', 'budget', 'message', 'privacy'] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const valueOf = (data: Record<string, unknown>, field: string) => (typeof data[field] === 'string' ? (data[field] as string) : '');

/** The error page's HTML with the form shown, filled and its messages placed; undefined when the page has no such form. */
export function fillRetryForm(html: string, data: Record<string, unknown>, fields: Record<string, string>): string | undefined {
  if (!/<form id="inquiry-retry"[^>]* hidden/.test(html)) return undefined;
  let out = html.replace(/(<form id="inquiry-retry"[^>]*?) hidden(?:="")?/, '$1');
  for (const field of TEXT_FIELDS) {
    const invalid = fields[field] ? ' aria-invalid="true"' : '';
    out = out.replace(`data-retry="${field}"`, `data-retry="${field}" value="${escapeHtml(valueOf(data, field))}"${invalid}`);
  }
  for (const field of ['service', 'budget'] as const) {
    const chosen = valueOf(data, field);
    if (chosen) out = out.replace(`value="${escapeHtml(chosen)}" data-retry-option="${field}"`, `value="${escapeHtml(chosen)}" data-retry-option="${field}" selected`);
    if (fields[field]) out = out.replace(`data-retry="${field}"`, `data-retry="${field}" aria-invalid="true"`);
  }
  out = out.replace(/(<textarea[^>]*data-retry="message"[^>]*)>(<\/textarea>)/, (_whole, open: string, close: string) =>
    `${open}${fields['message'] ? ' aria-invalid="true"' : ''}>${escapeHtml(valueOf(data, 'message'))}${close}`);
  const consent = valueOf(data, 'privacy');
  if (consent === 'true' || consent === 'on') out = out.replace('data-retry="privacy"', 'data-retry="privacy" checked');
  else if (fields['privacy']) out = out.replace('data-retry="privacy"', 'data-retry="privacy" aria-invalid="true"');
  for (const field of FIELDS) {
    const message = fields[field];
    if (message) out = out.replace(new RegExp(`(<p id="retry-${field}-error"[^>]*?) hidden(?:="")?>(</p>)`), (_whole, open: string, close: string) => `${open}>${escapeHtml(message)}${close}`);
  }
  return out;
}

export function retryPage(site: string | undefined, locale: Locale, data: Record<string, unknown>, fields: Record<string, string>, fetchFn: typeof fetch = fetch): Promise<Response> {
  return answerWithPage(site, localizePath(locale, '/contact/error'), 400, (html) => fillRetryForm(html, data, fields), fetchFn);
}
