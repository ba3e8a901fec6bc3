import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';
import type { Range } from './bpjs.ts';

/** A percentage in the locale's notation: 3.7 -> "3.7%" (en), "3,7%" (id). */
export function formatPercent(locale: Locale, percent: number): string {
  return formatNumber(locale, percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** A rate or a range of rates: "4%", "0.24%–1.74%". */
export function formatPercentRange(locale: Locale, range: Range): string {
  return range.min === range.max ? formatPercent(locale, range.min) : `${formatPercent(locale, range.min)}–${formatPercent(locale, range.max)}`;
}

/** Rupiah the way Indonesian business documents write it, grouped per locale: "Rp 216,000" / "Rp 216.000". */
export function formatRupiah(locale: Locale, amount: number): string {
  return `Rp\u00a0${formatNumber(locale, amount)}`;
}

/** An amount or a range of amounts: "Rp 216,000", "Rp 12,960–93,960". */
export function formatRupiahRange(locale: Locale, range: Range): string {
  return range.min === range.max ? formatRupiah(locale, range.min) : `${formatRupiah(locale, range.min)}–${formatNumber(locale, range.max)}`;
}

/** How far through a process step `n` (1-based) of `total` is, as a whole percentage. */
export function progressPercent(n: number, total: number): number {
  if (!(Number.isInteger(n) && Number.isInteger(total) && n >= 1 && n <= total)) throw new RangeError(`Step ${n} of ${total}`);
  return Math.round((n / total) * 100);
}
