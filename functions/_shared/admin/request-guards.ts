/** Checks the wrapper makes on a request before it reads a session (see README.md, steps 2 and 3). */
import { unstorableJsonPaths, unstorableQueryNames } from '../input-text.ts';

/** The field message for text PostgreSQL cannot store (NUL, half a surrogate pair, bytes that are not UTF-8). */
export const BAD_CHARACTER = '허용되지 않는 문자가 포함되어 있습니다.';

/** `{ parameter: message }` for each query parameter holding such text; undefined when none does. */
export function unstorableQueryFields(url: URL): Record<string, string> | undefined {
  return badCharacterFields(unstorableQueryNames(url));
}

/** `{ 'a.b': message }` for each string or key of a parsed JSON body holding such text; undefined when none does. */
export function unstorableBodyFields(body: unknown): Record<string, string> | undefined {
  return badCharacterFields(unstorableJsonPaths(body));
}

function badCharacterFields(names: readonly string[]): Record<string, string> | undefined {
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, BAD_CHARACTER])) : undefined;
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

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

/**
 * Reads the body, stopping as soon as it exceeds `limit` bytes (a declared Content-Length over the
 * limit is refused before reading anything).
 */
export async function readBodyWithin(req: Request, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, tooLarge: true };
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
