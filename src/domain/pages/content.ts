/**
 * Checking a page's content against its schema, and what a page shows when its stored content is
 * missing or no longer passes (the code moved on: a field added, a limit lowered): every field that
 * still passes is kept, the rest comes from the first-run texts, so an edit is never dropped wholesale
 * and a build never breaks on content.
 */
import * as v from 'valibot';
import { fieldKind, placeholders, type PageErrorKey } from './fields.ts';

type Schema = v.GenericSchema;
export type PageFieldErrors = Record<string, PageErrorKey>;
export type PageValidation<T> = { ok: true; value: T } | { ok: false; errors: PageFieldErrors };

const ERROR_KEYS = new Set<string>(['required', 'tooLong', 'number', 'tooSmall', 'tooLarge', 'link', 'image', 'tooFew', 'tooMany', 'placeholders']);

/** The schema under a pipe (the first item of `pipe`), or the schema itself. */
function base(schema: Schema): Schema {
  const pipe = (schema as { pipe?: unknown[] }).pipe;
  return Array.isArray(pipe) ? (pipe[0] as Schema) : schema;
}

/** The schemas of a group's entries, a list's row or a fixed list's rows; undefined for a field. */
export function childSchemas(schema: Schema): { entries: Record<string, Schema> } | { item: Schema } | { items: Schema[] } | undefined {
  const b = base(schema) as { type: string; entries?: Record<string, Schema>; item?: Schema; items?: Schema[] };
  if (b.type === 'strict_object' || b.type === 'object') return { entries: b.entries ?? {} };
  if (b.type === 'array' && b.item) return { item: b.item };
  if ((b.type === 'tuple' || b.type === 'strict_tuple') && b.items) return { items: b.items };
  return undefined;
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The text fields of a value, each with its path's pattern (list positions as `*`), as the schema types them. */
function* texts(schema: Schema, value: unknown, path: string[], pattern: string[]): Generator<{ path: string; pattern: string; text: string }> {
  const children = childSchemas(schema);
  if (!children) {
    const kind = fieldKind(schema);
    if ((kind === 'line' || kind === 'text') && typeof value === 'string') yield { path: path.join('.'), pattern: pattern.join('.'), text: value };
    return;
  }
  if ('entries' in children) {
    if (!isRecord(value)) return;
    for (const [key, entry] of Object.entries(children.entries)) yield* texts(entry, value[key], [...path, key], [...pattern, key]);
    return;
  }
  if (!Array.isArray(value)) return;
  for (const [i, row] of value.entries()) {
    const rowSchema = 'item' in children ? children.item : children.items[i];
    if (rowSchema) yield* texts(rowSchema, row, [...path, String(i)], [...pattern, '*']);
  }
}

/** A row past the end of rows laid out by position (a strict tuple names the extra row's index). */
const extraRow = (issue: v.BaseIssue<unknown>) => issue.type === 'strict_tuple' && typeof issue.path?.at(-1)?.key === 'number';

/**
 * Checks content as sent against the page's schema, and every text's `{placeholders}` against those the
 * page fills (the first-run Korean texts' at the same place, any row): an unknown one would show as typed.
 * Errors are keyed by the field's path (`process.steps.3.title`), the first problem of each field kept.
 */
/** A content's text fields with their paths (`hero.title`, `steps.2.text`), in the schema's order. */
export function pageTexts(schema: Schema, value: unknown): { path: string; text: string }[] {
  return [...texts(schema, value, [], [])].map(({ path, text }) => ({ path, text }));
}

export function validatePageContent<S extends Schema>(schema: S, input: unknown, reference: v.InferOutput<S>): PageValidation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) {
    const errors: PageFieldErrors = {};
    for (const issue of result.issues) {
      const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
      errors[path] ??= extraRow(issue) ? 'tooMany' : issue.input !== undefined && ERROR_KEYS.has(issue.message) ? (issue.message as PageErrorKey) : 'required';
    }
    return { ok: false, errors };
  }
  const known = new Map<string, Set<string>>();
  for (const t of texts(schema, reference, [], [])) known.set(t.pattern, new Set([...(known.get(t.pattern) ?? []), ...placeholders(t.text)]));
  const errors: PageFieldErrors = {};
  for (const t of texts(schema, result.output, [], [])) {
    const allowed = known.get(t.pattern) ?? new Set<string>();
    if (placeholders(t.text).some((p) => !allowed.has(p))) errors[t.path] = 'placeholders';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: result.output };
}

/**
 * What a page shows: the stored content where it passes the schema, field by field, the first-run
 * texts (`seed`) elsewhere; the seed alone when nothing is stored.
 */
export function pageContentOr<S extends Schema>(schema: S, stored: unknown, seed: v.InferOutput<S>): v.InferOutput<S> {
  if (stored === undefined || stored === null) return seed;
  const whole = v.safeParse(schema, stored);
  if (whole.success) return whole.output;
  return mergeValid(schema, stored, seed) as v.InferOutput<S>;
}

function mergeValid(schema: Schema, stored: unknown, seed: unknown): unknown {
  const children = childSchemas(schema);
  if (!children || !('entries' in children) || !isRecord(stored) || !isRecord(seed)) {
    const field = v.safeParse(schema, stored);
    return field.success ? field.output : seed;
  }
  const merged: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(children.entries)) merged[key] = mergeValid(entry, stored[key], seed[key]);
  return merged;
}

/**
 * A page's locale as the site shows it: `pageContentOr` over the locale's first-run texts, and outside
 * Korean the Korean page's figures (`ko`, itself `pageContentOr` of the Korean row; undefined for Korean).
 * The build and the admin API both show a page through this one rule.
 */
export function shownPageContent<S extends Schema>(schema: S, stored: unknown, seed: v.InferOutput<S>, ko?: v.InferOutput<S>): v.InferOutput<S> {
  const content = pageContentOr(schema, stored, seed);
  return ko === undefined ? content : withReferenceFigures(schema, content, ko);
}

/**
 * The content with the figures of `reference` (the Korean page) at the same places: a figure is the
 * same in every language, edited once in Korean. A row the reference lacks keeps its own.
 */
export function withReferenceFigures<T>(schema: Schema, content: T, reference: unknown): T {
  const children = childSchemas(schema);
  if (!children) return (fieldKind(schema) === 'figure' && typeof reference === 'number' ? reference : content) as T;
  if ('entries' in children) {
    if (!isRecord(content)) return content;
    const out: Record<string, unknown> = { ...content };
    for (const [key, entry] of Object.entries(children.entries)) out[key] = withReferenceFigures(entry, content[key], isRecord(reference) ? reference[key] : undefined);
    return out as T;
  }
  if (!Array.isArray(content)) return content;
  return content.map((row, i) => {
    const rowSchema = 'item' in children ? children.item : children.items[i];
    return rowSchema ? withReferenceFigures(rowSchema, row, Array.isArray(reference) ? reference[i] : undefined) : row;
  }) as T;
}
