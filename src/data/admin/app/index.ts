import type { Widen } from '#i18n/types.ts';
import type { adminKo } from './ko.ts';

/** The admin app's texts in one language: a complete record of the Korean reference. */
export type AdminStrings = Widen<typeof adminKo>;

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
