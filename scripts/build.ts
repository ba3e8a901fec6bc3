/**
 * `npm run build`: the static site, with content read from the database at build time.
 * On Netlify (NETLIFY_DB_URL) or with DATABASE_URL set it builds against that database. Otherwise it
 * uses the embedded one: the running local server's if there is one, else it starts it on DATA_DIR.
 */
import { join, resolve } from 'node:path';
import { createDb } from '#db/client.ts';
import { EmbeddedDatabase, readLiveLock } from './embedded-db/index.ts';
import { seedFirstRun } from './seed/index.ts';
import { astroBuild } from './site-builder.ts';
import { PROJECT_ROOT } from './paths.ts';

const outDir = resolve(PROJECT_ROOT, process.argv[2] ?? 'dist');
const env: Record<string, string> = {};
let embedded: EmbeddedDatabase | undefined;

if (!process.env.DATABASE_URL && !process.env.NETLIFY_DB_URL) {
  const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
  const running = readLiveLock(join(dataDir, 'server.lock'));
  if (running?.url) {
    env.DATABASE_URL = running.url;
  } else {
    embedded = new EmbeddedDatabase({ dataDir });
    env.DATABASE_URL = await embedded.start();
    const db = createDb(env.DATABASE_URL);
    await seedFirstRun(db, console.log).finally(() => db.destroy());
  }
}

try {
  await astroBuild(env)(outDir);
  console.log(`Built the site into ${outDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
