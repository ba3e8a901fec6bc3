/**
 * The edit version of an item as an HTTP entity tag, shared by the admin functions (which send it
 * and check it) and the admin app (which sends it back). A strong validator, `"v<version>"`: the
 * version is bumped by every edit of the item, so equal tags mean the same stored text (RFC 9110
 * section 8.8.3). View counts never bump it.
 */

/** The ETag of edit version `version`. */
export function versionEtag(version: number): string {
  return `"v${version}"`;
}

/**
 * What an If-Match header asks for: nothing (absent), any current version (`*`), or one of a list
 * of versions. Entity tags that are not ours (weak ones, other formats) can never match, so they
 * are simply left out of the list (an empty list then fails the precondition).
 */
export type IfMatch = { kind: 'absent' } | { kind: 'any' } | { kind: 'versions'; versions: number[] };

const TAG = /^"v([1-9][0-9]{0,9})"$/;

export function parseIfMatch(header: string | null | undefined): IfMatch {
  if (header === null || header === undefined || header.trim() === '') return { kind: 'absent' };
  if (header.trim() === '*') return { kind: 'any' };
  const versions: number[] = [];
  for (const part of header.split(',')) {
    const match = TAG.exec(part.trim());
    const version = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (Number.isSafeInteger(version) && version <= 2 ** 31 - 1) versions.push(version);
  }
  return { kind: 'versions', versions };
}

/** Whether an item at `version` satisfies the header (an absent header satisfies nothing here). */
export function ifMatchAllows(ifMatch: IfMatch, version: number): boolean {
  return ifMatch.kind === 'any' || (ifMatch.kind === 'versions' && ifMatch.versions.includes(version));
}
