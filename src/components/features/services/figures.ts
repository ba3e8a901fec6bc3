import { format } from '../../../i18n/index.ts';
import { formatNumber } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';

/**
 * A headline figure in the locale's notation inside its per-locale template:
 * (id, 10000, '{n}+') -> "10.000+"; (ko, 23, '{n}년') -> "23년".
 */
export function figure(locale: Locale, value: number, template = '{n}'): string {
  return format(template, { n: formatNumber(locale, value) });
}
