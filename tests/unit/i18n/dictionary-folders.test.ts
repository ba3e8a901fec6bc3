/**
 * Every dictionary of the house (the public interface, each page's texts, the admin app, its content
 * tabs and editor, the admin API's messages) has one shape: a folder holding `ko.ts`, the reference,
 * one `<locale>.ts` per other language and an `index.ts` that defines the type. The folders are found
 * by looking for `ko.ts` under `src/` and `functions/`, so a new dictionary is checked the day it
 * appears. Each translation must be a complete record of the Korean: the same keys at every level
 * (records and lists too, which the types let differ), the same {placeholders} in every text, no
 * empty text and no Korean left except values that are stored data (identical to the Korean ones).
 */
import { globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminLocales } from '#domain/admin-access.ts';
import { localeCodes } from '#i18n/locales.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Texts the Korean reference leaves blank on purpose, by folder: the permanent stay permits have no visa code. */
const BLANK_IN_KOREAN: Readonly<Record<string, RegExp>> = {
  'src/data/pages/service-visa': /^guide\.tabs\.2\.rows\.\d+\.code$/,
};

/** Every problem found walking `other` beside `source`, one line each. */
function compare(source: unknown, other: unknown, path: string, problems: string[]): void {
  if (typeof source === 'string') {
    if (typeof other !== 'string') return void problems.push(`${path}: not a text`);
    if (placeholders(source).join() !== placeholders(other).join()) problems.push(`${path}: placeholders ${placeholders(other)} ≠ ${placeholders(source)}`);
    if (other.trim() === '' && source !== '') problems.push(`${path}: empty`);
    if (HANGUL.test(other) && other !== source) problems.push(`${path}: Korean left in "${other}"`);
    return;
  }
  if (typeof source === 'function') {
    if (typeof other !== 'function') problems.push(`${path}: not a function`);
    else if (other.length !== source.length) problems.push(`${path}: takes ${other.length} values, not ${source.length}`);
    return;
  }
  if (typeof source !== 'object' || source === null) {
    if (other !== source) problems.push(`${path}: ${String(other)} ≠ ${String(source)}`);
    return;
  }
  if (typeof other !== 'object' || other === null) return void problems.push(`${path}: missing`);
  if (Array.isArray(source) !== Array.isArray(other)) problems.push(`${path}: ${Array.isArray(source) ? 'not a list' : 'a list'}`);
  const keys = (value: object) => Object.keys(value).sort().join();
  if (keys(source) !== keys(other)) problems.push(`${path}: keys ${keys(other)} ≠ ${keys(source)}`);
  for (const [key, value] of Object.entries(source)) compare(value, (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key, problems);
}

/** The paths of the empty texts of a dictionary. */
function emptyTexts(node: unknown, path = ''): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [path] : [];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => emptyTexts(value, path ? `${path}.${key}` : key));
}

/** The folders holding a `ko.ts`, relative to the repository (`src/data/admin/app`). */
const folders = ['src/**/ko.ts', 'functions/**/ko.ts']
  .flatMap((pattern) => globSync(pattern, { cwd: ROOT }))
  .map((file) => dirname(file))
  .sort();

/** A folder's locale files: `<code>.ts` for the codes of the site's languages. */
const localesOf = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((file) => localeCodes.some((code) => file === `${code}.ts`))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

/** The one value a locale file exports: its dictionary. */
async function dictionaryOf(folder: string, locale: string): Promise<unknown[]> {
  const module = (await import(join(ROOT, folder, `${locale}.ts`))) as Record<string, unknown>;
  return Object.values(module);
}

