import { errorClass, failureClass, inputClass, labelClass, buttonClass } from './ui.ts';

interface Props {
  /** The input's id; its error message gets `${id}-error`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'password' | 'email';
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
  disabled?: boolean;
}

/** A labelled input with its error under it, tied to it for screen readers (the account forms). */
export default function FieldInput({ id, label, value, onChange, error, type = 'text', autoComplete, inputMode, disabled }: Props) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>{label}</label>
      <input id={id} type={type} autoComplete={autoComplete} inputMode={inputMode} spellCheck={type === 'text' ? false : undefined} className={inputClass} value={value} disabled={disabled}
        onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
    </div>
  );
}

/** What a used or expired one-time link shows: why, and the way back to the login card. */
export function LinkGone({ text, back }: { text: string; back: string }) {
  return (
    <>
      <p role="alert" className={`${failureClass} mt-4`}>{text}</p>
      <a href="/admin" className={`${buttonClass('secondary')} mt-4`}>{back}</a>
    </>
  );
}
