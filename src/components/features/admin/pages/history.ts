/**
 * A page's saved versions against the form, apart from React: what restoring a version would change,
 * field by field along the page's form model (only the fields that differ, named as the form names
 * them), and whole list rows that only one side has, each with its texts so the reader sees which row.
 */
import { fieldLabel, fields, getAt, type FormNode, type Path } from './form.ts';

/** One saved version of a page in one language, as GET …/history lists them (newest first). */
export interface PageRevisionEntry {
  version: number;
  /** Null for version 1: the first-run texts, saved by no one. */
  savedAt: string | null;
  savedBy: string | null;
}

export type VersionChange =
  /** A field both sides have, with different values. */
  | { kind: 'changed'; path: Path; label: string; now: string; then: string }
  /** A list row the version has and the form does not: restoring adds it. */
  | { kind: 'added'; path: Path; label: string; then: string }
  /** A list row the form has and the version does not: restoring removes it. */
  | { kind: 'removed'; path: Path; label: string; now: string };

const shown = (x: unknown): string => (x === undefined || x === null ? '' : String(x));

/** A row's texts in the form's order, joined, to say which row it is. */
function rowText(node: FormNode, row: unknown): string {
  return [...fields(node, row)].map(({ path }) => shown(getAt(row, path))).filter((s) => s !== '').join(' · ');
}

const rowsOf = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

/**
 * What loading version `then` into a form holding `now` changes: in the form's order, the fields that
 * differ, and list rows past the shorter side's end as added or removed whole (rows are compared by
 * position, as the form lays them out). Empty when the two are the same.
 */
export function versionChanges(node: FormNode, now: unknown, then: unknown, path: Path = []): VersionChange[] {
  switch (node.kind) {
    case 'group':
      return node.entries.flatMap(([key, child]) => versionChanges(child, getAt(now, [key]), getAt(then, [key]), [...path, key]));
    case 'fixed':
      return node.rows.flatMap((row, i) => versionChanges(row, getAt(now, [i]), getAt(then, [i]), [...path, i]));
    case 'list': {
      const a = rowsOf(now);
      const b = rowsOf(then);
      const out: VersionChange[] = [];
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const at = [...path, i];
        if (i >= a.length) out.push({ kind: 'added', path: at, label: fieldLabel(at), then: rowText(node.row, b[i]) });
        else if (i >= b.length) out.push({ kind: 'removed', path: at, label: fieldLabel(at), now: rowText(node.row, a[i]) });
        else out.push(...versionChanges(node.row, a[i], b[i], at));
      }
      return out;
    }
    default: {
      const a = shown(now);
      const b = shown(then);
      return a === b ? [] : [{ kind: 'changed', path, label: fieldLabel(path), now: a, then: b }];
    }
  }
}
