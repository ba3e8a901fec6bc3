/**
 * Where tests live, so they can be found from the code (tests/README.md): a unit test's folder mirrors
 * the folder of what it tests, integration tests sit in one folder per concern with their helpers
 * apart, and nothing test-related sits among the deployed or built sources.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

const isDir = (path: string) => existsSync(join(PROJECT_ROOT, path)) && statSync(join(PROJECT_ROOT, path)).isDirectory();

/** Unit-test folders that test the whole tree rather than one source folder. */
const WHOLE_TREE = ['tests/unit/architecture'];

/** The source folder a unit-test folder mirrors: src/ without its name, functions/, db/ and scripts/ with theirs, test tooling under tests/. */
function mirrored(folder: string): string[] {
  const rest = relative('tests/unit', folder).split('\\').join('/');
  return rest === '' ? [] : [`src/${rest}`, rest, `tests/${rest}`];
}

const CONCERNS = ['admin', 'content', 'helpers', 'inquiry', 'migrations', 'platform'];

describe('the tests tree', () => {
  const unitFolders = [...new Set(filesUnder('tests/unit').map((path) => path.slice(0, path.lastIndexOf('/'))))];

  it('has a unit-test folder for each tested source folder, and no other', () => {
    expect(unitFolders.length).toBeGreaterThan(20);
    const strays = unitFolders.filter((folder) => !WHOLE_TREE.includes(folder) && !mirrored(folder).some((source) => isDir(source)));
    expect(strays.join('\n')).toBe('');
  });

  it('keeps integration tests in their concern folders and their helpers in helpers/', () => {
    const files = filesUnder('tests/integration').map((path) => relative('tests/integration', path).split('\\').join('/'));
    expect(files.length).toBeGreaterThan(50);
    const misplaced = files.filter((file) => {
      const [folder, ...rest] = file.split('/');
      if (rest.length !== 1 || !CONCERNS.includes(folder!)) return true;
      return (folder === 'helpers') === file.endsWith('.test.ts');
    });
    expect(misplaced.join('\n')).toBe('');
  });

  it('has nothing test-related under src/, functions/, db/ or scripts/ (Netlify would deploy or build it)', () => {
    const sources = ['src', 'functions', 'db', 'scripts'].flatMap(filesUnder).filter((path) => /\.(?:ts|tsx|mts|mjs|astro)$/.test(path));
    expect(sources.length).toBeGreaterThan(300);
    const testCode = sources.filter((path) => /\.(?:test|spec)\.\w+$/.test(path) || /from\s+['"](?:vitest|@playwright\/test|happy-dom)['"]/.test(readFileSync(join(PROJECT_ROOT, path), 'utf8')));
    expect(testCode.join('\n')).toBe('');
  });

  it('gives every end-to-end file Playwright through tests/e2e/fixtures.ts (API calls sent again after a keep-alive reset)', () => {
    const files = filesUnder('tests/e2e').filter((path) => path.endsWith('.ts') && path !== 'tests/e2e/fixtures.ts');
    expect(files.length).toBeGreaterThan(50);
    const direct = files.filter((path) => /from\s+['"]@playwright\/test['"]/.test(readFileSync(join(PROJECT_ROOT, path), 'utf8')));
    expect(direct.join('\n')).toBe('');
  });
});
