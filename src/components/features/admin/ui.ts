/**
 * Class names of the whole back office (shell, sign-in, dashboard, inquiries, content tabs), so every
 * tab looks and behaves alike. Contrast on white: text 4.5:1 or more; input borders slate-500 (4.8:1),
 * above the 3:1 that WCAG 1.4.11 asks of a control's boundary.
 */
export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'quiet' | 'quietDanger';

const buttonBase =
  'inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const buttonKinds: Record<ButtonKind, string> = {
  primary: 'min-h-11 px-4 py-2 bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'min-h-11 px-4 py-2 border border-slate-500 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'min-h-11 px-4 py-2 bg-accent-700 text-white hover:bg-accent-600',
  quiet: 'min-h-10 px-3 py-1.5 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  quietDanger: 'min-h-10 px-3 py-1.5 border border-accent-100 bg-white text-accent-700 hover:bg-accent-50',
};

export function buttonClass(kind: ButtonKind): string {
  return `${buttonBase} ${buttonKinds[kind]}`;
}

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-accent-700';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const errorClass = 'mt-1 text-sm font-medium text-accent-700';
export const hintClass = 'mt-1 text-sm text-slate-600';
export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
/** A failure shown inside a dialog (the toaster sits behind the modal). */
export const failureClass = 'rounded-lg border border-accent-100 bg-accent-50 px-3 py-2 text-sm font-medium text-accent-700';
