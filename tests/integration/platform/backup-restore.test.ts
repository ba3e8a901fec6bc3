/**
 * `npm run db:backup` / `npm run db:restore` (scripts/backup/): a database with a row in every table
 * the catalog lists survives a round trip row for row (bytea, jsonb, microseconds, quotes, backslashes,
 * line breaks and control characters), sequences included; an older backup is migrated forward; a
 * database with data is refused without --force; a failed or cut-short restore changes nothing; a
 * file whose content does not match its checksum, or made at a schema newer than this code, is refused
 * before the database is touched; a format 1 file (no checksum) only when asked; the commands work on
 * a data directory. On the embedded database and on a real PostgreSQL server alike.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '#scripts/backup/dump.ts';
import { endLine } from '#scripts/backup/format.ts';
import { RestoreError, restoreBackup } from '#scripts/backup/restore.ts';
import { MIGRATIONS_DIR } from '#scripts/embedded-db/index.ts';
import { catalogOf, EVERY_BYTE, fillEveryTable, freshDatabase, sequenceStates, tableRows, TRICKY, TRICKY_JSON, type FreshDatabase } from '../helpers/backup-fixtures.ts';
import { migrationNames } from '../helpers/scratch-schema.ts';

const ROOT = join(import.meta.dirname, '../../..');
let work: string;
let source: FreshDatabase;
let sourceClient: pg.Client;
let fullBackup: string;
const cleanups: Array<() => Promise<void>> = [];

async function database(label: string): Promise<{ db: FreshDatabase; client: pg.Client }> {
  const db = await freshDatabase(label);
  const client = await db.connect();
  cleanups.push(async () => {
    await client.end().catch(() => {});
    await db.drop();
  });
  return { db, client };
}

async function backupTo(client: pg.ClientBase, path: string, migrationsDir?: string): Promise<void> {
  const chunks: string[] = [];
  await writeBackup(client, async (text) => void chunks.push(text), { source: 'the test database', ...(migrationsDir ? { migrationsDir } : {}) });
  writeFileSync(path, chunks.join(''));
}

/**
 * A backup's text with its last line written again for what precedes it: a file that passes the
 * checksum, to test what a restore does with content that is well sealed but fails to load.
 */
function resealed(text: string): string {
  const body = text.slice(0, text.lastIndexOf('\n-- @end ') + 1);
  const rows = /\n-- @end (\d+) rows/.exec(text.slice(body.length - 1))![1]!;
  return `${body}${endLine(Number(rows), createHash('sha256').update(body).digest('hex'))}\n`;
}

/** Every table of the catalog with all its rows, and the sequences: what must come back. */
async function everything(client: pg.Client): Promise<{ tables: Record<string, string[]>; sequences: Record<string, string> }> {
  const catalog = await catalogOf(client);
  const tables: Record<string, string[]> = {};
  for (const table of catalog.tables) tables[table.name] = await tableRows(client, table.name);
  return { tables, sequences: await sequenceStates(client) };
}

