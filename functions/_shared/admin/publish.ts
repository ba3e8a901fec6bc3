/**
 * What follows an administrator's content change: the static pages are rebuilt (they carry the
 * content from the database at build time) and, for FAQs, the CDN's copy of /api/faqs (cached up to
 * 5 minutes under the tag `faqs`) is purged so visitors see the edit at once.
 *
 * - Rebuild: a POST to `BUILD_HOOK_URL` when set: a Netlify build hook in production; locally
 *   `npm start` points it at the local server's own token-protected hook (scripts/site.ts).
 * - Purge: `purgeCache({ tags: ['faqs'] })`, only on Netlify (where the platform sets `SITE_ID` and
 *   `NETLIFY_PURGE_API_TOKEN`); skipped elsewhere.
 *
 * Neither may fail or slow the admin's request: both run after the answer through the request's
 * `waitUntil` when the runtime offers one, each with a short timeout, and failures are only logged.
 */
import { purgeCache, type Context } from '@netlify/functions';

export type ContentKind = 'notices' | 'faqs' | 'csr-posts';

const HOOK_TIMEOUT_MS = 5_000;
const PURGE_TIMEOUT_MS = 5_000;

/** Replaceable in tests (the real purge calls Netlify's API). */
export const publishDeps = {
  purge: (tags: string[]): Promise<void> => purgeCache({ tags }),
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function triggerRebuild(kind: ContentKind): Promise<void> {
  const hook = process.env.BUILD_HOOK_URL;
  if (!hook) return;
  try {
    const response = await fetch(hook, { method: 'POST', body: '', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) console.error(`[publish] build hook answered ${response.status} after a change to ${kind}`);
  } catch (error) {
    console.error(`[publish] build hook failed after a change to ${kind}: ${(error as Error).message}`);
  }
}

/** Netlify's functions runtime sets both; a local or test process has neither (unless a test sets them). */
function onNetlify(): boolean {
  return Boolean(process.env.SITE_ID && process.env.NETLIFY_PURGE_API_TOKEN);
}

async function purgeFaqs(): Promise<void> {
  if (!onNetlify()) return;
  try {
    await withTimeout(publishDeps.purge(['faqs']), PURGE_TIMEOUT_MS, 'purge');
  } catch (error) {
    console.error(`[publish] CDN purge of tag faqs failed: ${(error as Error).message}`);
  }
}

/** The running request's `waitUntil`, when the runtime (Netlify, or the local server) offers one. */
function requestWaitUntil(): ((promise: Promise<unknown>) => void) | undefined {
  const context = (globalThis as { Netlify?: { context?: Context | null } }).Netlify?.context;
  return typeof context?.waitUntil === 'function' ? context.waitUntil.bind(context) : undefined;
}

/**
 * Starts the rebuild (and the FAQ purge). With a `waitUntil` it returns at once and the work runs
 * after the answer; without one (tests, plain scripts) it waits for the work, which never throws.
 */
export async function afterContentChange(kind: ContentKind): Promise<void> {
  const work = Promise.all([triggerRebuild(kind), kind === 'faqs' ? purgeFaqs() : Promise.resolve()]).then(() => undefined);
  const waitUntil = requestWaitUntil();
  if (waitUntil) waitUntil(work);
  else await work;
}
