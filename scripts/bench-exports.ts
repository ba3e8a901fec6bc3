/**
 * `npm run bench:exports`: a background CSV export of BENCH_ROWS (100,000) inquiries with the real
 * clock and the real budgets, on the embedded database (started here, in a temporary data
 * directory). Seeds the inquiries (Korean, Chinese, Japanese and Latin names, messages of a few
 * sentences; assignees, follow-up days, notes and replies on some), then:
 * - one run without a budget, for the whole work's time (a single request would need this), and
 *   the download of EXPORT_LIMIT rows, each with its heap's peak growth;
 * - the runs production makes: the request's (REQUEST_BUDGET_MS, inside a 60 s waitUntil), then
 *   scheduled ones (20 s of a 30 s function) until the export is ready;
 * - scheduled runs alone, as when the request's run is lost: each continues where the last stopped;
 * - the same with a 2 s budget, as on a machine ten times slower: many runs, none starting again.
 * Prints every run's seconds and rows against its function's limit (a ratio above 1 is over it), the
 * parts, and checks that the parts hold every inquiry exactly once. Exit code 1 when a run went over
 * its limit or a row is missing or repeated.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '#db/client.ts';
import { claimExport, createExport } from '#db/repositories/inquiries/exports.ts';
import { prepareExport, REQUEST_BUDGET_MS, runExports } from '#functions/_shared/admin/inquiries/background-export.ts';
import { EXPORT_MAX_BYTES } from '#functions/_shared/admin/inquiries/export.ts';
import { EXPORT_LIMIT, exportInquiries } from '#functions/_shared/admin/inquiries/service.ts';
import { EmbeddedDatabase } from './embedded-db/index.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Netlify's limits: a request (and its waitUntil) 60 s, a scheduled function 30 s. */
const LIMIT_S = { request: 60, scheduled: 30 } as const;
const SLOW_BUDGET_MS = 2_000;

