/**
 * The content stamps as they are now (db/repositories/content-versions.ts). Every caller gets stamps
 * read by a query that started after it called, so a write committed before a request began is
 * always seen by that request, in this process or any other (another function instance on Netlify,
 * another local process): the stamp lives in the database, not in this process's memory. Callers
 * that arrive while a query runs share the next one, so under load one small query serves every
 * request that came in meanwhile, and requests never queue one query each.
 */
import { getDb } from '#db/client.ts';
import { readContentStamps, type ContentCollection } from '#db/repositories/content-versions.ts';

export type Stamps = Map<ContentCollection, string>;

/** Replaceable in tests. */
export const stampDeps = { read: (): Promise<Stamps> => readContentStamps(getDb()) };

let running: Promise<Stamps> | undefined;
let queued: Promise<Stamps> | undefined;

function start(): Promise<Stamps> {
  const query: Promise<Stamps> = stampDeps.read().finally(() => {
    if (running === query) running = undefined;
  });
  running = query;
  return query;
}

/** Stamps read after this call: the running query if none runs, else the one after it (shared). */
export function currentStamps(): Promise<Stamps> {
  if (!running) return start();
  queued ??= running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      queued = undefined;
      return start();
    });
  return queued;
}
