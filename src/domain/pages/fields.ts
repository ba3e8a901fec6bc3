/**
 * The field kinds a page's content is made of. Each page has one valibot schema built from these
 * (src/domain/pages/<page>.ts): its TypeScript type is `v.InferOutput` of it, the admin API checks a
 * save with it (400 with the field's path, e.g. `process.steps.3.title`), the build checks what it
 * reads with it, and the admin's page form is drawn from it: every field carries its kind in valibot
 * metadata (`{ field: kind }`), read back by `fieldKind`.
 *
 * Issue messages are keys (PageErrorKey); each side words them in its own language.
 */
import * as v from 'valibot';

export type PageErrorKey = 'required' | 'tooLong' | 'number' | 'tooSmall' | 'tooLarge' | 'link' | 'image' | 'tooFew' | 'tooMany' | 'placeholders';

/**
 * - `line`: one line of plain text (headings, labels, button texts);
 * - `text`: plain text that may run over several lines (paragraphs, notes);
 * - `figure`: a number, the same in every language: edited in the Korean reference, copied to the others;
 * - `link`: where a link goes: a site path (`/services/`), an https address, `mailto:` or `tel:`;
 * - `image`: a picture's address on the site (`/images/…`, `/api/uploads/…`) or https;
 * - `list`: rows the editor may add, remove and reorder; `fixed`: rows the page lays out by position.
 */
export type FieldKind = 'line' | 'text' | 'figure' | 'link' | 'image' | 'list' | 'fixed';

const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

function kind<TInput, const K extends FieldKind>(field: K): v.MetadataAction<TInput, { readonly field: K }> {
  return v.metadata({ field });
}

/** Text as typed, normalised (NFC, trimmed), without control characters other than line breaks. */
const plain = (max: number, multiline: boolean) =>
  v.pipe(
    v.string('required'),
    v.transform((s: string) => s.normalize('NFC').replace(/\r\n?/g, '\n').trim()),
    v.check((s: string) => multiline || !s.includes('\n'), 'required'),
    v.regex(NO_CONTROL, 'required'),
    v.maxLength(max, 'tooLong'),
  );

/** One line of text, required. */
export const line = (max = 200) => v.pipe(plain(max, false), v.nonEmpty('required'), kind('line'));

/** One line of text the page may leave empty (a suffix, an optional note). */
export const optionalLine = (max = 200) => v.pipe(plain(max, false), kind('line'));

/** Plain text over one or more lines, required. */
export const text = (max = 4000) => v.pipe(plain(max, true), v.nonEmpty('required'), kind('text'));

/** A number within bounds (whole unless `decimals`), the same in every language. */
export const figure = (bounds: { min: number; max: number; decimals?: boolean }) =>
  v.pipe(
    v.number('number'),
    v.finite('number'),
    v.check((n: number) => bounds.decimals === true || Number.isInteger(n), 'number'),
    v.minValue(bounds.min, 'tooSmall'),
    v.maxValue(bounds.max, 'tooLarge'),
    kind('figure'),
  );

/** A site path, an https address, `mailto:` or `tel:`; never `javascript:` or a protocol-relative `//host`. */
export const LINK = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*|mailto:[^\s]+|tel:\+?[\d\s()-]+|#[\w-]+)$/;

export const link = () => v.pipe(v.string('link'), v.trim(), v.nonEmpty('link'), v.maxLength(500, 'tooLong'), v.regex(LINK, 'link'), kind('link'));

/** A picture's address: a site path or https. */
export const IMAGE = /^(?:\/(?!\/)[^\s]+|https:\/\/[^\s/]+\/[^\s]+)$/;

export const image = () => v.pipe(v.string('image'), v.trim(), v.nonEmpty('image'), v.maxLength(500, 'tooLong'), v.regex(IMAGE, 'image'), kind('image'));

/** A group of named fields, none missing and none unknown. */
export const group = v.strictObject;

/** Rows the editor may add, remove and reorder, between `min` and `max` of them. */
export const list = <TItem extends v.GenericSchema>(item: TItem, bounds: { min?: number; max: number }) =>
  v.pipe(v.array(item, 'required'), v.minLength(bounds.min ?? 1, 'tooFew'), v.maxLength(bounds.max, 'tooMany'), kind('list'));

/** Rows laid out by position (the page reads `rows[1]`), one schema each: the editor edits them, never adds or removes. */
export const fixed = <const TItems extends v.TupleItems>(items: TItems) => v.pipe(v.strictTuple(items, 'required'), kind('fixed'));

/** The kind of a field as the page form draws it, from its metadata; undefined for a group. */
export function fieldKind(schema: v.GenericSchema): FieldKind | undefined {
  if (!('pipe' in schema) || !Array.isArray(schema.pipe)) return undefined;
  for (const step of schema.pipe as { kind?: string; type?: string; metadata?: { field?: FieldKind } }[]) {
    if (step.type === 'metadata' && step.metadata?.field) return step.metadata.field;
  }
  return undefined;
}

/** `{name}` placeholders in a text, sorted, each once. */
export function placeholders(s: string): string[] {
  return [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
}
