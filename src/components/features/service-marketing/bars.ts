/**
 * Width of a bar in the platform table as a Tailwind class (a CSP without 'unsafe-inline' styles
 * rules out style="width:…"): the share of the largest value, rounded to 5 %, at least 5 %.
 * The classes are written out whole so Tailwind generates them.
 */
const widthClasses = [
  'w-[5%]', 'w-[10%]', 'w-[15%]', 'w-[20%]', 'w-[25%]', 'w-[30%]', 'w-[35%]', 'w-[40%]', 'w-[45%]', 'w-[50%]',
  'w-[55%]', 'w-[60%]', 'w-[65%]', 'w-[70%]', 'w-[75%]', 'w-[80%]', 'w-[85%]', 'w-[90%]', 'w-[95%]', 'w-full',
] as const;

export function barWidthClass(value: number, max: number): (typeof widthClasses)[number] {
  if (!(max > 0) || !(value > 0)) return widthClasses[0];
  const step = Math.round((Math.min(value, max) / max) * 20);
  return widthClasses[Math.min(Math.max(step, 1), 20) - 1] ?? widthClasses[0];
}
