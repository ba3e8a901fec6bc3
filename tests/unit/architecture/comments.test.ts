/**
 * Comments say why the code is as it is; where it came from (a tracker issue, a numbered item or stop
 * of one, a numbered CI run, the day something happened) belongs in the commit messages and
 * bench-results/. Only comment text is read, so strings, regular expressions, fixture data and page
 * text may name anything. The migrations are not read (SQL, outside these roots): each is a dated
 * record by nature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

const ROOTS = ['src', 'functions', 'db', 'scripts', 'tests', 'playwright.config.ts', 'vitest.config.ts', 'astro.config.mjs'];
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
/** A reference to a tracker issue, to a numbered item or stop of one, or to a numbered CI run. */
const HISTORY = /\b[Ii]ssue \d+|\b(?:[Ii]tem|[Ss]top) \d+\b|\bCI\d+\b/g;
/** A calendar day, YYYY-MM-DD, a timestamp's included. */
const DAY = /(?<!\d)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)/g;
/** A value quoted inside a comment (an example of a format): `...`, "..." or '...' (not an apostrophe). */
const QUOTED = /`[^`\n]*`|"[^"\n]*"|(?<![\w'])'[^'\n]*'(?!\w)/g;

/** One comment: where it starts in its file, and its text from `//`, `/*` or `<!--` to its end. */
interface Comment {
  start: number;
  text: string;
}

/** The tokens whose text is data, not code: what lies inside them is never a comment. */
const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The comments of TypeScript or JavaScript source. The parser says where its strings, templates and
 * regular expressions are (whether a `/` opens a regular expression takes a parser to tell); outside
 * them, `//` and `/*` can only open a comment.
 */
