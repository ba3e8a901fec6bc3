/** Shared class names of the admin content tabs (Tailwind; contrast checked against white). */
export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'quiet';

const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const buttonKinds: Record<ButtonKind, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  quiet: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 min-h-9 px-3 py-1.5',
};

export function buttonClass(kind: ButtonKind): string {
  return `${buttonBase} ${buttonKinds[kind]}`;
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-red-700';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
export const hintClass = 'mt-1 text-sm text-slate-600';
