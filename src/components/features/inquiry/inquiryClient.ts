/**
 * The form island's plain logic (no React): reading the form, the JSON it sends, the answer it
 * understands and the submission id that makes a resubmission harmless.
 */
import type { InquiryField } from '#domain/inquiry/schema.ts';
import { isField } from '#domain/inquiry/schema.ts';
import { ENTRY_STORAGE_KEY } from '#domain/inquiry/source.ts';

export const CONTACT_ENDPOINT = '/api/contact';

type Fetch = typeof fetch;

/** Every named control's value as a string; an unchecked checkbox is absent. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The JSON body of POST /api/contact (name … message, privacy as a boolean, where the visit began). */
export function toPayload(
  values: Record<string, string>,
  extras: { formToken: string | undefined; submissionId: string | undefined; source?: unknown; autofilled?: boolean },
): Record<string, unknown> {
  return { ...values, privacy: values['privacy'] === 'true' || values['privacy'] === 'on', formToken: extras.formToken, submissionId: extras.submissionId, source: extras.source, ...(extras.autofilled ? { autofilled: true } : {}) };
}

/** The tab's entry page and referrer as the head script noted them (src/components/layout/entryNote.ts); undefined when none. */
export function entrySource(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): unknown {
  try {
    const noted = storage?.getItem(ENTRY_STORAGE_KEY);
    return noted ? (JSON.parse(noted) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export type SendResult =
  | { kind: 'created'; id: string; reference: string }
  | { kind: 'invalid'; fields: Partial<Record<InquiryField, string>>; error: Error }
  | { kind: 'failed'; error: Error };

/** Sends the inquiry; any non-success answer becomes an error "<status>: <body or status text>". */
export async function sendInquiry(payload: Record<string, unknown>, fetchFn: Fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetchFn(CONTACT_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const text = await response.text();
    let body: { id?: unknown; reference?: unknown; fields?: Record<string, unknown> } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    if (response.ok) return { kind: 'created', id: String(body?.id ?? ''), reference: typeof body?.reference === 'string' ? body.reference : '' };
    const error = new Error(`${response.status}: ${text || response.statusText}`);
    const fields: Partial<Record<InquiryField, string>> = {};
    for (const [name, message] of Object.entries(body?.fields ?? {})) if (isField(name) && typeof message === 'string') fields[name] = message;
    return response.status === 400 && Object.keys(fields).length > 0 ? { kind: 'invalid', fields, error } : { kind: 'failed', error };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** A random uuid that makes a resubmission of the same inquiry harmless; none outside secure contexts. */
export function newSubmissionId(cryptoImpl: { randomUUID?: () => string } | undefined = globalThis.crypto): string | undefined {
  return typeof cryptoImpl?.randomUUID === 'function' ? cryptoImpl.randomUUID() : undefined;
}
