/**
 * A page's draft shown on the page itself: the page's built HTML with each text the draft changes put
 * in place of the published text, where the published text stands (a text node, an attribute people
 * read: alt, title, aria-label, a meta's content), and in the props an island hydrates from, so the
 * island does not put the published text back. What the HTML cannot show is returned as `unplaced`
 * (a row added or removed, a picture, a link or a figure, a text the page does not show as written,
 * a text another unchanged field shares), for the preview to list: a preview that cannot place a
 * change says so instead of showing the published page as if it were the draft.
 *
 * The page components print a text as it is, escaped, with `{placeholders}` filled (the firm's
 * figures: `_shared/fill.ts`, `firmFigures`) and line breaks kept (`whitespace-pre-line`); so a
 * published text is found by its characters in any of their escaped forms, a placeholder standing
 * for whatever the page filled in, which the draft's text then reuses.
 */
import type * as v from 'valibot';
import { escapeHtml, unescapeHtml } from '#domain/html-text.ts';
import { childSchemas } from './content.ts';
import { fieldKind } from './fields.ts';

export type UnplacedReason = 'added' | 'removed' | 'notText' | 'notFound' | 'shared';

export interface Unplaced {
  /** The field's or row's path in the content (`process.steps.3`, `hero.title`). */
  path: string;
  reason: UnplacedReason;
}

export interface PagePreview {
  html: string;
  /** The texts put in place, by path. */
  placed: string[];
  unplaced: Unplaced[];
}

type Change = { path: string; from: string; to: string };

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** What differs between the published content and the draft, field by field in the schema's order. */
function differences(schema: v.GenericSchema, published: unknown, draft: unknown, path: string[], found: { texts: Change[]; unplaced: Unplaced[]; walked: string[] }): void {
  const { texts, unplaced, walked } = found;
  const children = childSchemas(schema);
  const at = (key: string | number) => [...path, String(key)];
  if (!children) {
    if (JSON.stringify(published) === JSON.stringify(draft)) return;
    const kind = fieldKind(schema);
    walked.push(path.join('.'));
    if ((kind === 'line' || kind === 'text') && typeof published === 'string' && typeof draft === 'string') texts.push({ path: path.join('.'), from: published, to: draft });
    else unplaced.push({ path: path.join('.'), reason: 'notText' });
    return;
  }
  if ('entries' in children) {
    for (const [key, entry] of Object.entries(children.entries)) differences(entry, isRecord(published) ? published[key] : undefined, isRecord(draft) ? draft[key] : undefined, at(key), found);
    return;
  }
  const before = Array.isArray(published) ? published : [];
  const after = Array.isArray(draft) ? draft : [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const rowSchema = 'item' in children ? children.item : children.items[i];
    if (i >= before.length || i >= after.length) walked.push(at(i).join('.'));
    if (i >= before.length) unplaced.push({ path: at(i).join('.'), reason: 'added' });
    else if (i >= after.length) unplaced.push({ path: at(i).join('.'), reason: 'removed' });
    else if (rowSchema) differences(rowSchema, before[i], after[i], at(i), found);
  }
}

/** The text fields of a content by path (as the schema types them). */
function textsOf(schema: v.GenericSchema, value: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  const children = childSchemas(schema);
  if (!children) {
    const kind = fieldKind(schema);
    if ((kind === 'line' || kind === 'text') && typeof value === 'string') out.set(path.join('.'), value);
  } else if ('entries' in children) {
    if (isRecord(value)) for (const [key, entry] of Object.entries(children.entries)) textsOf(entry, value[key], [...path, key], out);
  } else if (Array.isArray(value)) {
    value.forEach((row, i) => {
      const rowSchema = 'item' in children ? children.item : children.items[i];
      if (rowSchema) textsOf(rowSchema, row, [...path, String(i)], out);
    });
  }
  return out;
}

/** Astro and React write these characters in any of these forms. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&': '(?:&amp;|&#0*38;|&#[xX]0*26;|&)',
  '<': '(?:&lt;|&#0*60;|&#[xX]0*3[cC];)',
  '>': '(?:&gt;|&#0*62;|&#[xX]0*3[eE];|>)',
  '"': '(?:&quot;|&#0*34;|&#[xX]0*22;|")',
  "'": "(?:&#0*39;|&#[xX]0*27;|&apos;|')",
};

const literal = (text: string) => [...text].map((char) => ESCAPED[char] ?? char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('');
const WORD = /[\p{L}\p{N}]/u;

/**
 * A span with a data attribute alone, holding only text: how a page wraps a filled value its script
 * updates (the copyright's year); part of the text around it. Other spans (icons, badges) are not.
 */
