/** Shared class names of the admin content tabs (Tailwind; contrast checked against white). */
export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'quiet' | 'quietDanger';

const buttonBase =
  'inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const buttonKinds: Record<ButtonKind, string> = {
  primary: 'min-h-11 px-4 py-2 bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'min-h-11 px-4 py-2 border border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'min-h-11 px-4 py-2 bg-red-700 text-white hover:bg-red-800',
  quiet: 'min-h-10 px-3 py-1.5 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  quietDanger: 'min-h-10 px-3 py-1.5 border border-red-200 bg-white text-red-800 hover:bg-red-50',
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
