/**
 * `npm run seed:scale -- --notices 1000 --stories 300`: adds that many published notices and CSR
 * stories, translated into all five languages with a few paragraphs of rich text each
 * (scripts/seed/scale.ts), to the database a script works on (DATABASE_URL, else the embedded one of
 * DATA_DIR, seeded for its first run when new). For the build's scale benchmark (bench-build.ts); the
 * rows are ordinary content, so use a throwaway DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { createDb, type Db } from '#db/client.ts';
import { insertCsrPosts } from '#db/repositories/csr-posts.ts';
import { insertNotices } from '#db/repositories/notices.ts';
import { openScriptDatabase } from './local-database.ts';
import { seedFirstRun } from './seed/index.ts';
import { scaleCsrPosts, scaleNotices } from './seed/scale.ts';

/** Rows per INSERT: a few MB of text each, well within a statement's parameters (65,535). */
const BATCH = 100;

function count(value: string | undefined, name: string): number {
  const n = Number(value ?? 0);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not "${value}"`);
  return n;
}

/** Inserts the extra content in one transaction (all or nothing); the counts inserted. */
export async function seedScale(db: Db, sizes: { notices: number; stories: number }): Promise<{ notices: number; stories: number }> {
  return db.transaction().execute(async (tx) => {
    const admin = await tx.selectFrom('admins').select(['id', 'username']).orderBy('id').executeTakeFirst();
    if (!admin) throw new Error('The database has no administrator to author the content: run `npm start` or `npm run admin -- create <name>` first.');
    const notices = scaleNotices(admin.username, sizes.notices);
    const stories = scaleCsrPosts(admin.id, sizes.stories);
    for (let i = 0; i < notices.length; i += BATCH) await insertNotices(tx, notices.slice(i, i + BATCH));
    for (let i = 0; i < stories.length; i += BATCH) await insertCsrPosts(tx, stories.slice(i, i + BATCH));
    return { notices: notices.length, stories: stories.length };
  });
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { notices: { type: 'string' }, stories: { type: 'string' } } });
  const sizes = { notices: count(values.notices, 'notices'), stories: count(values.stories, 'stories') };
  const target = await openScriptDatabase();
  const db = createDb(target.url);
  try {
    if (target.started) await seedFirstRun(db, (line) => console.log(line));
    const started = performance.now();
    const added = await seedScale(db, sizes);
    console.log(`Added ${added.notices} notices and ${added.stories} CSR stories in five languages to ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
    await target.close();
  }
}
