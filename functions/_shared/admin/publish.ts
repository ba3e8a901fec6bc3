/**
 * What follows an administrator's content change: the static pages are rebuilt (they carry the
 * content from the database at build time) and the CDN's copies of that kind's public answers
 * (/api/faqs, /api/notices[/id], /api/csr-posts[/id], cached up to 5 minutes under the tag of their
 * kind: public-json.ts) are purged so visitors see the edit at once. The functions' own in-memory
 * copies need nothing from here: they follow the content stamp the database trigger changes.
 *
 * - Rebuild: the change is recorded as a build request (site_builds, with the administrator), then
 *   a POST to `BUILD_HOOK_URL` asks for the build: a Netlify build hook in production; locally
 *   `npm start` points it at the local server's own token-protected hook (scripts/site.ts). A hook
 *   that cannot be reached fails the request at once, and the scheduled retry takes it from there
 *   (functions/_shared/builds/retries.ts).
 * - Purge: `purgeCache({ tags: [kind] })` (`notices`, `faqs` or `csr-posts`), only on Netlify (where the platform sets `SITE_ID` and
 *   `NETLIFY_PURGE_API_TOKEN`); skipped elsewhere.
 *
 * Neither may fail or slow the admin's request: only the request's record is written before the
 * answer (so a change is never lost from the record); the hook and the purge run after it through
 * the request's `waitUntil` when the runtime offers one, each with a short timeout, and failures are
 * only logged.
 */
import { purgeCache, type Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { insertBuildRequest, markBuildRequestFailed, type BuildOutcome, type NewBuildRequest } from '#db/repositories/site-builds.ts';
import { postBuildHook } from '../builds/build-hook.ts';

export type ContentKind = 'notices' | 'faqs' | 'csr-posts';
/** What a rebuild follows: one of the three content types, or the site settings (contact channels and the like). */
export type PublishedKind = ContentKind | 'settings';

const PURGE_TIMEOUT_MS = 5_000;

/** Replaceable in tests (the real purge calls Netlify's API; the build records need a database). */
export const publishDeps = {
  purge: (tags: string[]): Promise<void> => purgeCache({ tags }),
  recordBuildRequest: async (request: NewBuildRequest): Promise<number> => {
    const row = await insertBuildRequest(getDb(), request, new Date());
    if (!row) throw new Error('the build request was not stored');
    return row.id;
  },
  recordHookFailure: (id: number, error: string): Promise<void> => markBuildRequestFailed(getDb(), id, error, new Date()),
  postBuildHook: (): Promise<BuildOutcome> => postBuildHook(),
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Records the change as a build request; undefined (logged) when the record cannot be written. */
async function recordRequest(kind: PublishedKind, admin: { id: number } | undefined): Promise<number | undefined> {
  try {
    return await publishDeps.recordBuildRequest({ reason: 'content', contentKind: kind, requestedBy: admin && admin.id > 0 ? admin.id : null });
  } catch (error) {
    console.error(`[publish] could not record the build request after a change to ${kind}: ${(error as Error).message}`);
    return undefined;
  }
}

async function triggerRebuild(kind: PublishedKind, requestId: number | undefined): Promise<void> {
  const outcome = await publishDeps.postBuildHook();
  if (outcome.ok) return;
  console.error(`[publish] build request after a change to ${kind} failed: ${outcome.error}`);
  if (requestId === undefined) return;
  try {
    await publishDeps.recordHookFailure(requestId, outcome.error);
  } catch (error) {
    console.error(`[publish] could not record the failed build request ${requestId}: ${(error as Error).message}`);
  }
}

/** Netlify's functions runtime sets both; a local or test process has neither (unless a test sets them). */
function onNetlify(): boolean {
  return Boolean(process.env.SITE_ID && process.env.NETLIFY_PURGE_API_TOKEN);
}

/** The settings are in no cached answer (only in the pages, which the rebuild replaces). */
async function purgeCdn(kind: PublishedKind): Promise<void> {
  if (kind === 'settings' || !onNetlify()) return;
  try {
    await withTimeout(publishDeps.purge([kind]), PURGE_TIMEOUT_MS, 'purge');
  } catch (error) {
    console.error(`[publish] CDN purge of tag ${kind} failed: ${(error as Error).message}`);
  }
}

/** The running request's `waitUntil`, when the runtime (Netlify, or the local server) offers one. */
function requestWaitUntil(): ((promise: Promise<unknown>) => void) | undefined {
  const context = (globalThis as { Netlify?: { context?: Context | null } }).Netlify?.context;
  return typeof context?.waitUntil === 'function' ? context.waitUntil.bind(context) : undefined;
}

/**
 * Records the build request of `admin`'s change, then starts the rebuild and the CDN purge. With
 * a `waitUntil` it returns once the record is written and the rest runs after the answer; without
 * one (tests, plain scripts) it waits for the work. It never throws.
 */
export async function afterContentChange(kind: PublishedKind, admin?: { id: number }): Promise<void> {
  const requestId = await recordRequest(kind, admin);
  const work = Promise.all([triggerRebuild(kind, requestId), purgeCdn(kind)]).then(() => undefined);
  const waitUntil = requestWaitUntil();
  if (waitUntil) waitUntil(work);
  else await work;
}