const INLINE = /<span\s+data-[\w-]+(?:="[^"<>]*")?\s*>[^<>]*<\/span>/;

/**
 * The published text as it can appear in HTML: escaped characters in any form, any run of white
 * space as any other, each `{placeholder}` as a named group (a repeat must repeat the value), and
 * neither end next to a letter or digit (a text is a whole phrase, not part of a word); undefined for
 * a text that is only placeholders and spaces, which would match anything.
 */
function publishedPattern(text: string): { pattern: RegExp; names: Map<string, string> } | undefined {
  const names = new Map<string, string>();
  let source = '';
  for (const part of text.split(/(\{\w+\}|\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) source += '\\s+';
    else if (/^\{\w+\}$/.test(part)) {
      const known = names.get(part);
      if (known) source += `\\k<${known}>`;
      else {
        const group = `p${names.size}`;
        names.set(part, group);
        // A filled value may be wrapped in an element of its own (`© <span data-current-year>2026</span>`).
        // Filled values are figures, years and times: no spaces, so a value never swallows the words before it.
        source += `(?<${group}>(?:[^<>"\\s]|${INLINE.source})*?)`;
      }
    } else source += literal(part);
  }
  if (!WORD.test(text.replace(/\{\w+\}/g, ''))) return undefined;
  const open = WORD.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const close = WORD.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return { pattern: new RegExp(`${open}${source}${close}`, 'gu'), names };
}

interface Replacer {
  change: Change;
  pattern: RegExp;
  names: Map<string, string>;
  placed: boolean;
  /** The text as the page showed it and as the draft shows it, placeholders filled (unescaped), for the islands' props. */
  filled: Map<string, string>;
}

/** The draft's text in place of one match: escaped, its placeholders filled as the page filled the published ones; undefined when it uses one the published text did not. */
function replacement(r: Replacer, match: RegExpExecArray): string | undefined {
  let missing = false;
  const html = r.change.to.split(/(\{\w+\})/).map((part) => {
    if (!/^\{\w+\}$/.test(part)) return escapeHtml(part);
    const group = r.names.get(part);
    const value = group === undefined ? undefined : match.groups?.[group];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : html.join('');
}


/** What a page's text is patched with: the changed texts, and the patterns of the texts left as they are. */
interface Patch {
  replacers: Replacer[];
  kept: RegExp[];
}

/** Where `pattern` matches in a run, never inside an inline span's tag (a match there is looked for again from the next character). */
function* matchesIn(run: string, pattern: RegExp): Generator<RegExpExecArray> {
  const inTag = (at: number) => at > 0 && run.lastIndexOf('<', at - 1) > run.lastIndexOf('>', at - 1);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(run); match; match = pattern.exec(run)) {
    if (match[0] === '') pattern.lastIndex++;
    else if (inTag(match.index) || inTag(match.index + match[0].length)) pattern.lastIndex = match.index + 1;
    else yield match;
  }
}

/**
 * A run of text (a text node, an attribute's value) with every changed text put in, the earliest and
 * then longest match first where two overlap; never within a text left as it is (a label "{n} steps"
 * inside the unchanged heading "Investment in {n} steps" is the heading's).
 */
function patchRun(run: string, { replacers, kept }: Patch): string {
  const found: { start: number; end: number; html: string; r: Replacer; shown: string }[] = [];
  for (const r of replacers) {
    for (const match of matchesIn(run, r.pattern)) {
      const html = replacement(r, match);
      if (html !== undefined) found.push({ start: match.index, end: match.index + match[0].length, html, r, shown: match[0] });
    }
  }
  if (found.length === 0) return run;
  const keptAt = kept.flatMap((pattern) => [...matchesIn(run, pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length })));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const f of found) {
    if (f.start < at || keptAt.some((k) => f.start >= k.start && f.end <= k.end)) continue;
    out += run.slice(at, f.start) + f.html;
    at = f.end;
    f.r.placed = true;
    f.r.filled.set(unescapeHtml(f.shown), unescapeHtml(f.html));
  }
  return out + run.slice(at);
}

