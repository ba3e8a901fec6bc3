/**
 * Conditional writes of the admin API (RFC 9110 section 13.1.1, RFC 6585 section 3): a PUT, PATCH or
 * DELETE of an item names the edit version it started from in If-Match. Without one the answer is
 * 428; when the item has moved on it is 412 with the item as it is now (and its ETag), so the admin
 * app can show who changed it and when. The version check itself happens in the same UPDATE or
 * DELETE statement as the write (`version = ANY(...)`), never in a separate read.
 */
import { parseIfMatch, versionEtag, type IfMatch } from '#domain/edit-version.ts';
import { errorResponse, json } from '../http.ts';

export type Precondition = { ok: true; ifMatch: Exclude<IfMatch, { kind: 'absent' }> } | { ok: false; response: Response };

/** The request's If-Match, or the 428 answer when it has none. */
export function requireIfMatch(req: Request): Precondition {
  const ifMatch = parseIfMatch(req.headers.get('if-match'));
  if (ifMatch.kind === 'absent') {
    return { ok: false, response: errorResponse(428, 'Precondition Required: send If-Match with the ETag of the version you started from') };
  }
  return { ok: true, ifMatch };
}

/** The versions a write may replace: undefined for `If-Match: *` (any current version). */
export function allowedVersions(ifMatch: Exclude<IfMatch, { kind: 'absent' }>): readonly number[] | undefined {
  return ifMatch.kind === 'any' ? undefined : ifMatch.versions;
}

/** 412 with the item as it is now, so the editor can compare, reload or deliberately save over it. */
export function preconditionFailed(current: unknown, version: number, what: 'item' | 'draft' = 'item'): Response {
  return errorResponse(412, `Precondition Failed: the ${what} changed since you opened it`, { current }, { ETag: versionEtag(version) });
}

/** An answer about one item, carrying its version as the ETag. */
export function itemJson(body: unknown, version: number, status = 200): Response {
  return json(body, { status, headers: { ETag: versionEtag(version) } });
}
