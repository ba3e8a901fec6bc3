/**
 * Comments say why the code is as it is; where it came from ("issue 13 item 6", "CI33") belongs in the
 * commit messages and bench-results/. The migrations are exempt: each is a dated record by nature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

const ROOTS = ['src', 'functions', 'db', 'scripts', 'tests', 'playwright.config.ts', 'vitest.config.ts', 'astro.config.mjs'];
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
/** A reference to a tracker issue or to a numbered CI run. */
const HISTORY = /\b[Ii]ssue \d+|\bCI\d+\b/;

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

/** `file:line: text` for every line naming an issue or a CI run. */
function historyLines(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (HISTORY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('comments about the code as it is', () => {
  const files = ROOTS.flatMap(sourceFiles).map((file) => relative(PROJECT_ROOT, join(PROJECT_ROOT, file)));
  // This file names the pattern it looks for.
  const checked = files.filter((file) => !file.endsWith('architecture/comments.test.ts'));

  it('reads the source tree', () => {
    expect(checked.length).toBeGreaterThan(500);
  });

  it('name no tracker issue and no numbered CI run', () => {
    expect(historyLines(checked, (file) => readFileSync(join(PROJECT_ROOT, file), 'utf8')).join('\n')).toBe('');
  });

  it('would find one (the check sees what it looks for)', () => {
    const lines = historyLines(['a.ts', 'b.ts'], (file) => (file === 'a.ts' ? '// fine\n// as issue 13 item 6 asked' : '// took 30 s in CI19'));
    expect(lines).toEqual(['a.ts:2: // as issue 13 item 6 asked', 'b.ts:1: // took 30 s in CI19']);
  });
});
