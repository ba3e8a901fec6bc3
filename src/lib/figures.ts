import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';

/**
 * A headline figure in the locale's notation inside its per-locale template:
 * (id, 10000, '{n}+') -> "10.000+"; (ko, 23, '{n}년') -> "23년".
 */
export function figure(locale: Locale, value: number, template = '{n}'): string {
  return format(template, { n: formatNumber(locale, value) });
}

export interface FigureParts {
  before: string;
  number: string;
  after: string;
}

/**
 * The same figure in three parts, so the number can be set large and its unit small:
 * (en, 3, '{n} months') -> { before: '', number: '3', after: ' months' }.
 * A template without {n} shows the number after its text.
 */
export function figureParts(locale: Locale, value: number, template = '{n}'): FigureParts {
  const number = formatNumber(locale, value);
  const at = template.indexOf('{n}');
  if (at === -1) return { before: template === '' ? '' : `${template} `, number, after: '' };
  return { before: template.slice(0, at), number, after: template.slice(at + 3) };
}
