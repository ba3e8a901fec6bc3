/**
 * Counting a beacon: the day (the firm's), the visitor's hash under the day's salt, and the write to
 * the daily aggregates, written in batches with the other beacons the process receives at the same
 * time. No address, browser string or cookie is stored: the hash is kept only for its day (the daily
 * purge deletes it with the salt), so it cannot be recomputed or linked to another day; the address
 * and browser wait in memory, for a batch window at most, until their batch hashes them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { daySalt, recordHits, type HitRow } from '#db/repositories/visitor-analytics.ts';
import { classifySource, isContactPage, linkingPage, searchTerm, type HitInput } from '#domain/analytics/hit.ts';
import { calendarDay } from '#domain/firm-time.ts';

export interface HitContext {
  /** The platform's client address. */
  ip: string;
  userAgent: string;
  /** The site's host (the request's, checked same-origin): part of the hash, and not a source. */
  siteHost: string;
  /** Two letters, or 'unknown'. */
  country: string;
  now?: Date;
}

/** The salt of the current day, per process, so a hit asks the database for it once a day. */
let cached: { day: string; salt: Buffer } | undefined;

async function saltOf(db: Db, day: string): Promise<Buffer> {
  if (cached?.day === day) return cached.salt;
  const salt = await daySalt(db, day, randomBytes(32));
  cached = { day, salt };
  return salt;
}

/** The visitor hash of a day (43 base64url characters). */
export function visitorHash(salt: Buffer, ip: string, userAgent: string, siteHost: string): string {
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}\n${siteHost}`).digest('base64url');
}

/** A beacon waiting for its batch; the address and browser are kept in memory until the flush hashes them. */
interface Waiting {
  row: HitRow | { kind: 'pageview' | 'form_start'; hash: (salt: Buffer) => HitRow; day: string };
  queuedAt: number;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * How long the first beacon of a batch waits for others while beacons come in together, and the
 * most one statement carries. A statement costs about as much for one beacon as for fifty (its fixed
 * cost in server CPU is many times what each further beacon adds), so a busy process gains by
 * waiting; a quiet one, or an instance that serves one request at a time (a Lambda), would only
 * keep its waitUntil open longer, so a beacon that came alone goes at once.
 */
const BATCH_WINDOW_MS = 50;
const BATCH_MAX = 500;

/**
 * The beacons of one process on one database, coalesced: while beacons come in together (the last
 * batch carried more than one), a batch goes BATCH_WINDOW_MS after its first beacon or at BATCH_MAX
 * beacons, else on the next turn of the event loop; only one batch is written at a time (the pool
 * keeps its other connections for the site's pages and the inquiry form), and the beacons that
 * arrive meanwhile form the next batch. Each beacon's promise settles with the statement that counted it.
 */
class HitBatcher {
  private waiting: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing = false;
  private lastBatch = 0;

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  add(row: Waiting['row']): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ row, queuedAt: performance.now(), done, failed });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.waiting.length === 0) return;
    if (this.waiting.length >= BATCH_MAX) {
      clearTimeout(this.timer);
      this.timer = undefined;
      void this.flush();
      return;
    }
    // The window runs from the oldest waiting beacon, so one that waited for a write goes with the next.
    const window = this.lastBatch > 1 ? BATCH_WINDOW_MS : 0;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, Math.max(0, this.waiting[0]!.queuedAt + window - performance.now()));
  }

  private async flush(): Promise<void> {
    this.writing = true;
    const batch = this.waiting.splice(0, BATCH_MAX);
    this.lastBatch = batch.length;
    try {
      const salts = new Map<string, Buffer>();
      for (const { row } of batch) if ('hash' in row && !salts.has(row.day)) salts.set(row.day, await saltOf(this.db, row.day));
      await recordHits(this.db, batch.map(({ row }) => ('hash' in row ? row.hash(salts.get(row.day)!) : row)));
      for (const each of batch) each.done();
    } catch (error) {
      for (const each of batch) each.failed(error);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }
}

const batchers = new WeakMap<Db, HitBatcher>();

/** Counts one beacon with the others of its batch; resolves once the statement that counted it is done. */
export function recordHit(db: Db, hit: HitInput, at: HitContext): Promise<void> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new HitBatcher(db)));
  const day = calendarDay(at.now ?? new Date());
  const { source, campaign } = classifySource(hit, at.siteHost);
  const visitor = (salt: Buffer) => visitorHash(salt, at.ip, at.userAgent, at.siteHost);
  switch (hit.type) {
    case 'search':
      return batcher.add({ kind: 'search', day, locale: hit.locale, term: searchTerm(hit.term ?? ''), empty: hit.results === 0 });
    case 'notfound':
      return batcher.add({ kind: 'notfound', day, path: hit.path, referrer: linkingPage(hit.from) });
    case 'form_start':
      return batcher.add({ kind: 'form_start', day, hash: (salt) => ({ kind: 'form_start', day, visitor: visitor(salt), locale: hit.locale, source }) });
    case 'pageview':
      return batcher.add({
        kind: 'pageview', day, hash: (salt) => ({
          kind: 'pageview', day, visitor: visitor(salt), path: hit.path, locale: hit.locale, source, campaign, country: at.country,
          device: hit.screen ?? 'unknown', contact: isContactPage(hit.path),
        }),
      });
  }
}
