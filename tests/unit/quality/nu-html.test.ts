/**
 * The Nu HTML Checker gate finds what it exists for: broken pages go through the same helper as the
 * site gate (tests/site/build.test.ts), in one run of the checker. It needs Java: without it the test
 * is skipped on a developer's machine and fails in CI, which installs Java (.ci/run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNuHtml, javaMissing } from '../../quality/nu-html.ts';
import { goodPage } from './fixtures.ts';

const missing = javaMissing();
const pages: Record<string, string> = {
  'good.html': goodPage('/faq', { head: '<style>@property --tw-x{syntax:"*";inherits:false}@supports (not (margin-trim:block)){p{color:red}}</style>' }).html,
  'div-in-p.html': goodPage('/faq', { body: '<p>text<div>block in p</div></p>' }).html,
  'after-html.html': `${goodPage('/faq').html}<script>void 0</script>`,
  'bad-css.html': goodPage('/faq', { head: '<style>p{colr:red}</style>' }).html,
};

let dir: string | undefined;
let run: Promise<string[]> | undefined;

/** The checker's findings for one file, from a single run over all the pages above (and one missing file). */
async function problemsOf(file: string): Promise<string> {
  run ??= (async () => {
    // In CI every test fails with the reason, counted as failures in npm test's totals.
    if (missing) throw new Error(missing);
    dir = mkdtempSync(join(tmpdir(), 'nu-html-'));
    for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
    return checkNuHtml([...Object.keys(pages), 'gone.html'].map((name) => join(dir!, name)), dir);
  })();
  return (await run).filter((p) => p.startsWith(`${file}:`) || p.startsWith(`${file} `)).join('\n');
}

// The first test waits for the JVM to start, which on a loaded machine can take past the default 5 s.
describe.skipIf(missing !== undefined && !process.env.CI)('Nu HTML Checker gate', { timeout: 30_000 }, () => {
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes a valid page, with the CSS the checker does not know yet (@property, margin-trim in @supports)', async () => {
    expect(await problemsOf('good.html')).toBe('');
  });

  it('reports a <div> inside a <p>', async () => {
    expect(await problemsOf('div-in-p.html')).toMatch(/^div-in-p\.html:\d+:\d+ error: .*(No “p” element in scope|“div” not allowed)/m);
  });

  it('reports a script after </html>', async () => {
    expect(await problemsOf('after-html.html')).toMatch(/^after-html\.html:\d+:\d+ error: Stray start tag “script”/m);
  });

  it('reports CSS errors other than the filtered ones', async () => {
    expect(await problemsOf('bad-css.html')).toMatch(/error: CSS: “colr”: Property “colr” doesn't exist/);
  });

  it('reports a file that is not there (the checker itself would pass over it in silence)', async () => {
    expect(await problemsOf('gone.html')).toMatch(/^gone\.html not found/);
  });
});
