import { formatNumber } from '#i18n/format.ts';
import { format } from '#i18n/index.ts';
import type { Locale } from '#i18n/locales.ts';

/** A figure in the locale's notation inside its template: (`ko`, 10000, '{n}+') -> "10,000+". */
export function figure(locale: Locale, value: number, template = '{n}'): string {
  return format(template, { n: formatNumber(locale, value) });
}

/** A whole percentage: (`en`, 100) -> "100%". */
export function percent(locale: Locale, value: number): string {
  return formatNumber(locale, value / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/** A file size in SI units (kB, MB), one decimal below 10: (`en`, 19413) -> "19 kB", (`id`, 981) -> "1 kB". */
export function fileSize(locale: Locale, bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(bytes / 1000, 1);
  return formatNumber(locale, value, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
}
