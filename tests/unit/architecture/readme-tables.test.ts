/**
 * The folder READMEs that keep a table of their files: every source file of the folder has a row,
 * and every row names a file that exists, so a new maintainer's map cannot go stale unnoticed.
 * A table row names its files in backticks in the first column, relative to the README's folder.
 * The main README's picture of the request paths may name only files that exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

/** READMEs whose folder (and its subfolders) must have a row for every .ts file. */
const TABLES = [{ readme: 'src/domain/README.md' }, { readme: 'db/README.md' }, { readme: 'src/i18n/README.md' }] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The paths a README's table rows name in their first column (`| \`path\` | …`, or several: `| \`a.ts\`, \`b.ts\` | …`). */
function tableRows(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*((?:`[^`]+\.tsx?`(?:,\s*)?)+)\s*\|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([^`]+)`/g)].map((n) => n[1]!));
}

describe.each(TABLES)('$readme', ({ readme }) => {
  const folder = join(PROJECT_ROOT, readme, '..');
  const rows = tableRows(readFileSync(join(PROJECT_ROOT, readme), 'utf8'));
  const files = sourceFiles(folder).map((path) => relative(folder, path).split('\\').join('/'));

  it('reads a table of files (the check sees the README)', () => {
    expect(rows.length).toBeGreaterThan(5);
  });

  it('has a row for every file of its folder', () => {
    const missing = files.filter((file) => !rows.includes(file)).sort();
    expect(missing.join('\n')).toBe('');
  });

  it('names only files that exist', () => {
    const gone = rows.filter((row) => !files.includes(row)).sort();
    expect(gone.join('\n')).toBe('');
  });
});

describe('README.md, how a request travels', () => {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const picture = readme.slice(readme.indexOf('## How a request travels'), readme.indexOf('\n## ', readme.indexOf('## How a request travels') + 1));
  // The picture shortens functions/_shared/ to _shared/.
  const named = [...picture.matchAll(/(?:^|[\s(])((?:functions|db|src|scripts|_shared)\/[\w./[\]-]+\.(?:ts|tsx|astro))/g)].map((m) => m[1]!.replace(/^_shared\//, 'functions/_shared/'));

  it('names the files each request passes through (the check reads the picture)', () => {
    expect(named.length).toBeGreaterThan(10);
  });

  it('names only files that exist', () => {
    const gone = named.filter((path) => !existsSync(join(PROJECT_ROOT, path)));
    expect(gone.join('\n')).toBe('');
  });
});
