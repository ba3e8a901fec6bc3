/**
 * The functions check that the database has recorded db/schema-version.ts's migration before their
 * first query; a migration added without moving that line would let them run on a schema older than
 * their own code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPECTED_MIGRATION } from '#db/schema-version.ts';
import { PROJECT_ROOT } from '#scripts/paths.ts';

describe('the schema the functions expect', () => {
  it('is the newest migration in netlify/database/migrations', () => {
    const names = readdirSync(join(PROJECT_ROOT, 'netlify', 'database', 'migrations'))
      .filter((file) => /^\d+_.+\.sql$/.test(file))
      .map((file) => file.slice(0, -'.sql'.length))
      .sort((a, b) => a.localeCompare(b));
    expect(EXPECTED_MIGRATION).toBe(names.at(-1));
  });
});
