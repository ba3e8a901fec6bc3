/**
 * The revisions and trash of the content tabs, the plain parts: the API's answers, and a word diff of
 * two versions of an item (rich text compared as its text), per field and language.
 */
import { diffWords } from 'diff';
import { htmlText } from './forms.ts';
import type { FormLocale } from './translations.ts';

export interface RevisionSummary {
  version: number;
  savedAt: string;
  savedBy: string | null;
  label: string | null;
}
export interface RevisionList {
  current: { version: number; savedAt: string; savedBy: string | null };
  revisions: RevisionSummary[];
}
export interface TrashedItem {
  kind: string;
  id: number;
  label: string;
  version: number;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

export type DiffPart = { change: 'same' | 'added' | 'removed'; text: string };

/** Words as the platform finds them in every script (Korean, Chinese and Japanese included, which a Latin word pattern splits into characters). */
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** What changed from `before` to `after`, word by word. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after, { intlSegmenter: words }).map((part) => ({ change: part.added ? 'added' : part.removed ? 'removed' : 'same', text: part.value }));
}

/** An item's texts as the API answers them: Korean at the top level, the others under `translations`. */
type Texts = Record<string, unknown> & { translations?: Partial<Record<string, Partial<Record<string, string>>>> };

const LOCALES: readonly FormLocale[] = ['ko', 'en', 'id', 'zh', 'ja'];

function textOf(item: Texts, locale: FormLocale, field: string): string {
  const raw = locale === 'ko' ? item[field] : item.translations?.[locale]?.[field];
  const text = typeof raw === 'string' ? raw : '';
  return text.includes('<') ? htmlText(text) : text;
}

export interface FieldChange {
  field: string;
  locale: FormLocale;
  parts: DiffPart[];
}

/** The text fields that differ between an older version and the current one, in field then language order. */
export function changedTexts(older: Texts, current: Texts, fields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    for (const locale of LOCALES) {
      const before = textOf(older, locale, field);
      const after = textOf(current, locale, field);
      if (before !== after) changes.push({ field, locale, parts: wordDiff(before, after) });
    }
  }
  return changes;
}
