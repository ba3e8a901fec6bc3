import type { ReactNode } from 'react';
import type { InquiryFormStrings } from '#data/pages/inquiry/index.ts';

/** Shared look of the text inputs, selects and the textarea (inquiry.css; borders 4.5:1 against white). */
export const controlClass = 'inquiry-control';

export interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required: boolean;
  strings: Pick<InquiryFormStrings, 'requiredMark' | 'optionalMark'>;
}

/** A label with the required asterisk (hidden from screen readers, which hear the word instead) or the optional note. */
export function FieldLabel({ htmlFor, label, required, strings }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-900">
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="ml-0.5 text-accent-700">*</span>
          <span className="sr-only"> ({strings.requiredMark})</span>
        </>
      ) : (
        <span className="font-normal text-slate-600"> ({strings.optionalMark})</span>
      )}
    </label>
  );
}

/** The message under a field; its id is what the control's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-accent-700">
      {message}
    </p>
  );
}

/** The accessibility attributes of a control with an optional error. */
export function describedBy(id: string, error: string | undefined, extra?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [extra, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

export function Cell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? 'sm:col-span-2' : undefined}>{children}</div>;
}

// Required fields carry aria-required, not `required` (which React writes as required=""), and are
// checked by the shared schema in the island and on the server.
export { html } from '../../ui/htmlAttributes.ts';

/** The single-line fields, in form order, with their input type and autofill hint. */
export const TEXT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;