async function seed(db: Db): Promise<void> {
  await sql`INSERT INTO admins (username, password) VALUES ('bench', 'x') ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO contact_inquiries (public_ref, name, company, email, phone, service, budget, message, privacy, status, created_at)
    SELECT
      -- A distinct reference per row (drawing 100,000 at random in one statement would collide a few times).
      'NB-2025-' || (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + (g >> (5 * k)) % 32, 1), '' ORDER BY k DESC) FROM generate_series(0, 5) AS k),
      (ARRAY['김민수','이서연','박지훈','王伟','李娜','山田太郎','佐藤花子','Budi Santoso','John Smith'])[1 + g % 9] || ' ' || g,
      (ARRAY['한빛상사','上海贸易有限公司','東京商事株式会社','PT Maju Jaya','Acme Pte Ltd'])[1 + g % 5],
      'user' || g || '@example.com',
      '+62 812 ' || lpad((g % 10000)::text, 4, '0'),
      (ARRAY['investment','licensing','hr','visa','legal','realestate','comprehensive','other'])[1 + g % 8],
      (ARRAY['under10k','k10to50','k50to100','k100to500','over500k','discuss'])[1 + g % 6],
      (ARRAY['자카르타에 PMA 법인 설립을 검토하고 있습니다. 일정과 비용이 궁금합니다.','工厂设立需要哪些许可证？请告知大概的时间。','We plan to open a regional office in Surabaya next year, "if possible", with 20 staff.','Kami ingin konsultasi tentang izin usaha dan pajak.'])[1 + g % 4] || ' #' || g,
      true,
      (ARRAY['new','in_progress','done'])[1 + g % 3],
      now() - make_interval(secs => g)
    FROM generate_series(1, ${ROWS}::integer) AS g
  `.execute(db);
  await sql`INSERT INTO inquiry_consents (inquiry_id, consent_version, locale) SELECT id, '2025-01-01', (ARRAY['ko','en','id','zh','ja'])[1 + id % 5] FROM contact_inquiries`.execute(db);
  // Worked as a desk works them: every fourth given to someone, every fifth with a follow-up day,
  // every third with one to three notes, every other one answered (the CSV counts and dates these).
  await sql`UPDATE contact_inquiries SET assigned_to = (SELECT id FROM admins WHERE username = 'bench') WHERE id % 4 = 0`.execute(db);
  await sql`UPDATE contact_inquiries SET follow_up_on = created_at::date + 7 WHERE id % 5 = 0`.execute(db);
  await sql`
    INSERT INTO inquiry_events (inquiry_id, kind, body, created_at)
    SELECT i.id, 'note', '고객에게 전화함. 다음 주 서류 받기로.', i.created_at + make_interval(hours => n)
    FROM contact_inquiries i CROSS JOIN generate_series(1, 3) AS n WHERE i.id % 3 = 0 AND n <= 1 + i.id % 3
  `.execute(db);
  await sql`
    INSERT INTO inquiry_events (inquiry_id, kind, body, created_at)
    SELECT id, 'reply', 'Thank you for your inquiry.', created_at + interval '5 hours' FROM contact_inquiries WHERE id % 2 = 0
  `.execute(db);
  await sql`ANALYZE inquiry_events`.execute(db);
  await sql`ANALYZE contact_inquiries`.execute(db);
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/**
 * Runs `work` while sampling this process's JavaScript heap: its growth at the peak over where it
 * started. (The embedded database shares the process, so the resident size says little about the
 * export; the heap is where its rows and parts live.)
 */
async function withMemory(work: () => Promise<unknown>): Promise<string> {
  globalThis.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return `heap peak +${((peak - start) / 1024 / 1024).toFixed(0)} MB`;
}

/** Every inquiry once in the parts of export `id`: the references, in order, against the table's. */
async function check(db: Db, id: number): Promise<{ parts: number; rows: number; ok: boolean }> {
  const parts = await db.selectFrom('inquiry_export_parts').select(['rows', 'content']).where('export_id', '=', id).orderBy('part').execute();
  const refs = parts.flatMap((p) => p.content.split('\r\n').slice(1, -1).map((line) => line.slice(0, line.indexOf(','))));
  const expected = (await db.selectFrom('contact_inquiries').select('public_ref').orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.public_ref);
  const ok = refs.length === ROWS && new Set(refs).size === ROWS && refs.every((ref, i) => ref === expected[i]);
  return { parts: parts.length, rows: refs.length, ok };
}

async function measure(db: Db): Promise<boolean> {
  const seedStart = performance.now();
  await seed(db);
  console.log(`${ROWS.toLocaleString('en-US')} inquiries seeded in ${seconds(seedStart).toFixed(1)} s`);
  const adminId = (await db.selectFrom('admins').select('id').where('username', '=', 'bench').executeTakeFirstOrThrow()).id;
  const job = { adminId, filters: {}, locale: 'ko' as const, timeZone: null };

  const whole = await createExport(db, job);
  const wholeStart = performance.now();
  const wholeMemory = await withMemory(async () => prepareExport(db, (await claimExport(db, { id: whole, staleAfterMinutes: 2 }))!));
  const wholeSeconds = seconds(wholeStart);
  console.log(`one run without a budget: ${wholeSeconds.toFixed(1)} s (a request has ${LIMIT_S.request} s, a scheduled function ${LIMIT_S.scheduled} s); ${wholeMemory}`);

  // The download's path: at most EXPORT_LIMIT rows in one answer.
  const downloadStart = performance.now();
  let bytes = 0;
  const downloadMemory = await withMemory(async () => {
    bytes = Buffer.byteLength((await exportInquiries(db, { admin: { id: adminId, username: 'bench' }, ip: '127.0.0.1' }, {}, { locale: 'ko', timeZone: null })).csv);
  });
  console.log(`the download (${EXPORT_LIMIT.toLocaleString('en-US')} rows at most, ${(bytes / 1024 / 1024).toFixed(2)} MB of ${EXPORT_MAX_BYTES / 1024 / 1024} MB): ${seconds(downloadStart).toFixed(1)} s; ${downloadMemory}`);
  await sql`DELETE FROM inquiry_exports WHERE id = ${whole}`.execute(db);

  // As production runs it; then as if the request's run were lost (its instance stopped at once), scheduled runs alone.
  const asRequested = await runsUntilReady(db, await createExport(db, job), { fromRequest: true });
  const scheduledOnly = await runsUntilReady(db, await createExport(db, job), { fromRequest: false });
  // And with a tenth of the scheduled budget, as on a machine ten times slower: many runs, each continuing.
  const slower = await runsUntilReady(db, await createExport(db, job), { fromRequest: false, budgetMs: SLOW_BUDGET_MS });
  return asRequested && scheduledOnly && slower;
}

/**
 * Runs on export `id` until it is ready, as the request (first, when `fromRequest`) and the scheduled
 * function do; `budgetMs`: the scheduled runs' budget instead of theirs.
 */
async function runsUntilReady(db: Db, id: number, { fromRequest, budgetMs }: { fromRequest: boolean; budgetMs?: number }): Promise<boolean> {
  console.log(fromRequest ? 'the request\'s run, then scheduled runs:' : budgetMs === undefined ? 'scheduled runs alone:' : `scheduled runs alone, with a budget of ${budgetMs / 1000} s:`);
  let ok = true;
  let total = 0;
  for (let run = 1; ; run++) {
    const kind = run === 1 && fromRequest ? 'request' : 'scheduled';
    const before = (await db.selectFrom('inquiry_exports').select('rows').where('id', '=', id).executeTakeFirstOrThrow()).rows;
    const start = performance.now();
    if (kind === 'request') await runExports(db, { id, budgetMs: REQUEST_BUDGET_MS });
    else await runExports(db, budgetMs === undefined ? {} : { budgetMs });
    const took = seconds(start);
    total += took;
    const after = await db.selectFrom('inquiry_exports').select(['rows', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    const ratio = took / LIMIT_S[kind];
    if (ratio > 1) ok = false;
    console.log(`  run ${String(run).padStart(2)} (${kind.padEnd(9)}) ${took.toFixed(1).padStart(5)} s / ${LIMIT_S[kind]} s = ${ratio.toFixed(2)}${ratio > 1 ? '  OVER' : ''}  rows ${before.toLocaleString('en-US')} -> ${after.rows.toLocaleString('en-US')}  ${after.status}`);
    if (after.status !== 'queued') break;
    if (run > 100) {
      ok = false;
      break;
    }
  }
  const result = await check(db, id);
  console.log(`  ${total.toFixed(1)} s of work in all; ${result.parts} parts, ${result.rows.toLocaleString('en-US')} data rows, ${result.ok ? 'every inquiry exactly once, newest first' : 'ROWS MISSING, REPEATED OR OUT OF ORDER'}`);
  return ok && result.ok;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-exports-'));
const embedded = new EmbeddedDatabase({ dataDir });
let ok = false;
try {
  const db = createDb(await embedded.start());
  console.log('embedded database (PGlite)');
  ok = await measure(db);
  await db.destroy();
} finally {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
