import type { TestProject } from 'vitest/node';
import { EmbeddedDatabase } from '#scripts/embedded-db/index.ts';
import { migrate } from '#scripts/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'embedded' | 'postgres';
  }
}

/**
 * One freshly migrated database for the integration run: the embedded one (in memory), or, when
 * TEST_DATABASE_URL is set, that real PostgreSQL server wiped and migrated.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await migrate(external, { fresh: true });
    project.provide('databaseUrl', external);
    project.provide('databaseKind', 'postgres');
    return;
  }
  const database = new EmbeddedDatabase();
  project.provide('databaseUrl', await database.start());
  project.provide('databaseKind', 'embedded');
  return () => database.stop();
}
