/**
 * What a backup holds, read from PostgreSQL's catalog (never from a list in the code, so a table a
 * later migration adds is in the next backup by itself): every ordinary table of the `public` schema
 * and the migrations tracking table `netlify.migrations`, their columns (generated ones are computed,
 * not stored), their foreign keys, and the sequences of `public`. Tables that belong to an extension
 * are the extension's business and left out.
 */
import type pg from 'pg';

export interface ForeignKey {
  /** Quoted, schema-qualified table that holds the constraint. */
  table: string;
  /** Quoted constraint name. */
  name: string;
  /** Quoted, schema-qualified table it references. */
  references: string;
  /** `FOREIGN KEY (...) REFERENCES ...` as pg_get_constraintdef gives it (qualified: the dump runs with an empty search_path). */
  definition: string;
}

export interface TableInfo {
  /** Quoted and schema-qualified, e.g. `public.notices`. */
  name: string;
  /** Quoted names of the stored columns, in table order (generated columns left out). */
  columns: string[];
  /** Per column: 'number' and 'boolean' values are written bare (readable), everything else as a quoted literal. */
  kinds: ColumnKind[];
  /** An identity column GENERATED ALWAYS needs OVERRIDING SYSTEM VALUE to take the stored value. */
  identityAlways: boolean;
  /** Quoted primary key columns, to write rows in a stable order (empty: no primary key). */
  primaryKey: string[];
}

export type ColumnKind = 'number' | 'boolean' | 'other';

export interface SequenceInfo {
  /** Quoted and schema-qualified. */
  name: string;
}

export interface Catalog {
  /** In an order that satisfies every foreign key not in `deferredForeignKeys`. */
  tables: TableInfo[];
  /** Foreign keys within a cycle or on the table itself: dropped around the data and added back (which checks every row). */
  deferredForeignKeys: ForeignKey[];
  sequences: SequenceInfo[];
}

/** Every value as PostgreSQL's own text, untouched by the driver's parsers. */
export const RAW_TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

const IN_BACKUP = `
  c.relkind = 'r'
  AND (n.nspname = 'public' OR (n.nspname = 'netlify' AND c.relname = 'migrations'))
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

async function rows<R extends pg.QueryResultRow>(client: pg.ClientBase, text: string): Promise<R[]> {
  return (await client.query<R>({ text, types: RAW_TEXT })).rows;
}

/** Reads the catalog; run inside the dump's snapshot, with `search_path` empty so definitions come qualified. */
export async function readCatalog(client: pg.ClientBase): Promise<Catalog> {
  const tables = await rows<{ oid: string; name: string }>(client, `
    SELECT c.oid::text AS oid, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE ${IN_BACKUP}
    ORDER BY n.nspname, c.relname`);
  const columns = await rows<{ oid: string; name: string; generated: string; identity: string; category: string }>(client, `
    SELECT a.attrelid::text AS oid, quote_ident(a.attname) AS name, a.attgenerated::text AS generated, a.attidentity::text AS identity,
           t.typcategory::text AS category
    FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
    WHERE ${IN_BACKUP} AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attrelid, a.attnum`);
  const keys = await rows<{ oid: string; name: string }>(client, `
    SELECT i.indrelid::text AS oid, quote_ident(a.attname) AS name
    FROM pg_catalog.pg_index i
    CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
    JOIN pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    JOIN pg_catalog.pg_class c ON c.oid = i.indrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE i.indisprimary AND ${IN_BACKUP}
    ORDER BY i.indrelid, k.position`);
  const foreignKeys = await rows<{ table_oid: string; referenced_oid: string; name: string; definition: string }>(client, `
    SELECT con.conrelid::text AS table_oid, con.confrelid::text AS referenced_oid, quote_ident(con.conname) AS name,
           pg_catalog.pg_get_constraintdef(con.oid) AS definition
    FROM pg_catalog.pg_constraint con JOIN pg_catalog.pg_class c ON c.oid = con.conrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE con.contype = 'f' AND ${IN_BACKUP}
    ORDER BY con.conrelid, con.conname`);
  const sequences = await rows<{ name: string }>(client, `
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relname`);

  const nameOf = new Map(tables.map((t) => [t.oid, t.name]));
  const infos = tables.map<TableInfo>((table) => {
    const stored = columns.filter((column) => column.oid === table.oid && column.generated === '');
    const own = columns.filter((column) => column.oid === table.oid);
    return {
      name: table.name,
      columns: stored.map((column) => column.name),
      kinds: stored.map((column) => (column.category === 'N' ? 'number' : column.category === 'B' ? 'boolean' : 'other')),
      identityAlways: own.some((column) => column.identity === 'a'),
      primaryKey: keys.filter((key) => key.oid === table.oid).map((key) => key.name),
    };
  });
  const fks = foreignKeys
    .filter((fk) => nameOf.has(fk.referenced_oid))
    .map<ForeignKey>((fk) => ({ table: nameOf.get(fk.table_oid)!, name: fk.name, references: nameOf.get(fk.referenced_oid)!, definition: fk.definition }));
  return { ...loadOrder(infos, fks), sequences };
}

/**
 * Tables ordered so that a referenced table's rows come before the rows that reference them
 * (Kahn's algorithm, ties by name). Foreign keys on a table itself, or among tables that reference
 * each other in a cycle, cannot be satisfied by any order: those are returned as deferred.
 */
export function loadOrder(tables: readonly TableInfo[], foreignKeys: readonly ForeignKey[]): Pick<Catalog, 'tables' | 'deferredForeignKeys'> {
  const deferred = foreignKeys.filter((fk) => fk.table === fk.references);
  let edges = foreignKeys.filter((fk) => fk.table !== fk.references);
  const ordered: TableInfo[] = [];
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((table) => !edges.some((fk) => fk.table === table.name && remaining.some((other) => other.name === fk.references)));
    if (ready.length === 0) {
      // Every table left is in or behind a cycle: defer the keys among them and go on.
      const left = new Set(remaining.map((table) => table.name));
      deferred.push(...edges.filter((fk) => left.has(fk.table) && left.has(fk.references)));
      edges = edges.filter((fk) => !(left.has(fk.table) && left.has(fk.references)));
      continue;
    }
    ordered.push(...ready);
    remaining = remaining.filter((table) => !ready.includes(table));
  }
  return { tables: ordered, deferredForeignKeys: deferred };
}
