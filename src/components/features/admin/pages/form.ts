/**
 * The page form's logic, apart from React: a page schema walked into a form model (what to draw
 * for each field, with the bounds its pipe declares), values read and replaced by path, list rows
 * added, removed and moved, the fields two versions differ in, and the error messages by path.
 * The form draws whatever schema the registry holds, so a page added there needs no form code.
 */
import type { GenericSchema } from 'valibot';
import { childSchemas } from '#domain/pages/content.ts';
import { fieldKind, type FieldKind, type PageErrorKey } from '#domain/pages/fields.ts';

export type Path = readonly (string | number)[];

export type FormNode =
  | { kind: 'group'; entries: readonly (readonly [string, FormNode])[] }
  | { kind: 'line' | 'text' | 'link' | 'image'; max: number | undefined }
  | { kind: 'figure'; min: number | undefined; max: number | undefined }
  | { kind: 'list'; row: FormNode; min: number; max: number | undefined }
  | { kind: 'fixed'; rows: readonly FormNode[] };

type PipeStep = { kind?: string; type?: string; requirement?: unknown; pipe?: unknown };

/** Every validation step of a field, those of a pipe nested as its first item included (`line` wraps `plain`). */
function steps(schema: GenericSchema): PipeStep[] {
  const pipe = (schema as { pipe?: PipeStep[] }).pipe;
  if (!Array.isArray(pipe)) return [];
  const [first, ...rest] = pipe;
  return [...(first && Array.isArray(first.pipe) ? steps(first as GenericSchema) : []), ...rest];
}

/** The number a pipe's `min_length`/`max_length`/`min_value`/`max_value` step requires, if it has one. */
function requirement(schema: GenericSchema, type: string): number | undefined {
  const step = steps(schema).find((s) => s.type === type && typeof s.requirement === 'number');
  return step?.requirement as number | undefined;
}

/**
 * The form model of a page schema: groups with their entries in the schema's order, fields with the
 * kind their metadata names, lists with their row and bounds (at least 1 row when the pipe says none),
 * fixed rows one model each. A schema part of no known kind (never in a page built from fields.ts) is
 * drawn as a line, so the form stays usable and the server's check still applies.
 */
export function formModel(schema: GenericSchema): FormNode {
  const kind: FieldKind | undefined = fieldKind(schema);
  const children = childSchemas(schema);
  if (kind === 'list' && children && 'item' in children) {
    return { kind: 'list', row: formModel(children.item), min: requirement(schema, 'min_length') ?? 1, max: requirement(schema, 'max_length') };
  }
  if (kind === 'fixed' && children && 'items' in children) return { kind: 'fixed', rows: children.items.map(formModel) };
  if (!kind && children && 'entries' in children) {
    return { kind: 'group', entries: Object.entries(children.entries).map(([key, entry]) => [key, formModel(entry)] as const) };
  }
  if (kind === 'figure') return { kind: 'figure', min: requirement(schema, 'min_value'), max: requirement(schema, 'max_value') };
  const field = kind === 'text' || kind === 'link' || kind === 'image' ? kind : 'line';
  return { kind: field, max: requirement(schema, 'max_length') };
}

/** `hero.eyebrow` as a person reads it: `hero › eyebrow`; camelCase split into words, list rows counted from 1. */
export function fieldLabel(path: Path): string {
  return path
    .map((part) => (typeof part === 'number' ? String(part + 1) : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase()))
    .join(' › ');
}

/** The dot path the API and `validatePageContent` key errors by (`process.steps.3.title`). */
export const dotPath = (path: Path): string => path.join('.');

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The value at `path`, or undefined where the content has no such place. */
export function getAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const part of path) {
    if (typeof part === 'number') here = Array.isArray(here) ? here[part] : undefined;
    else here = isRecord(here) ? here[part] : undefined;
  }
  return here;
}

