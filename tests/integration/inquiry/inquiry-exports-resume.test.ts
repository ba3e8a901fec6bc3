/**
 * A background export too large for one run (functions/_shared/admin/inquiries/background-export.ts):
 * 100,000 inquiries, with runs made slow by a clock that moves a second at every look, so each run
 * takes twenty pages of 1,000 and stops (`npm run bench:exports` runs the same size with the real
 * clock and budgets). Each run continues where the one before stopped (its cursor: the inquiry after
 * the last one stored), never from the start; the parts already stored stay as they were; the parts
 * together hold every inquiry exactly once, newest first.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { createExport } from '#db/repositories/inquiries/exports.ts';
import { runExports } from '#functions/_shared/admin/inquiries/background-export.ts';
import { EXPORT_MAX_BYTES } from '#functions/_shared/admin/inquiries/export.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries } from '../helpers/inquiry-fixtures.ts';
import { createAdmin, resetAdminTables, useAdminEnv } from '../helpers/admin-test-helpers.ts';

const ROWS = 100_000;
/** Pages of 1,000 a slow run reads before its budget is spent: every look at the clock costs a second. */
const PAGES_PER_RUN = 20;

let db: Db;
let restoreEnv = () => {};
let adminId: number;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  adminId = (await createAdmin(db, 'exporter', undefined, 'staff')).id;
  // Three inquiries share each second, so the cursor must tell them apart by id; inquiry g is newer
  // than g - 1. References are given (g in base 32): 100,000 random ones of six characters would collide.
  await sql`
    INSERT INTO contact_inquiries (public_ref, name, company, email, phone, service, privacy, status, created_at)
    SELECT 'NB-2026-' || (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((g >> (5 * k)) & 31), 1), '' ORDER BY k DESC) FROM generate_series(0, 5) AS k),
      '문의자 ' || g, 'Company ' || g, 'user' || g || '@example.com', '+62 812 0000 0000', 'visa', true, 'new',
      timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => g / 3)
    FROM generate_series(1, ${ROWS}::integer) AS g`.execute(db);
}, 300_000);
afterAll(async () => {
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

interface StoredPart {
  part: number;
  rows: number;
  sha: string;
  /** The inquiries' numbers (`문의자 <n>`) in the part's order. */
  numbers: number[];
}

async function state(id: number) {
  const job = await db.selectFrom('inquiry_exports').select(['status', 'rows', 'cursor_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const parts = await db.selectFrom('inquiry_export_parts').select(['part', 'rows', 'content']).where('export_id', '=', id).orderBy('part').execute();
  const stored: StoredPart[] = parts.map((p) => {
    expect(p.content.startsWith('\uFEFFReference,Received,Status')).toBe(true);
    expect(Buffer.byteLength(p.content)).toBeLessThanOrEqual(EXPORT_MAX_BYTES);
    const numbers = p.content.split('\r\n').slice(1, -1).map((line) => Number(/,문의자 (\d+),/.exec(line)![1]));
    expect(numbers).toHaveLength(p.rows);
    return { part: p.part, rows: p.rows, sha: createHash('sha256').update(p.content).digest('hex'), numbers };
  });
  return { ...job, parts: stored };
}

/** The inquiry's id from its number (the seed inserted them in order). */
async function idOf(number: number): Promise<number> {
  return (await db.selectFrom('contact_inquiries').select('id').where('name', '=', `문의자 ${number}`).executeTakeFirstOrThrow()).id;
}

it('an export of 100,000 inquiries completes across slow runs, each continuing at the cursor the last one left', async () => {
  const id = await createExport(db, { adminId, filters: {}, locale: 'en', timeZone: 'UTC' });
  // A slow run: every look at the clock is a second later, so a budget of N seconds lets a run take N pages.
  let clock = 0;
  const slow = () => (clock += 1000);
  let runs = 0;
  let before = await state(id);
  while (before.status !== 'ready') {
    expect(before.status).toBe('queued');
    runs += 1;
    expect(runs).toBeLessThanOrEqual(10);
    await runExports(db, { id, budgetMs: PAGES_PER_RUN * 1_000, now: slow });
    const after = await state(id);
    // What earlier runs stored is kept as it was: nothing starts again.
    expect(after.parts.slice(0, before.parts.length)).toEqual(before.parts);
    const added = after.parts.slice(before.parts.length).flatMap((p) => p.numbers);
    const last = before.parts.at(-1)?.numbers.at(-1);
    if (last === undefined) {
      expect(added[0]).toBe(ROWS); // the first run starts with the newest
    } else {
      // The run started right after the cursor: the inquiry after the last one stored, no other.
      expect(before.cursor_id).toBe(await idOf(last));
      if (added.length > 0) expect(added[0]).toBe(last - 1);
    }
    if (after.status !== 'ready') {
      // A run that stopped stored what it read and left its cursor at the last inquiry of it.
      expect(added).toHaveLength(PAGES_PER_RUN * 1_000);
      expect(after.cursor_id).toBe(await idOf(added.at(-1)!));
    }
    expect(after.rows).toBe(before.rows + added.length);
    before = after;
  }
  expect(runs).toBe(ROWS / (PAGES_PER_RUN * 1_000) + 1); // runs of twenty pages, and one that finds nothing more and finishes
  const numbers = before.parts.flatMap((p) => p.numbers);
  expect(numbers).toHaveLength(ROWS);
  expect(new Set(numbers).size).toBe(ROWS);
  expect(numbers).toEqual(Array.from({ length: ROWS }, (_, i) => ROWS - i));
  expect(before.rows).toBe(ROWS);
}, 300_000);
