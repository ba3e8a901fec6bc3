/**
 * Routes of the local server itself, not of the site: under `/.netlify/local/`, POST only, matched by
 * exact path (compared in constant time, since a path may carry a secret token). Used for the local
 * build hook: `startSite` points `BUILD_HOOK_URL` at `/.netlify/local/build-hook/<random token>`, so
 * an admin's change rebuilds the local site as a Netlify build hook does in production.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './small-responses.ts';

export const INTERNAL_PREFIX = '/.netlify/local/';

export interface InternalRoute {
  /** The full path, starting with `/.netlify/local/`. */
  path: string;
  /** Runs on a POST to the path; the request is answered 202 at once. */
  onPost(): void;
}

function samePath(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Answers a request under the internal prefix (202 for a POST to a known path, 405 for another
 * method, 404 for any other path) and returns true; returns false for every other request.
 */
export function handleInternalRoute(req: IncomingMessage, res: ServerResponse, routes: readonly InternalRoute[]): boolean {
  const path = (req.url ?? '').split('?')[0]!;
  if (!path.startsWith(INTERNAL_PREFIX)) return false;
  req.resume(); // the body (if any) is not used
  const route = routes.find((r) => samePath(r.path, path));
  if (!route) sendText(res, 404, 'Not Found');
  else if (req.method !== 'POST') sendText(res, 405, 'Method Not Allowed', { Allow: 'POST' });
  else {
    route.onPost();
    sendText(res, 202, 'Accepted');
  }
  return true;
}