/** A copy of `value` with `next` at `path`, the rest shared; missing groups and rows on the way are made. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [part, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof part === 'number') {
    const rows = Array.isArray(value) ? [...(value as unknown[])] : [];
    rows[part] = setAt(rows[part], rest, next);
    return rows;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [part]: setAt(record[part], rest, next) };
}

/** What a new row (or a field the content lacks) starts as: empty texts, figures at their lower bound. */
export function emptyValue(node: FormNode): unknown {
  switch (node.kind) {
    case 'group':
      return Object.fromEntries(node.entries.map(([key, child]) => [key, emptyValue(child)]));
    case 'list':
      return Array.from({ length: node.min }, () => emptyValue(node.row));
    case 'fixed':
      return node.rows.map(emptyValue);
    case 'figure':
      return node.min !== undefined && node.min > 0 ? node.min : 0;
    default:
      return '';
  }
}

const rowsAt = (value: unknown, path: Path): unknown[] => {
  const rows = getAt(value, path);
  return Array.isArray(rows) ? rows : [];
};

/** The list at `path` with `row` added at its end. */
export function addRow(value: unknown, path: Path, row: unknown): unknown {
  return setAt(value, path, [...rowsAt(value, path), row]);
}

/** The list at `path` without its row `index`. */
export function removeRow(value: unknown, path: Path, index: number): unknown {
  return setAt(value, path, rowsAt(value, path).filter((_, i) => i !== index));
}

/** The list at `path` with row `from` moved to `to` (unchanged when either is outside the list). */
export function moveRow(value: unknown, path: Path, from: number, to: number): unknown {
  const rows = rowsAt(value, path);
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return value;
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row);
  return setAt(value, path, moved);
}

/** Whether a list at its row count may get one more row, or lose one. */
export function rowLimits(node: Extract<FormNode, { kind: 'list' }>, count: number): { canAdd: boolean; canRemove: boolean } {
  return { canAdd: node.max === undefined || count < node.max, canRemove: count > node.min };
}

/** Every field (not group or list) of the content as the model draws it, with its path: the form's inputs in order. */
export function* fields(node: FormNode, value: unknown, path: Path = []): Generator<{ path: Path; node: FormNode }> {
  if (node.kind === 'group') {
    for (const [key, child] of node.entries) yield* fields(child, getAt(value, [key]), [...path, key]);
  } else if (node.kind === 'list') {
    for (let i = 0; i < rowsAt(value, []).length; i++) yield* fields(node.row, getAt(value, [i]), [...path, i]);
  } else if (node.kind === 'fixed') {
    for (const [i, row] of node.rows.entries()) yield* fields(row, getAt(value, [i]), [...path, i]);
  } else {
    yield { path, node };
  }
}

const shown = (x: unknown): string => (x === undefined || x === null ? '' : String(x));

/**
 * The fields where two versions of a page differ (what was typed against what someone saved in
 * between), with both values as text: the conflict dialog lists them so nothing typed is lost.
 * Rows only one side has count as fields of that side.
 */
export function differingFields(node: FormNode, mine: unknown, theirs: unknown): { path: Path; mine: string; theirs: string }[] {
  const out = new Map<string, { path: Path; mine: string; theirs: string }>();
  for (const side of [mine, theirs]) {
    for (const { path } of fields(node, side)) {
      const key = dotPath(path);
      if (out.has(key)) continue;
      const a = shown(getAt(mine, path));
      const b = shown(getAt(theirs, path));
      if (a !== b) out.set(key, { path, mine: a, theirs: b });
    }
  }
  return [...out.values()];
}

/** The value a figure input's text stands for: a number, or the text itself when it is none (the check then says so). */
export function figureValue(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const trimmed = typed.trim();
  const n = Number(trimmed);
  return trimmed !== '' && Number.isFinite(n) ? n : typed;
}

/**
 * The content to check and send: figures are kept as typed while editing (so '1.' can become '1.5'),
 * and read as numbers here.
 */
export function withTypedFigures(node: FormNode, value: unknown): unknown {
  let out = value;
  for (const { path, node: field } of fields(node, value)) {
    if (field.kind === 'figure') out = setAt(out, path, figureValue(getAt(value, path)));
  }
  return out;
}

/** The messages of checked content, by path, in the admin's language. */
export function errorMessages(errors: Readonly<Record<string, PageErrorKey>>, words: Readonly<Record<PageErrorKey, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, words[key]]));
}

/** A dot path as the API sends it (`steps.3.title`) back into parts, list positions as numbers. */
export function pathOf(dot: string): Path {
  return dot === '' ? [] : dot.split('.').map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}