/** The @data sections of a backup file: table → its INSERT lines. */
function dataSections(path: string): Map<string, { announced: number; lines: string[] }> {
  const sections = new Map<string, { announced: number; lines: string[] }>();
  let current: { announced: number; lines: string[] } | undefined;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const marker = /^-- @(\w+)(?: (.*))?$/.exec(line);
    if (marker) {
      current = undefined;
      if (marker[1] === 'data') {
        const [, table = '', count = ''] = /^(.+) (\d+)$/.exec(marker[2] ?? '') ?? [];
        current = { announced: Number(count), lines: [] };
        sections.set(table, current);
      }
    } else if (current && line.startsWith('INSERT')) {
      current.lines.push(line);
    }
  }
  return sections;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  ({ db: source, client: sourceClient } = await database('src'));
  await source.migrate();
  await fillEveryTable(sourceClient);
  fullBackup = join(work, 'full.sql');
  await backupTo(sourceClient, fullBackup);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe('a round trip through a backup file', () => {
  it('writes every table and every stored column the catalog lists, with the rows it holds', async () => {
    // The catalog as information_schema tells it, not as the dump reads it.
    const { rows: columns } = await sourceClient.query<{ table_name: string; column_name: string }>(`
      SELECT quote_ident(c.table_schema) || '.' || quote_ident(c.table_name) AS table_name, quote_ident(c.column_name) AS column_name
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
        AND (c.table_schema = 'public' OR (c.table_schema = 'netlify' AND c.table_name = 'migrations'))
      ORDER BY c.table_schema, c.table_name, c.ordinal_position`);
    const tables = [...new Set(columns.map((c) => c.table_name))];
    const sections = dataSections(fullBackup);
    expect([...sections.keys()].sort()).toEqual(tables.sort());
    expect(tables).toEqual(expect.arrayContaining(['netlify.migrations', 'public.admins', 'public.notices', 'public.uploads']));
    for (const table of tables) {
      const section = sections.get(table)!;
      const rows = Number((await sourceClient.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
      expect(rows, `${table} is filled`).toBeGreaterThan(0);
      expect(section.announced, table).toBe(rows);
      expect(section.lines, table).toHaveLength(rows);
      const list = `(${columns.filter((c) => c.table_name === table).map((c) => c.column_name).join(', ')})`;
      for (const line of section.lines) expect(line.startsWith(`INSERT INTO ${table} ${list}`), `${table}: every column`).toBe(true);
    }
    // One statement per line: a value's line breaks are escaped, so no marker hides in the data.
    expect(readFileSync(fullBackup, 'utf8')).toContain("E'O''Brien");
  });

  it('restores into an empty database exactly: every row of every table, and every sequence', async () => {
    const { client } = await database('dst');
    const summary = await restoreBackup(client, fullBackup);
    // The file names its schema and seals its content: the SHA-256 of every byte before its last line.
    const text = readFileSync(fullBackup, 'utf8');
    expect(text.split('\n')[1]).toBe(`-- @schema ${migrationNames().at(-1)}`);
    const body = text.slice(0, text.lastIndexOf('-- @end '));
    expect(text.slice(body.length)).toMatch(/^-- @end \d+ rows, sha256 [0-9a-f]{64}\n$/);
    expect(summary.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(text.slice(body.length)).toContain(summary.sha256);
    expect(summary.appliedAfter).toEqual([]);
    expect(summary.backupMigrations).toEqual(migrationNames());
    expect(summary.replaced).toEqual([]);
    const restored = await everything(client);
    expect(restored).toEqual(await everything(sourceClient));
    // Not only equal to the source: equal to what was put in.
    const notice = (await client.query<{ title: string; translations: { ja: unknown } }>('SELECT title, translations FROM notices WHERE id = 5')).rows[0]!;
    expect(notice.title).toBe(TRICKY);
    expect(notice.translations.ja).toEqual(TRICKY_JSON);
    const upload = (await client.query<{ bytes: Buffer }>('SELECT bytes FROM uploads')).rows[0]!;
    expect(Buffer.compare(upload.bytes, EVERY_BYTE)).toBe(0);
    const stamp = (await client.query<{ t: string }>("SELECT created_at::text AS t FROM admins WHERE id = 3")).rows[0]!;
    expect(stamp.t).toBe('2024-02-29 23:59:59.123456+00');
    // The sequences continue where the source's were, not after the highest id.
    expect((await client.query<{ id: number }>("INSERT INTO notices (title, content, author) VALUES ('n', 'c', 'a') RETURNING id")).rows[0]!.id).toBe(42);
    expect((await client.query<{ id: number }>("INSERT INTO faqs (question, answer, category) VALUES ('q', 'a', '일반') RETURNING id")).rows[0]!.id).toBe(5);
  });

  it('brings a backup made at an older migration back, then migrates it forward keeping every row', async () => {
    const names = migrationNames();
    const older = '20261122020200_inquiry_status';
    const { db: old, client: oldClient } = await database('old');
    await old.migrate(MIGRATIONS_DIR, older);
    await oldClient.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
    await oldClient.query(`INSERT INTO notices (title, content, author, views) VALUES ($1, '<p>본문</p>', '관리자', 12)`, [TRICKY]);
    await oldClient.query(`INSERT INTO contact_inquiries (name, company, email, phone, service, privacy, status) VALUES ('Lee', 'ACME', 'a@b.co', '010', 'visa', true, 'done')`);
    const file = join(work, 'old.sql');
    await backupTo(oldClient, file);
    expect(readFileSync(file, 'utf8')).not.toContain('-- @migration 20261124000000_edit_versions');

    const { client } = await database('forward');
    const summary = await restoreBackup(client, file);
    expect(summary.backupMigrations).toEqual(names.slice(0, names.indexOf(older) + 1));
    expect(summary.appliedAfter).toEqual(names.slice(names.indexOf(older) + 1));
    const { rows: applied } = await client.query<{ name: string }>('SELECT name FROM netlify.migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(names);
    expect((await client.query('SELECT title, views, version FROM notices')).rows).toEqual([{ title: TRICKY, views: 12, version: 1 }]);
    expect((await client.query('SELECT name, status FROM contact_inquiries')).rows).toEqual([{ name: 'Lee', status: 'done' }]);
  });
});

describe('restoring over data, and restores that fail', () => {
  let target: pg.Client;
  let before: Awaited<ReturnType<typeof everything>>;

  beforeAll(async () => {
    const { db, client } = await database('existing');
    await db.migrate();
    await client.query(`INSERT INTO admins (username, password) VALUES ('existing', 'x')`);
    await client.query(`INSERT INTO notices (title, content, author) VALUES ('내 공지', '<p>지우면 안 됨</p>', '나')`);
    target = client;
    before = await everything(target);
  });

  it('refuses a database that holds data without --force, changing nothing', async () => {
    await expect(restoreBackup(target, fullBackup)).rejects.toThrow(/already holds data \(public\.admins, public\.notices\).*--force/);
    expect(await everything(target)).toEqual(before);
  });

  it('rolls back a restore that fails half-way: the database is left exactly as it was', async () => {
    const broken = join(work, 'broken.sql');
    const text = readFileSync(fullBackup, 'utf8');
    // A row that breaks a constraint in the middle of the data, after the schema was rebuilt and other
    // rows loaded: at the end of the FAQs' own section (whichever table's section comes next).
    const faqsEnd = text.indexOf('\n-- @', text.indexOf('\n-- @data public.faqs ') + 1);
    writeFileSync(broken, resealed(`${text.slice(0, faqsEnd)}\nINSERT INTO public.faqs (id) VALUES (999);${text.slice(faqsEnd)}`));
    await expect(restoreBackup(target, broken, { force: true })).rejects.toThrow(/Loading the rows of public\.faqs .*failed: .*Nothing was changed/);
    expect(await everything(target)).toEqual(before);

    const miscounted = join(work, 'miscounted.sql');
    writeFileSync(miscounted, resealed(text.replace(/\n-- @data public\.notices (\d+)\n/, (_m, n: string) => `\n-- @data public.notices ${Number(n) + 1}\n`)));
    await expect(restoreBackup(target, miscounted, { force: true })).rejects.toThrow(/public\.notices: the backup announces \d+ rows but \d+ were loaded/);
    expect(await everything(target)).toEqual(before);
  });

  it('refuses a file cut short, or one that is not a backup, before touching anything', async () => {
    const text = readFileSync(fullBackup, 'utf8');
    const cut = join(work, 'cut.sql');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.7)));
    await expect(restoreBackup(target, cut, { force: true })).rejects.toThrow(RestoreError);
    await expect(restoreBackup(target, cut, { force: true })).rejects.toThrow(/incomplete/);
    const other = join(work, 'other.sql');
    writeFileSync(other, 'DROP TABLE notices;\n-- @end 0 rows\n');
    await expect(restoreBackup(target, other, { force: true })).rejects.toThrow(/not a backup made by npm run db:backup/);
    await expect(restoreBackup(target, join(work, 'missing.sql'), { force: true })).rejects.toThrow(/No such file/);
    expect(await everything(target)).toEqual(before);
  });

  it('refuses a backup whose content was edited (a value changed, its checksum not), before touching the database', async () => {
    const text = readFileSync(fullBackup, 'utf8');
    const line = text.split('\n').find((l) => l.startsWith('INSERT INTO public.admins') && l.includes("'이영희'"))!;
    expect(line).toContain("'editor'");
    // An editor made an owner, in the file only.
    const promoted = text.replace(line, line.replace("'editor'", "'owner'"));
    const edited = join(work, 'edited.sql');
    writeFileSync(edited, promoted);
    await expect(restoreBackup(target, edited, { force: true })).rejects.toThrow(/edited\.sql does not match its checksum: its content was changed after npm run db:backup wrote it.*Nothing was changed/);
    expect(await everything(target)).toEqual(before);

    // A file damaged in a copy (one byte of the image's hex), or converted to CRLF line endings, alike.
    const flipped = join(work, 'flipped.sql');
    const hex = text.indexOf(String.raw`\\x000102`);
    expect(hex).toBeGreaterThan(0);
    writeFileSync(flipped, `${text.slice(0, hex + 4)}1${text.slice(hex + 5)}`);
    await expect(restoreBackup(target, flipped, { force: true })).rejects.toThrow(/does not match its checksum/);
    const crlf = join(work, 'crlf.sql');
    writeFileSync(crlf, text.replaceAll('\n', '\r\n'));
    await expect(restoreBackup(target, crlf, { force: true })).rejects.toThrow(/does not match its checksum/);
    // The last line taken away as well: a file without its checksum is refused, not trusted.
    const unsealed = join(work, 'unsealed.sql');
    writeFileSync(unsealed, promoted.replace(/, sha256 [0-9a-f]{64}\n$/, '\n'));
    await expect(restoreBackup(target, unsealed, { force: true })).rejects.toThrow(/has no checksum on its last line/);
    expect(await everything(target)).toEqual(before);

    // The checksum is what refused it: the same edit sealed again loads, and the editor is an owner.
    const { client } = await database('edited');
    writeFileSync(edited, resealed(promoted));
    await restoreBackup(client, edited);
    expect((await client.query(`SELECT role FROM admins WHERE username = '이영희'`)).rows).toEqual([{ role: 'owner' }]);
  });

  it('refuses a backup made at a schema version newer than this code knows, before touching the database', async () => {
    const dir = join(work, 'migrations-future');
    mkdirSync(dir);
    for (const file of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    writeFileSync(join(dir, '29991231000001_from_the_future.sql'), 'CREATE TABLE future_things (id integer PRIMARY KEY, note text);\n');
    const { db, client } = await database('future');
    await db.migrate(dir);
    await client.query(`INSERT INTO future_things VALUES (1, 'from a later version')`);
    const file = join(work, 'future.sql');
    await backupTo(client, file, dir);
    expect(readFileSync(file, 'utf8').split('\n')[1]).toBe('-- @schema 29991231000001_from_the_future');

    await expect(restoreBackup(target, file, { force: true })).rejects.toThrow(
      new RegExp(`made at schema version 29991231000001_from_the_future, newer than this code knows \\(its newest migration is ${migrationNames().at(-1)}; unknown: 29991231000001_from_the_future\\)\\. Restore it with the version of the code that made it.*Nothing was changed`),
    );
    expect(await everything(target)).toEqual(before);
    // The code that knows that migration restores it.
    const restored = await database('future-dst');
    await restoreBackup(restored.client, file, { migrationsDir: dir });
    expect((await restored.client.query('SELECT note FROM future_things')).rows).toEqual([{ note: 'from a later version' }]);

    // A schema line that does not name the file's own newest migration is not ours, even sealed.
    const text = readFileSync(fullBackup, 'utf8');
    const misnamed = join(work, 'misnamed.sql');
    writeFileSync(misnamed, resealed(text.replace(/^-- @schema .+$/m, '-- @schema 20261122000000_initial_schema')));
    await expect(restoreBackup(target, misnamed, { force: true })).rejects.toThrow(/says its schema version is 20261122000000_initial_schema but holds the migrations up to/);
    expect(await everything(target)).toEqual(before);
  });

  it('refuses a backup of the previous format (no checksum) unless told to load it unverified', async () => {
    const text = readFileSync(fullBackup, 'utf8');
    const formatOne = join(work, 'format-1.sql');
    writeFileSync(formatOne, text.replace('(format 2)\n', '(format 1)\n').replace(/^-- @schema .+\n/m, '').replace(/, sha256 [0-9a-f]{64}\n$/, '\n'));
    await expect(restoreBackup(target, formatOne, { force: true })).rejects.toThrow(/is a backup in format 1, made before backups carried a checksum.*--without-checksum.*Nothing was changed/);
    expect(await everything(target)).toEqual(before);
    const { client } = await database('format-1');
    const summary = await restoreBackup(client, formatOne, { withoutChecksum: true });
    expect(summary.sha256).toBeUndefined();
    expect(await everything(client)).toEqual(await everything(sourceClient));
  });

  it('with --force replaces everything with the backup', async () => {
    const summary = await restoreBackup(target, fullBackup, { force: true });
    expect(summary.replaced).toEqual(['public.admins', 'public.notices']);
    expect(await everything(target)).toEqual(await everything(sourceClient));
  });
});

describe('schemas no order satisfies, identity and generated columns, names that need quoting', () => {
  it('round-trips a self reference, a cycle, GENERATED ALWAYS identity, a generated column and quoted names', async () => {
    const dir = join(work, 'migrations-exotic');
    mkdirSync(dir);
    for (const file of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    writeFileSync(join(dir, '29991231000000_backup_exotic.sql'), `
      CREATE TABLE tree (id integer PRIMARY KEY, parent integer REFERENCES tree (id), label text NOT NULL);
      CREATE TABLE hen (id integer PRIMARY KEY, egg integer);
      CREATE TABLE egg (id integer PRIMARY KEY, hen integer NOT NULL REFERENCES hen (id));
      ALTER TABLE hen ADD CONSTRAINT hen_egg_fkey FOREIGN KEY (egg) REFERENCES egg (id);
      CREATE TABLE "Mixed Case" (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "order" integer NOT NULL,
        doubled integer GENERATED ALWAYS AS ("order" * 2) STORED,
        tags text[] NOT NULL DEFAULT '{}',
        amount numeric(12, 4),
        ratio double precision,
        span interval,
        payload json
      );`);
    const { db, client } = await database('exotic');
    await db.migrate(dir);
    await client.query(`INSERT INTO tree VALUES (2, NULL, 'root'), (1, 2, 'child of a later id')`);
    await client.query(`INSERT INTO hen VALUES (1, NULL)`);
    await client.query(`INSERT INTO egg VALUES (1, 1)`);
    await client.query(`UPDATE hen SET egg = 1`);
    await client.query(`INSERT INTO "Mixed Case" ("order", tags, amount, ratio, span, payload) VALUES
      (21, ARRAY['a,b', 'quote"', 'back\\slash', NULL, '줄
바꿈'], 1234.5000, 0.1, '1 year 2 mons 3 days 04:05:06.789', '{"b": 1,   "a": [2]}'),
      (-4, '{}', 'NaN', '-Infinity', NULL, NULL)`);
    const file = join(work, 'exotic.sql');
    await backupTo(client, file, dir);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('ALTER TABLE public.tree DROP CONSTRAINT tree_parent_fkey;');
    expect(text).toContain('OVERRIDING SYSTEM VALUE');
    expect(text).toMatch(/INSERT INTO public\."Mixed Case" \(id, "order", tags, amount, ratio, span, payload\)/);

    const restored = await database('exotic-dst');
    await restoreBackup(restored.client, file, { migrationsDir: dir });
    expect(await everything(restored.client)).toEqual(await everything(client));
    const constraints = (c: pg.Client) =>
      c.query(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1`).then((r) => r.rows);
    expect(await constraints(restored.client)).toEqual(await constraints(client));
    // The identity continues after the restored rows.
    expect((await restored.client.query(`INSERT INTO "Mixed Case" ("order") VALUES (1) RETURNING id`)).rows[0]).toEqual({ id: 3 });
  });
});

describe('npm run db:backup / db:restore on a data directory', () => {
  const run = (args: string[], dataDir: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.NETLIFY_DB_URL;
    return spawnSync(process.execPath, [join(ROOT, 'scripts/db-backup.ts'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  };

  it('restores into a new data directory, refuses to overwrite it without --force, and backs it up to the same data', () => {
    const dataDir = join(work, 'data');
    const restored = run(['restore', fullBackup], dataDir);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ rows of \d+ tables/);

    const again = run(['restore', fullBackup], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds data.*--force/);

    const copy = join(work, 'from-data-dir.sql');
    const backedUp = run(['backup', copy], dataDir);
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toMatch(/Backed up \d+ rows of \d+ tables and \d+ sequences/);
    // Everything after the header (time, source) is the same: nothing was lost or changed on the way.
    // (The checksum on the last line covers the header too, so it differs with it.)
    const body = (path: string) => readFileSync(path, 'utf8').split('\n-- @sql settings\n')[1]!.split('\n-- @end ')[0];
    expect(body(copy)).toBe(body(fullBackup));
    expect(readdirSync(work).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const usage = run(['restore'], dataDir);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/Usage: npm run db:backup/);
    // --check: what a restore checks first, with no database at all.
    const checked = run(['restore', copy, '--check'], join(work, 'no-such-data-dir'));
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toMatch(/from-data-dir\.sql is intact: it matches its checksum \(sha256 [0-9a-f]{64}\); \d+ rows at schema \d+_\w+/);
    expect(checked.stdout).toContain(/sha256 ([0-9a-f]{64})/.exec(backedUp.stdout)![1]);
    const edited = join(work, 'edited-copy.sql');
    writeFileSync(edited, readFileSync(copy, 'utf8').replace("'이영희'", "'박영희'"));
    const refused = run(['restore', edited, '--check'], join(work, 'no-such-data-dir'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/does not match its checksum/);
    expect(run(['restore', edited, '--force'], dataDir).stderr).toMatch(/does not match its checksum/);
    appendFileSync(copy, 'garbage after the end\n');
    expect(run(['restore', copy, '--force'], dataDir).stderr).toMatch(/incomplete/);
    // Each command starts the embedded database in its own process, slow on a busy machine: hence the long timeout.
  }, 300_000);
});