describe('the dictionaries found', () => {
  it('include every home of dictionaries (the search sees the house)', () => {
    expect(folders).toEqual(expect.arrayContaining([
      'src/i18n/ui',
      'src/data/admin/app',
      'src/data/admin/content',
      'src/data/admin/editor',
      'functions/_shared/admin/messages',
      'src/data/pages/about',
      'src/data/pages/service-visa',
    ]));
    const pages = readdirSync(join(ROOT, 'src/data/pages'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== '_shared');
    expect(folders.filter((folder) => folder.startsWith('src/data/pages/'))).toHaveLength(pages.length);
  });

  it('are the only place a type is taken from a Korean file: its own index.ts', () => {
    const sources = ['src', 'functions', 'scripts', 'tests'].flatMap((top) => globSync(`${top}/**/*.{ts,tsx,astro}`, { cwd: ROOT }));
    const typeFromKorean = /^import\s+(type\s+\{[^}]*\}|\{[^}]*\btype\s[^}]*\})\s+from\s+'([^']*\/ko\.ts)'/gm;
    // A value imported from a Korean file and then used as `typeof name` is a type taken from it too.
    const valueFromKorean = /^import\s+\{([^}]*)\}\s+from\s+'([^']*\/ko\.ts)'/gm;
    const typeofImport = /typeof\s+import\(\s*'([^']*\/ko\.ts)'\s*\)/g;
    const ownIndex = (file: string, specifier: string) => file.endsWith('/index.ts') && specifier === './ko.ts' && folders.includes(dirname(file));
    const found = sources.flatMap((file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const typeImports = [...source.matchAll(typeFromKorean)].filter((match) => !ownIndex(file, match[2]!)).map((match) => match[0]);
      const typeofValues = [...source.matchAll(valueFromKorean)]
        .filter((match) => !ownIndex(file, match[2]!))
        .flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!).filter((name) => name && !name.startsWith('type ')))
        .filter((name) => new RegExp(`typeof\\s+${name}\\b`).test(source))
        .map((name) => `typeof ${name}`);
      const typeofImports = [...source.matchAll(typeofImport)].map((match) => match[0]);
      return [...typeImports, ...typeofValues, ...typeofImports].map((what) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});

describe.each(folders)('the dictionary %s', (folder) => {
  const locales = localesOf(folder);
  const sorted = (codes: readonly string[]) => [...codes].sort();

  it('has a file for each of the site\'s five languages or of the admin\'s three, and an index.ts', () => {
    expect([sorted(localeCodes), sorted(adminLocales)]).toContainEqual(locales);
    expect(readdirSync(join(ROOT, folder))).toContain('index.ts');
  });

  it('defines its type once, in index.ts: the Korean reference widened, or a content page\'s schema type; no locale file declares a type', () => {
    const index = readFileSync(join(ROOT, folder, 'index.ts'), 'utf8');
    const pageSchema = /^import type \{ (\w+(?:, \w+)*) \} from '#domain\/pages\/[\w-]+\.ts';$/m.exec(index);
    if (pageSchema) expect(index).toContain(`export type { ${pageSchema[1]} };`);
    else expect(index).toMatch(/^export type \w+ = Widen<typeof \w+>;$/m);
    for (const locale of locales) {
      expect(readFileSync(join(ROOT, folder, `${locale}.ts`), 'utf8'), `${locale}.ts`).not.toMatch(/^export (type|interface) /m);
    }
  });

  it('has a Korean reference with no empty text (but the blanks listed above)', async () => {
    const [ko, ...more] = await dictionaryOf(folder, 'ko');
    expect(more, 'ko.ts exports its dictionary and nothing else').toEqual([]);
    const problems: string[] = [];
    compare(ko, ko, '', problems);
    expect(problems).toEqual([]);
    const blank = BLANK_IN_KOREAN[folder];
    expect(emptyTexts(ko).filter((path) => !blank?.test(path))).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'ko'))('%s has every key, the same placeholders, no empty text and no Korean left', async (locale) => {
    const [[ko], [translation, ...more]] = await Promise.all([dictionaryOf(folder, 'ko'), dictionaryOf(folder, locale)]);
    expect(more, `${locale}.ts exports its dictionary and nothing else`).toEqual([]);
    const problems: string[] = [];
    compare(ko, translation, '', problems);
    expect(problems).toEqual([]);
  });
});

describe('the comparison', () => {
  it('finds a missing key, an extra key, a shorter list, a changed placeholder, an empty text, Korean left and a function of other arity', () => {
    const problems: string[] = [];
    compare(
      { a: 'x {count}', b: { c: '안녕', d: 'y' }, list: ['1', '2'], n: 3, f: (v: string) => v, e: 'z' },
      { a: 'x {n}', b: { c: '안녕하세요', extra: 'y' }, list: ['1'], n: 3, f: () => '', e: ' ' },
      '',
      problems,
    );
    expect(problems).toEqual([
      'a: placeholders n ≠ count',
      'b: keys c,extra ≠ c,d',
      'b.c: Korean left in "안녕하세요"',
      'b.d: not a text',
      'list: keys 0 ≠ 0,1',
      'list.1: not a text',
      'f: takes 0 values, not 1',
      'e: empty',
    ]);
  });

  it('lets stored values stay Korean when they equal the reference, and a text stay blank where the Korean is', () => {
    const problems: string[] = [];
    compare({ slug: '법인설립', code: '' }, { slug: '법인설립', code: '' }, '', problems);
    expect(problems).toEqual([]);
    expect(emptyTexts({ a: { b: ['x', ' '] }, c: '' })).toEqual(['a.b.1', 'c']);
  });
});