function scriptComments(code: string, offset: number, kind: ts.ScriptKind): Comment[] {
  const source = ts.createSourceFile('source', code, ts.ScriptTarget.Latest, false, kind);
  const literals: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    // JSX text has no leading trivia, and skipping trivia from its start would take a `//` in it for a comment.
    if (LITERALS.has(node.kind)) literals.push([node.kind === ts.SyntaxKind.JsxText ? node.pos : node.getStart(source), node.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  literals.sort((a, b) => a[0] - b[0]);
  const found: Comment[] = [];
  let next = 0;
  for (let i = 0; i < code.length; ) {
    while (next < literals.length && literals[next]![1] <= i) next++;
    if (next < literals.length && literals[next]![0] <= i) {
      i = literals[next]![1];
    } else if (code.startsWith('//', i) || code.startsWith('/*', i)) {
      const close = code.startsWith('//', i) ? code.indexOf('\n', i) : code.indexOf('*/', i + 2);
      const end = close === -1 ? code.length : code.startsWith('//', i) ? close : close + 2;
      found.push({ start: offset + i, text: code.slice(i, end) });
      i = end;
    } else {
      i++;
    }
  }
  return found;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The comments of an Astro template: `<!-- -->`, the script and style elements' own, and those in
 * `{...}` expressions, whose JSX is followed into and out of. Quoted attribute values and page text are
 * skipped, so a URL's `//` or an `accept="image/*"` opens nothing.
 */
function templateComments(text: string, from: number): Comment[] {
  const found: Comment[] = [];
  let i = from;
  const at = (s: string) => text.startsWith(s, i);
  /** Where `close` is next found from i: its start, or its end with `keep`; the text's end if nowhere. */
  const upTo = (close: string, keep: boolean) => {
    const at = text.indexOf(close, i);
    return at === -1 ? text.length : keep ? at + close.length : at;
  };
  const comment = (close: string, keep: boolean) => {
    const end = upTo(close, keep);
    found.push({ start: i, text: text.slice(i, end) });
    i = end;
  };
  const quoted = (quote: string) => {
    for (i++; i < text.length && text[i] !== quote; i++) if (text[i] === '\\') i++;
    i++;
  };
  const templateLiteral = () => {
    for (i++; i < text.length && text[i] !== '`'; ) {
      if (text[i] === '\\') i += 2;
      else if (at('${')) {
        i += 2;
        expression();
      } else i++;
    }
    i++;
  };
  /** Whether the `<` at i opens an element (JSX) rather than compares: it follows an operator, or `return`. */
  const opensElement = (previous: string) =>
    /[A-Za-z>]/.test(text[i + 1] ?? '') && (/[(,?:&|=>{[!]/.test(previous) || /\breturn\s*$/.test(text.slice(Math.max(0, i - 12), i)));
  /** From after a `{` to after its `}`. */
  const expression = () => {
    let depth = 0;
    let previous = '(';
    while (i < text.length) {
      const c = text[i]!;
      if (at('//')) comment('\n', false);
      else if (at('/*')) comment('*/', true);
      else if (c === '"' || c === "'" || c === '`' || (c === '<' && opensElement(previous))) {
        // A value: what follows it is not where an element can open.
        if (c === '<') element();
        else if (c === '`') templateLiteral();
        else quoted(c);
        previous = 'a';
      } else {
        if (c === '{') depth++;
        if (c === '}' && depth-- === 0) {
          i++;
          return;
        }
        if (!/\s/.test(c)) previous = c;
        i++;
      }
    }
  };
  /** From a `<` to after its `>`: the element's name, and whether it closes itself. */
  const openTag = () => {
    const name = /^<([A-Za-z0-9:._-]*)/.exec(text.slice(i, i + 100))![1]!.toLowerCase();
    i += 1 + name.length;
    while (i < text.length) {
      if (at('/>')) {
        i += 2;
        return { name, closed: true };
      }
      if (text[i] === '>') {
        i++;
        return { name, closed: false };
      }
      if (text[i] === '"' || text[i] === "'") quoted(text[i]!);
      else if (text[i] === '{') {
        i++;
        expression();
      } else i++;
    }
    return { name, closed: true };
  };
  /** From a `<` to after the element's end. */
  const element = () => {
    const { name, closed } = openTag();
    if (closed || VOID_ELEMENTS.has(name)) return;
    if (name === 'script' || name === 'style') {
      const end = upTo(`</${name}`, false);
      const body = text.slice(i, end);
      if (name === 'script') found.push(...scriptComments(body, i, ts.ScriptKind.TS));
      else for (const match of body.matchAll(/\/\*[\s\S]*?\*\//g)) found.push({ start: i + match.index, text: match[0] });
      i = end;
      i = upTo('>', true);
      return;
    }
    content(true);
  };
  /** Page text and elements, up to the close tag of the element they are in (if `closing`). */
  const content = (closing: boolean) => {
    while (i < text.length) {
      if (at('<!--')) comment('-->', true);
      else if (at('</')) {
        i = upTo('>', true);
        if (closing) return;
      } else if (text[i] === '<' && /[A-Za-z>]/.test(text[i + 1] ?? '')) element();
      else if (text[i] === '{') {
        i++;
        expression();
      } else i++;
    }
  };
  content(false);
  return found;
}

/** Every comment of a source file, whatever its kind. */
function commentsOf(file: string, text: string): Comment[] {
  if (!file.endsWith('.astro')) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    return scriptComments(text, 0, kind);
  }
  const frontmatter = /^(\s*---\r?\n)((?:[\s\S]*?\r?\n)?)---/.exec(text);
  if (!frontmatter) return templateComments(text, 0);
  const codeStart = frontmatter[1]!.length;
  return [...scriptComments(frontmatter[2]!, codeStart, ts.ScriptKind.TS), ...templateComments(text, frontmatter[0].length)];
}

/** The file without its comments, each comment's place a line break. */
function codeOf(text: string, comments: readonly Comment[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { start, text: comment } of [...comments].sort((a, b) => a.start - b.start)) {
    parts.push(text.slice(at, start));
    at = start + comment.length;
  }
  parts.push(text.slice(at));
  return parts.join('\n');
}

/**
 * `file:line: text` for every comment line naming an issue, an item or stop, a CI run or a day. A day
 * is data, not history, where the comment quotes it as an example of a format or where the file's code
 * uses it (the comment explains a fixture).
 */
function historyLines(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const text = read(file);
    const comments = commentsOf(file, text);
    const code = codeOf(text, comments);
    const offsets = comments.flatMap(({ start, text: comment }) => {
      const quoted = [...comment.matchAll(QUOTED)].map((match) => [match.index, match.index + match[0].length]);
      const days = [...comment.matchAll(DAY)].filter(
        (match) => !code.includes(match[0]) && !quoted.some(([from, to]) => match.index >= from! && match.index < to!),
      );
      return [...comment.matchAll(HISTORY), ...days].map((match) => start + match.index);
    });
    const lines = text.split('\n');
    const numbers = [...new Set(offsets.map((offset) => text.slice(0, offset).split('\n').length))].sort((a, b) => a - b);
    return numbers.map((line) => `${file}:${line}: ${lines[line - 1]!.trim()}`);
  });
}

function sourceFiles(path: string): string[] {
  const full = join(PROJECT_ROOT, path);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return SOURCE.test(path) ? [path] : [];
  }
  return entries.flatMap((entry) => (entry.name === 'node_modules' ? [] : sourceFiles(join(path, entry.name))));
}

describe('comments about the code as it is', () => {
  const files = ROOTS.flatMap(sourceFiles).map((file) => relative(PROJECT_ROOT, join(PROJECT_ROOT, file)));
  // This file names the patterns it looks for.
  const checked = files.filter((file) => !file.endsWith('architecture/comments.test.ts'));

  it('reads the source tree', () => {
    expect(checked.length).toBeGreaterThan(500);
  });

  // Every source file is parsed, which on a busy machine takes longer than the default 5 s.
  it('name no tracker issue, no item or stop of one, no numbered CI run and no day', { timeout: 60_000 }, () => {
    const found = historyLines(checked, (file) => readFileSync(join(PROJECT_ROOT, file), 'utf8'));
    expect(found.join('\n'), `${found.length} comment line(s) telling history; say why the code is as it is`).toBe('');
  });

  it('would find one (the check sees what it looks for)', () => {
    const sources: Record<string, string> = {
      'a.ts': '// fine\n// as issue 13 item 6 asked',
      'b.ts': 'const wait = 2; // took 30 s in CI19',
      'c.ts': '/**\n * Group commit: 1,502 inquiries/s,\n * measured on 2026-11-25.\n */\nexport const x = 1;',
      'd.ts': 'const stop = { label: "stop 3" }; // the third stop, see stop 4',
      'e.astro': '---\n// loaded once (item 2)\n---\n<p>Stop 5, from 2026-11-21</p>\n{/* since 2026-11-25 */}\n<!-- stop 6 -->\n<style>/* CI7 */</style>',
    };
    expect(historyLines(Object.keys(sources), (file) => sources[file]!)).toEqual([
      'a.ts:2: // as issue 13 item 6 asked',
      'b.ts:1: const wait = 2; // took 30 s in CI19',
      'c.ts:3: * measured on 2026-11-25.',
      'd.ts:1: const stop = { label: "stop 3" }; // the third stop, see stop 4',
      'e.astro:2: // loaded once (item 2)',
      'e.astro:5: {/* since 2026-11-25 */}',
      'e.astro:6: <!-- stop 6 -->',
      'e.astro:7: <style>/* CI7 */</style>',
    ]);
  });

  it('reads no code, string, regular expression, page text or fixture day as a comment', () => {
    const sources: Record<string, string> = {
      'strings.ts': "const note = 'issue 13, item 6, 2026-11-25 // stop 2';\nconst url = `https://x/${'CI9'}/*`;",
      // A naive scan would open a string at the `"` in the regular expression and a comment in the string.
      'regex.ts': 'const quote = /"/;\nconst said = "// item 4";\nconst slash = a / b; // a ratio',
      'fixture.ts': "/** 08:05 in Jakarta on 2026-11-28 (UTC+7). */\nconst MORNING = new Date('2026-11-28T01:05:00Z');",
      'format.ts': "/** '2024-03-01T09:00' or \"2026-11-20 10:04 (UTC+07:00)\" or `visitors-2026-10-29.csv`, the firm's own. */\nexport {};",
      'jsx.tsx': 'const a = <p>see https://example.com/issue 3 on 2026-11-25</p>;\nconst b = <a href="//x/*">item 9</a>; // fine',
      'page.astro':
        '---\nconst when = "2026-11-25";\n---\n<input accept="image/*" />\n<p>Opened 2026-11-21, stop 8 // of the tour */</p>\n{items.map((item) => (<li title="item 1">Don\'t miss stop 2</li>))}\n<script>const re = /\'/; const s = "// CI3";</script>',
    };
    expect(historyLines(Object.keys(sources), (file) => sources[file]!)).toEqual([]);
  });
});
