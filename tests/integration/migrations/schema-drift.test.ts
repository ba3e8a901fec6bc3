/**
 * The Kysely types (db/schema.ts) and the migrated database cannot part: every table of the public
 * schema is in `Database` and the other way round, with the same columns, the same nullability and a
 * TypeScript type of the right family for the column's SQL type. Read with the TypeScript compiler
 * from the `Selectable` row types, against information_schema of the database the migrations built.
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { PROJECT_ROOT } from '#scripts/paths.ts';
import { useTestDatabase } from '../helpers/helpers.ts';

interface Column {
  nullable: boolean;
  /** 'number' | 'string' | 'boolean' | 'date' | 'bytes' | 'json' */
  family: string;
}
type Tables = Record<string, Record<string, Column>>;

/** What each SQL type reads as through node-postgres, as a family of TypeScript types. */
const SQL_FAMILIES: Record<string, string> = {
  integer: 'number', smallint: 'number', bigint: 'string', numeric: 'string', real: 'number', 'double precision': 'number',
  text: 'string', 'character varying': 'string', character: 'string', uuid: 'string', inet: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date', 'timestamp without time zone': 'date', date: 'date',
  bytea: 'bytes',
  jsonb: 'json', json: 'json',
  ARRAY: 'array',
};

/** The `Selectable` shape of every table of `Database`, read by the TypeScript compiler. */
function declaredTables(): Tables {
  const probe = join(PROJECT_ROOT, 'db', '__schema_probe__.ts');
  const source = `import type { Selectable } from 'kysely';\nimport type { Database } from './schema.ts';\nexport declare const shape: { [K in keyof Database]: Selectable<Database[K]> };\n`;
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, noEmit: true, types: ['node'] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probe ? source : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === probe || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => (file === probe ? ts.createSourceFile(file, source, language) : getSourceFile(file, language));
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe)!;
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).find((s) => s.name === 'shape')!;
  const shape = checker.getTypeOfSymbol(symbol);

  const family = (type: ts.Type): string => {
    const name = checker.typeToString(type);
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.StringLike) return 'string';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (name === 'Date') return 'date';
    if (name.startsWith('Buffer')) return 'bytes';
    if (checker.isArrayType(type)) return 'array';
    return 'json';
  };
  const tables: Tables = {};
  for (const table of shape.getProperties()) {
    const row = checker.getTypeOfSymbol(table);
    tables[table.name] = {};
    for (const column of row.getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      const parts = type.isUnion() ? type.types : [type];
      const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
      const nonNull = parts.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      const families = new Set(nonNull.map(family));
      tables[table.name]![column.name] = { nullable, family: families.size === 1 ? [...families][0]! : [...families].sort().join('|') };
    }
  }
  return tables;
}

let db: Db;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('db/schema.ts against the migrated database', () => {
  it('declares every table and column with its nullability and type family', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO'; data_type: string }>`
      SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, ordinal_position
    `.execute(db);
    const migrated: Tables = {};
    for (const row of rows) {
      (migrated[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES', family: SQL_FAMILIES[row.data_type] ?? `unknown SQL type ${row.data_type}` };
    }
    expect(declaredTables()).toEqual(migrated);
  });
});
