import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, EmbeddedDatabase } from '#scripts/embedded-db/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'embedded-db-test-'));
let database: EmbeddedDatabase;
let url: string;

beforeAll(async () => {
  database = new EmbeddedDatabase({ dataDir });
  url = await database.start();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE probe (id serial PRIMARY KEY, label text NOT NULL)');
  await client.end();
});

afterAll(async () => {
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('embedded database', () => {
  it('applies the migrations at start', async () => {
    const tables = await withClient((c) =>
      c.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1"),
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['admins', 'contact_inquiries', 'csr_posts', 'faqs', 'notices']),
    );
  });

  // Without TCP_NODELAY every round trip waits for Nagle + delayed ACK (~44 ms): 40 queries would
  // take ~1.8 s. With it they take ~20 ms. The bound leaves a wide margin for a slow machine.
  it('answers sequential queries without the Nagle delay', async () => {
    await withClient(async (client) => {
      await client.query('SELECT 1');
      const started = performance.now();
      for (let i = 0; i < 40; i++) await client.query('SELECT $1::int AS n', [i]);
      expect(performance.now() - started).toBeLessThan(800);
    });
  });

  it('keeps a rolled-back transaction from swallowing another connection’s insert', async () => {
    await withClient(async (a) =>
      withClient(async (b) => {
        await a.query('BEGIN');
        await a.query("INSERT INTO probe (label) VALUES ('rolled-back')");
        // b's autocommit insert must wait for a's transaction, not run inside it.
        const bInsert = b.query("INSERT INTO probe (label) VALUES ('committed')");
        await a.query('ROLLBACK');
        await bInsert;
        const rows = await b.query<{ label: string }>("SELECT label FROM probe WHERE label IN ('rolled-back', 'committed')");
        expect(rows.rows.map((r) => r.label)).toEqual(['committed']);
      }),
    );
  });

  it('runs concurrent transactions from a pool without interleaving them', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    try {
      await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query('INSERT INTO probe (label) VALUES ($1)', [`tx-${i}-a`]);
            await client.query('INSERT INTO probe (label) VALUES ($1)', [`tx-${i}-b`]);
            await client.query(i % 3 === 0 ? 'ROLLBACK' : 'COMMIT');
          } finally {
            client.release();
          }
        }),
      );
      const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM probe WHERE label LIKE 'tx-%'");
      expect(Number(rows[0]?.n)).toBe(80); // 40 committed transactions of 2 rows; 20 rolled back
    } finally {
      await pool.end();
    }
  });

  it('frees the session when a client disconnects inside a transaction', async () => {
    const dropped = new pg.Client({ connectionString: url });
    dropped.on('error', () => {}); // the abrupt end below is the point of the test
    await dropped.connect();
    await dropped.query('BEGIN');
    await dropped.query("INSERT INTO probe (label) VALUES ('abandoned')");
    (dropped as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await withClient((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM probe WHERE label = 'abandoned'"));
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('refuses a second server on the same data directory and leaves the data intact', async () => {
    await withClient((c) => c.query("INSERT INTO probe (label) VALUES ('kept')"));
    const second = new EmbeddedDatabase({ dataDir });
    await expect(second.start()).rejects.toBeInstanceOf(DataDirLockedError);
    const { rows } = await withClient((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM probe WHERE label = 'kept'"));
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('keeps data across a stop and a start', async () => {
    await database.stop();
    database = new EmbeddedDatabase({ dataDir });
    url = await database.start();
    const { rows } = await withClient((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM probe WHERE label = 'kept'"));
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
