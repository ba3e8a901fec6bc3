/**
 * `npm run build` against a database that has never been migrated (a new Netlify Database, a new
 * Postgres of your own): Netlify applies the migrations only after the build, so the build applies
 * them itself, in the tracking table Netlify reads, before Astro reads a single table.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../helpers/backup-fixtures.ts';
import { runBuild, type BuildRun } from '../helpers/build-process.ts';
import { migrationNames } from '../helpers/scratch-schema.ts';

describe('a build against a database with no tables', () => {
  let fresh: FreshDatabase;
  let work: string;
  let run: BuildRun;

  beforeAll(async () => {
    fresh = await freshDatabase('build_fresh');
    work = await mkdtemp(join(tmpdir(), 'build-fresh-'));
    // No table of the site's, and no migration recorded (the embedded database makes an empty tracking table).
    const client = await fresh.connect();
    const { rows } = await client.query<{ name: string }>("SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    const recorded = rows.length ? (await client.query('SELECT count(*)::int AS n FROM netlify.migrations')).rows[0].n : 0;
    await client.end();
    expect(rows.map((row) => row.name).filter((name) => name !== 'netlify.migrations')).toEqual([]);
    expect(recorded).toBe(0);
    run = await runBuild(join(work, 'dist'), { DATABASE_URL: fresh.url, DATA_DIR: join(work, 'data') });
  }, 600_000);

  afterAll(async () => {
    await fresh?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('succeeds, having applied every migration before it read the content', () => {
    expect(run.stderr + run.stdout).not.toMatch(/does not exist/);
    expect(run.code, run.stderr.slice(-3000)).toBe(0);
    const all = migrationNames();
    expect(run.stdout).toContain(`Applied ${all.length} pending migrations`);
    expect(run.stdout.indexOf('pending migrations')).toBeLessThan(run.stdout.indexOf('Built the site into'));
  });

  it('records them in the tracking table Netlify applies from, so its own step finds nothing left to do', async () => {
    const client = await fresh.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM netlify.migrations ORDER BY name');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(migrationNames());
    expect(await fresh.migrate()).toEqual([]);
  });

  it('builds the pages of every locale, and neither seeds nor starts a database of its own', async () => {
    const home = await readFile(join(work, 'dist', 'index.html'), 'utf8');
    expect(home.startsWith('<!DOCTYPE html><html lang="ko-KR"'), home.slice(0, 200)).toBe(true);
    expect(existsSync(join(work, 'dist', 'en', 'faq', 'index.html'))).toBe(true);
    expect(existsSync(join(work, 'data'))).toBe(false);
    expect(run.stdout).not.toMatch(/Seeded|Created the administrator|with the password/);
  });
});
