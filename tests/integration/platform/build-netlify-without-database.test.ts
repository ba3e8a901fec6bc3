/**
 * A build on Netlify with no database (Netlify Database not added, DATABASE_URL not set) stops with a
 * clear message and a non-zero exit: it never starts the embedded database, never seeds demo content,
 * and prints no administrator password or other secret into the build log.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../helpers/build-process.ts';

const SESSION_SECRET = 'build-log-must-not-show-this-session-secret-0123456789';

describe.each([
  ['NETLIFY=true', { NETLIFY: 'true', CONTEXT: 'production' }],
  ['a deploy context, build id and deploy id', { CONTEXT: 'deploy-preview', BUILD_ID: '6740c0ffee0000000000abcd', DEPLOY_ID: '6740c0ffee0000000000dcba' }],
])('a build on Netlify (%s) without a database', (_label, platform) => {
  let work: string;
  let run: Awaited<ReturnType<typeof runBuild>>;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'build-netlify-'));
    run = await runBuild(join(work, 'dist'), { ...platform, DATA_DIR: join(work, 'data'), SESSION_SECRET });
  }, 600_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('fails with a non-zero exit and a message that names the missing database and what to set', () => {
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr).toContain('This build runs on Netlify but has no database');
    expect(run.stderr).toContain('NETLIFY_DB_URL');
    expect(run.stderr).toContain('DATABASE_URL');
    expect(run.stderr).toContain('docs/deploy.md');
  });

  it('starts no database, seeds nothing, builds nothing and prints no password or secret', () => {
    const output = run.stdout + run.stderr;
    expect(existsSync(join(work, 'data'))).toBe(false);
    expect(existsSync(join(work, 'dist'))).toBe(false);
    expect(output).not.toMatch(/seed/i);
    expect(output).not.toMatch(/password/i);
    expect(output).not.toContain(SESSION_SECRET);
    expect(run.stdout).toBe('');
  });
});
