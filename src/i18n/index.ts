import type { Locale } from './locales.ts';
import type { Dictionary } from './ui/index.ts';
import { ko } from './ui/ko.ts';
import { en } from './ui/en.ts';
import { id } from './ui/id.ts';
import { zh } from './ui/zh.ts';
import { ja } from './ui/ja.ts';

export const dictionaries: Record<Locale, Dictionary> = { ko, en, id, zh, ja };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a test can spot it. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
