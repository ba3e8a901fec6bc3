import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { Locale } from '#i18n/locales.ts';

/** "{weeks}주" / "{weeks} weeks" with the number in the locale's notation. */
export function formatWeeks(locale: Locale, template: string, weeks: number): string {
  return format(template, { weeks: formatNumber(locale, weeks) });
}

/** "{from}–{to}주차" / "Weeks {from}–{to}" for a timeline block. */
export function formatWeekSpan(locale: Locale, template: string, from: number, to: number): string {
  return format(template, { from: formatNumber(locale, from), to: formatNumber(locale, to) });
}

/** "{min}~{max}주 이상 추가" / "adds {min}–{max} weeks or more". */
export function formatExtraWeeks(locale: Locale, template: string, min: number, max: number): string {
  return format(template, { min: formatNumber(locale, min), max: formatNumber(locale, max) });
}

/**
 * The week track of one timeline block: one entry per week of the whole schedule, true for the
 * weeks this block covers (1-based, inclusive).
 */
export function weekTrack(from: number, to: number, totalWeeks: number): boolean[] {
  if (!(from >= 1 && to >= from && to <= totalWeeks)) throw new RangeError(`Weeks ${from}–${to} outside 1–${totalWeeks}`);
  return Array.from({ length: totalWeeks }, (_, i) => i + 1 >= from && i + 1 <= to);
}

/**
 * The blocks tile the schedule: they start at week 1, follow each other without gap or overlap
 * and end at the last week.
 */
export function blocksTileSchedule(blocks: ReadonlyArray<{ fromWeek: number; toWeek: number }>, totalWeeks: number): boolean {
  let next = 1;
  for (const block of blocks) {
    if (block.fromWeek !== next || block.toWeek < block.fromWeek) return false;
    next = block.toWeek + 1;
  }
  return next === totalWeeks + 1;
}
