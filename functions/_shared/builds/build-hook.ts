/**
 * The build hook: a POST to `BUILD_HOOK_URL` starts a rebuild of the prebuilt pages (a Netlify build
 * hook in production; locally `npm start` points it at its own SiteBuilder, scripts/site.ts).
 */
import type { BuildOutcome } from '#db/repositories/site-builds.ts';

const HOOK_TIMEOUT_MS = 5_000;
/** Longest error kept with a build (the column's width). */
export const MAX_BUILD_ERROR_LENGTH = 500;

/**
 * A failure as one short line for the dashboard: whitespace collapsed, and a long text cut in the
 * middle, since a build's first line names what failed and its last lines say why.
 */
export function shortBuildError(message: string): string {
  const line = message.replaceAll(/\s+/g, ' ').trim() || 'unknown error';
  const chars = [...line];
  if (chars.length <= MAX_BUILD_ERROR_LENGTH) return line;
  const head = 150;
  return `${chars.slice(0, head).join('')} … ${chars.slice(chars.length - (MAX_BUILD_ERROR_LENGTH - head - 3)).join('')}`;
}

/** Posts to the build hook; never throws: a missing URL, a network error or an error status is the failure it returns. */
export async function postBuildHook(): Promise<BuildOutcome> {
  const hook = process.env.BUILD_HOOK_URL;
  if (!hook) return { ok: false, error: 'BUILD_HOOK_URL is not set: nothing rebuilds the site.' };
  try {
    const response = await fetch(hook, { method: 'POST', body: '', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `The build hook answered ${response.status}.` };
  } catch (error) {
    return { ok: false, error: shortBuildError(`The build hook could not be reached: ${(error as Error).message}`) };
  }
}
