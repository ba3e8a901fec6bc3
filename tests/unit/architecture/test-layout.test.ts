/**
 * Where tests live, so they can be found from the code (tests/README.md): a unit test's folder mirrors
 * the folder of what it tests and its name is the name of that file (or folder), integration tests sit
 * in one folder per concern with their helpers apart, and nothing test-related sits among the deployed
 * or built sources.
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

/** The source folder a unit-test folder mirrors: src/ without its name, functions/, db/ and scripts/ with theirs, test tooling under tests/; tests/unit itself the root. */
function mirrored(folder: string): string[] {
  const rest = relative('tests/unit', folder).split('\\').join('/');
  return rest === '' ? ['src', '.', 'tests'] : [`src/${rest}`, rest, `tests/${rest}`];
}

const SOURCE_EXTENSIONS = ['ts', 'tsx', 'astro', 'mjs', 'js'];

/**
 * Unit tests whose subject is no one file or folder, with what they read instead. Any other test is
 * named after the module it tests: a test of several modules after the main one, or after the folder
 * that holds them all (`tests/unit/functions/_shared/public-cache.test.ts` tests `functions/_shared/public-cache/`).
 */
const NOT_ONE_SUBJECT: Record<string, string> = {
  'tests/unit/i18n/dictionary-folders.test.ts': 'every dictionary folder of the house, found by its ko.ts under src/ and functions/',
  'tests/unit/i18n/untranslated.test.ts': "every page's texts (src/data/pages/*/) and the interface dictionary (src/i18n/ui/)",
  'tests/unit/quality/gates.test.ts': 'one broken page for each site gate of tests/quality/',
  'tests/unit/scripts/local-server/deployed-functions.test.ts': "functions/ as Netlify's bundler lists it, against the local server's registry",
};

/** The files, and the folder, a unit test's name says it tests: `<mirrored folder>/<name>.{ts,tsx,astro,mjs,js}` or `<mirrored folder>/<name>/`. */
function subjectsOf(test: string): { candidates: string[]; expected: string } {
  const folder = test.slice(0, test.lastIndexOf('/'));
  const name = test.slice(folder.length + 1).replace(/\.test\.tsx?$/, '');
  const roots = mirrored(folder);
  const candidates = roots.flatMap((root) => [...SOURCE_EXTENSIONS.map((ext) => `${root}/${name}.${ext}`), `${root}/${name}/`]);
  const root = roots.find(isDir) ?? roots[0];
  return { candidates, expected: `${root}/${name}.{${SOURCE_EXTENSIONS.join(',')}}` };
}

const CONCERNS = ['admin', 'content', 'helpers', 'inquiry', 'migrations', 'platform'];

describe('the tests tree', () => {
  const unitFolders = [...new Set(filesUnder('tests/unit').map((path) => path.slice(0, path.lastIndexOf('/'))))];

  it('has a unit-test folder for each tested source folder, and no other', () => {
    expect(unitFolders.length).toBeGreaterThan(20);
    const strays = unitFolders.filter((folder) => !WHOLE_TREE.includes(folder) && !mirrored(folder).some((source) => isDir(source)));
    expect(strays.join('\n')).toBe('');
  });

  it('names each unit test after the file or folder it tests (tests/unit/lib/x.test.ts tests src/lib/x.ts), but the few listed', () => {
    const tests = filesUnder('tests/unit').filter((path) => /\.test\.tsx?$/.test(path) && !WHOLE_TREE.some((folder) => path.startsWith(`${folder}/`)));
    expect(tests.length).toBeGreaterThan(150);
    expect(Object.keys(NOT_ONE_SUBJECT).filter((test) => !tests.includes(test)).join('\n')).toBe('');
    const unnamed = tests
      .filter((test) => !(test in NOT_ONE_SUBJECT))
      .map((test) => ({ test, ...subjectsOf(test) }))
      .filter(({ candidates }) => !candidates.some((path) => existsSync(join(PROJECT_ROOT, path))))
      .map(({ test, expected }) => `${test} -> no ${expected}`);
    expect(unnamed.join('\n')).toBe('');
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