/** Attributes whose value is read by people (or by the page's scripts to show): the others (class, href, src…) are never text of the content. */
const READ_ATTRIBUTE = /^(?:alt|title|content|placeholder|label|value|aria-[\w-]+|data-[\w-]+)$/;

function patchTag(tag: string, patch: Patch): string {
  return tag.replace(/(\s)([^\s"'=<>/]+)(\s*=\s*)"([^"]*)"/g, (whole, space: string, name: string, equals: string, value: string) =>
    READ_ATTRIBUTE.test(name) ? `${space}${name}${equals}"${patchRun(value, patch)}"` : whole,
  );
}

/** A value of an island's props with every string the page showed as a changed text (or the text itself, a template the island fills) replaced by the draft's. */
function patchProps(value: unknown, replacers: Replacer[]): unknown {
  if (typeof value === 'string') {
    for (const r of replacers) {
      const to = value === r.change.from ? r.change.to : r.filled.get(value);
      if (to !== undefined) {
        r.placed = true;
        return to;
      }
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => patchProps(item, replacers));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, patchProps(item, replacers)]));
  return value;
}

const ISLAND_PROPS = /(<astro-island\b[^>]*\sprops=")([^"]*)(")/g;

/**
 * Comments, the contents of scripts and styles (never text of the page), tags, and the text between
 * them; a span of text alone (group 2) stays in the text it stands in.
 */
const TOKEN = new RegExp(`<!--[\\s\\S]*?-->|<(script|style|textarea)\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>|(${INLINE.source})|<[a-zA-Z][^>]*>|<\\/[^>]*>|<![^>]*>`, 'g');

/**
 * The built page (`html`, showing `published`) with the draft's texts in place, and the draft's
 * changes it could not show. Both contents are the page's schema's.
 */
export function previewPageHtml(schema: v.GenericSchema, html: string, published: unknown, draft: unknown): PagePreview {
  const changes: Change[] = [];
  const unplaced: Unplaced[] = [];
  const walked: string[] = [];
  differences(schema, published, draft, [], { texts: changes, unplaced, walked });
  const unchanged = new Set([...textsOf(schema, published)].filter(([path]) => !changes.some((c) => c.path === path)).map(([, text]) => text));
  const kept = [...unchanged].flatMap((text) => publishedPattern(text)?.pattern ?? []);
  const replacers: Replacer[] = [];
  for (const change of changes) {
    // A text another field shows too cannot be told apart on the page; nor can one changed two ways.
    const ambiguous = unchanged.has(change.from) || changes.some((c) => c.from === change.from && c.to !== change.to);
    const found = ambiguous ? undefined : publishedPattern(change.from);
    if (found) replacers.push({ change, ...found, placed: false, filled: new Map() });
    else unplaced.push({ path: change.path, reason: ambiguous ? 'shared' : 'notFound' });
  }
  const patch: Patch = { replacers, kept };
  let out = '';
  let at = 0;
  for (const token of html.matchAll(TOKEN)) {
    if (token[2] !== undefined) continue;
    out += patchRun(html.slice(at, token.index), patch);
    out += token[1] === undefined && /^<[a-zA-Z]/.test(token[0]) ? patchTag(token[0], patch) : token[0];
    at = token.index + token[0].length;
  }
  out += patchRun(html.slice(at), patch);
  out = out.replace(ISLAND_PROPS, (whole, open: string, props: string, close: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(unescapeHtml(props));
    } catch {
      return whole;
    }
    const patched = JSON.stringify(patchProps(parsed, replacers));
    // An island none of whose props changed keeps its props exactly as the build wrote them.
    return patched === JSON.stringify(parsed) ? whole : `${open}${escapeHtml(patched)}${close}`;
  });
  for (const r of replacers) if (!r.placed) unplaced.push({ path: r.change.path, reason: 'notFound' });
  // One walk of the schema found every difference: its order is the list's.
  const order = (path: string) => walked.indexOf(path);
  return {
    html: out,
    placed: replacers.filter((r) => r.placed).map((r) => r.change.path),
    unplaced: unplaced.sort((a, b) => order(a.path) - order(b.path)),
  };
}
