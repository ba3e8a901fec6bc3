/** Checks the wrapper makes on a request before it reads a session (see README.md, steps 2 and 3). */
import { says } from './messages/index.ts';
import { unstorableJsonPaths, unstorableQueryNames } from '../input-text.ts';

/** The field message for text PostgreSQL cannot store (NUL, half a surrogate pair, bytes that are not UTF-8), in the request's language. */
export const BAD_CHARACTER = says((m) => m.badCharacter);

/** `{ parameter: message }` for each query parameter holding such text; undefined when none does. */
export function unstorableQueryFields(url: URL): Record<string, string> | undefined {
  return badCharacterFields(unstorableQueryNames(url));
}

/** `{ 'a.b': message }` for each string or key of a parsed JSON body holding such text; undefined when none does. */
export function unstorableBodyFields(body: unknown): Record<string, string> | undefined {
  return badCharacterFields(unstorableJsonPaths(body));
}

function badCharacterFields(names: readonly string[]): Record<string, string> | undefined {
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, BAD_CHARACTER()])) : undefined;
}

export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * A state-changing request from another site: `Sec-Fetch-Site` present and not same-origin/none
 * (a user typing or a bookmark), or an `Origin` that is not the request's own.
 */
export function isCrossSite(req: Request, url: URL): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.get('origin');
  return origin !== null && origin !== url.origin;
}

/** The media type of the Content-Type header, lowercased, without parameters ('' when absent). */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

