/** Class names the shell, login card, dashboard and inquiries tab share (contrast 4.5:1 on white). */
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

export const button = {
  primary: `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${buttonBase} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${buttonBase} bg-accent-700 text-white hover:bg-accent-600`,
} as const;

export const input =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-accent-700';
export const label = 'block text-sm font-semibold text-slate-800';
export const fieldError = 'mt-1 text-sm font-medium text-accent-700';
export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
