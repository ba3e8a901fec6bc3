/** The backup file's building blocks: literals that keep a statement on one line, and the table order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOrder, type ForeignKey, type TableInfo } from '#scripts/backup/catalog.ts';
import { DATA_TITLE, END_PATTERN, endLine, FIRST_LINE, FIRST_LINE_PATTERN, MARKER, SCHEMA_PATTERN, schemaLine, sqlLiteral, sqlValue } from '#scripts/backup/format.ts';

/** Reads a literal back the way PostgreSQL does (standard_conforming_strings on; E'' escapes). */
function parseLiteral(literal: string): string {
  if (literal.startsWith("'")) return literal.slice(1, -1).replaceAll("''", "'");
  expect(literal.startsWith("E'")).toBe(true);
  const body = literal.slice(2, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === "'") {
      expect(body[i + 1]).toBe("'");
      out += "'";
      i++;
    } else if (char === '\\') {
      const next = body[++i]!;
      if (next === 'n') out += '\n';
      else if (next === 'r') out += '\r';
      else if (next === 't') out += '\t';
      else if (next === '\\') out += '\\';
      else if (next === 'x') {
        out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
        i += 2;
      } else throw new Error(`unexpected escape \\${next}`);
    } else out += char;
  }
  return out;
}

describe('sqlLiteral', () => {
  it('quotes plain text, doubling quotes, and leaves backslashes to an E string', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral("O'Brien 한국어")).toBe("'O''Brien 한국어'");
    expect(sqlLiteral('\\x00ff')).toBe("E'\\\\x00ff'");
    expect(sqlLiteral('a\nb\r\tc\u0001\u007f')).toBe("E'a\\nb\\r\\tc\\x01\\x7f'");
  });

  it('keeps every string PostgreSQL can store on one line, and reads back to the same string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000')), (value) => {
        const literal = sqlLiteral(value);
        expect(literal).not.toMatch(/[\n\r]/);
        expect(parseLiteral(literal)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it('writes numbers and booleans bare only where they read the same', () => {
    expect(sqlValue('42', 'number')).toBe('42');
    expect(sqlValue('-1.50', 'number')).toBe('-1.50');
    expect(sqlValue('1e+30', 'number')).toBe('1e+30');
    expect(sqlValue('NaN', 'number')).toBe("'NaN'");
    expect(sqlValue('-Infinity', 'number')).toBe("'-Infinity'");
    expect(sqlValue('$1.00', 'number')).toBe("'$1.00'");
    expect(sqlValue('t', 'boolean')).toBe('true');
    expect(sqlValue('f', 'boolean')).toBe('false');
    expect(sqlValue(null, 'number')).toBe('NULL');
    expect(sqlValue('12', 'other')).toBe("'12'");
  });
});

describe('the markers', () => {
  it('reads the first line, the schema, sections, data titles with spaces and the last line with its checksum', () => {
    expect(FIRST_LINE_PATTERN.exec(FIRST_LINE)?.[1]).toBe('2');
    expect(SCHEMA_PATTERN.exec(schemaLine('20261127140000_admin_name_keys'))?.[1]).toBe('20261127140000_admin_name_keys');
    expect(schemaLine(undefined)).toBe('-- @schema none');
    expect(MARKER.test(schemaLine('20261127140000_admin_name_keys'))).toBe(false);
    expect(MARKER.exec('-- @data public."Mixed Case" 12')?.slice(1)).toEqual(['data', 'public."Mixed Case" 12']);
    expect(DATA_TITLE.exec('public."Mixed Case" 12')?.slice(1)).toEqual(['public."Mixed Case"', '12']);
    expect(MARKER.exec('-- @migration 20261122000000_initial_schema')?.[1]).toBe('migration');
    expect(MARKER.test('-- a comment about @data')).toBe(false);
    const sha = 'ab'.repeat(32);
    expect(END_PATTERN.exec(endLine(39, sha))?.slice(1)).toEqual(['39', sha]);
    expect(MARKER.exec(endLine(39, sha))?.[1]).toBe('end');
    // Format 1's last line, without a checksum, still reads (restored only with --without-checksum).
    expect(END_PATTERN.exec('-- @end 39 rows')?.slice(1)).toEqual(['39', undefined]);
    expect(END_PATTERN.test(`-- @end 39 rows, sha256 ${sha.slice(1)}`)).toBe(false);
  });
});

describe('loadOrder', () => {
  const table = (name: string): TableInfo => ({ name, columns: ['id'], kinds: ['number'], identityAlways: false, primaryKey: ['id'] });
  const fk = (from: string, to: string, name = `${from}_${to}_fkey`): ForeignKey => ({ table: from, references: to, name, definition: `FOREIGN KEY (x) REFERENCES ${to}(id)` });

  it('puts referenced tables first, ties by name', () => {
    const order = loadOrder([table('public.c'), table('public.b'), table('public.a')], [fk('public.a', 'public.c'), fk('public.b', 'public.a')]);
    expect(order.tables.map((t) => t.name)).toEqual(['public.c', 'public.a', 'public.b']);
    expect(order.deferredForeignKeys).toEqual([]);
  });

  it('defers a key on the table itself and the keys of a cycle, and still orders the rest', () => {
    const self = fk('public.tree', 'public.tree');
    const order = loadOrder(
      [table('public.egg'), table('public.hen'), table('public.tree'), table('public.admins'), table('public.nest')],
      [self, fk('public.egg', 'public.hen'), fk('public.hen', 'public.egg'), fk('public.egg', 'public.admins'), fk('public.nest', 'public.egg')],
    );
    expect(order.tables.map((t) => t.name).slice(0, 2)).toEqual(['public.admins', 'public.tree']);
    expect(order.tables).toHaveLength(5);
    const deferred = order.deferredForeignKeys.map((key) => key.name);
    expect(deferred).toEqual(expect.arrayContaining(['public.tree_public.tree_fkey', 'public.egg_public.hen_fkey', 'public.hen_public.egg_fkey']));
    expect(deferred).not.toContain('public.egg_public.admins_fkey');
    // Every key not deferred points backwards in the order.
    const position = new Map(order.tables.map((t, i) => [t.name, i]));
    for (const key of [fk('public.egg', 'public.admins')]) expect(position.get(key.references)!).toBeLessThan(position.get(key.table)!);
  });
});
