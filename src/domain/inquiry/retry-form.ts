/**
 * The no-JavaScript retry form's contract: the error page holds the inquiry form hidden
 * (src/components/features/inquiry/RetryForm.astro), and when a plain form post fails validation
 * the server shows it, filled with what the visitor typed and each message beside its field
 * (functions/_shared/inquiry/retry-page.ts patches the prebuilt page's markup). Both sides take the
 * form's id, its field names and the markers the server looks for from here, and the field names
 * from the schema, so a field renamed on one side cannot leave the other filling nothing.
 */
import type { InquiryField } from './schema.ts';

/** The form's id: the server shows the form by removing its `hidden`. */
export const RETRY_FORM_ID = 'inquiry-retry';

/**
 * The error page's lead line: a generic failure in the static page; after a failed validation the
 * server replaces its text with the fields to correct and why, in the visitor's language.
 */
export const RETRY_SUMMARY_ID = 'inquiry-error-summary';

/** The attribute on each control the server fills, naming its field: `data-retry="email"`. */
export const RETRY_CONTROL = 'data-retry';

/** The attribute on each `<option>` of a choice, naming its field: `data-retry-option="service"`. */
export const RETRY_OPTION = 'data-retry-option';

/** How each field is typed on the form, which is how the server fills it; together, every field of the schema (tests/unit/domain/inquiry/retry-form.test.ts). */
export const RETRY_FIELDS = {
  text: ['name', 'company', 'email', 'phone'],
  choice: ['service', 'budget'],
  multiline: ['message'],
  consent: ['privacy'],
} as const satisfies Record<string, readonly InquiryField[]>;

/** A field's control: `retry-<field>` (the `<label for>`). */
export const retryControlId = (field: InquiryField) => `retry-${field}`;

/** The line that carries a field's message, hidden until the server fills it. */
export const retryErrorId = (field: InquiryField) => `retry-${field}-error`;

/** What the consent checkbox posts when ticked; "on" is what a browser posts for a checkbox without a value. */
export const CONSENT_VALUE = 'true';
export const isConsent = (value: string) => value === CONSENT_VALUE || value === 'on';
