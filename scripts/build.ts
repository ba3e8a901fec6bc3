/**
 * `npm run build`: the static site, with content read from the database at build time.
 *
 * The database is DATABASE_URL, else Netlify Database's NETLIFY_DB_URL; elsewhere than on Netlify,
 * the running local server's, else the embedded one started on DATA_DIR (seeded on its first run).
 * Its pending migrations are applied before Astro reads it: Netlify applies them only after the
 * build, right before it publishes, while the pages already read the tables they create. Netlify
 * records them in the same table, so its own step then finds nothing left to apply.
 *
 * On Netlify a build without a database stops at once with a non-zero exit: the embedded database
 * there would mean a site built from demo content and an administrator password in the build log.
 */
import { resolve } from 'node:path';
import { createDb } from '#db/client.ts';
import { configuredDatabaseUrl, openScriptDatabase } from './local-database.ts';
import { migrate } from './migrate.ts';
import { seedFirstRun } from './seed/index.ts';
import { astroBuild } from './site-builder.ts';
import { PROJECT_ROOT } from './paths.ts';

/**
 * True in a build on Netlify's build system, which sets NETLIFY=true in every build, and CONTEXT,
 * BUILD_ID and DEPLOY_ID for each one. Netlify's CLI sets those three too when it runs a build on a
 * developer's machine (`netlify build`), but marks it NETLIFY_LOCAL=true: that one is local, and
 * may use the local database like any other local build.
 */
export function onNetlifyBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NETLIFY_LOCAL === 'true') return false;
  return env.NETLIFY === 'true' || Boolean(env.CONTEXT && env.BUILD_ID && env.DEPLOY_ID);
}

const NO_DATABASE_ON_NETLIFY = [
  'This build runs on Netlify but has no database: neither NETLIFY_DB_URL nor DATABASE_URL is set.',
  'The pages are built from the content in the database, so the build stops here rather than publish a site without it.',
  'Add Netlify Database to the site (Netlify then sets NETLIFY_DB_URL for builds and functions), or set DATABASE_URL',
  'with the Builds and Functions scopes to your own Postgres. The first deploy, step by step: docs/deploy.md.',
].join('\n');

async function main(): Promise<void> {
  const outDir = resolve(PROJECT_ROOT, process.argv[2] ?? 'dist');
  if (!configuredDatabaseUrl() && onNetlifyBuild()) {
    console.error(NO_DATABASE_ON_NETLIFY);
    process.exitCode = 1;
    return;
  }
  const database = await openScriptDatabase();
  try {
    if (database.started) {
      const db = createDb(database.url);
      await seedFirstRun(db, console.log).finally(() => db.destroy());
    }
    const applied = await migrate(database.url);
    console.log(
      applied.length
        ? `Applied ${applied.length} pending migration${applied.length === 1 ? '' : 's'} to ${database.label}: ${applied.join(', ')}`
        : `The schema of ${database.label} is up to date.`,
    );
    // Without DATABASE_URL the build reads Netlify Database through NETLIFY_DB_URL, as it is.
    await astroBuild(configuredDatabaseUrl() ? {} : { DATABASE_URL: database.url })(outDir);
    console.log(`Built the site into ${outDir}`);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  await main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
