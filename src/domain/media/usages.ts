/**
 * Where uploaded images are used, found by their URLs (`/api/uploads/<id>.webp` and any smaller
 * copy's, `/api/uploads/<id>-960.webp`) in whatever a place stores: rich text in every locale,
 * `srcset`, picture fields, content pages and the site settings' JSON; for content and pages, in the item itself, its pending
 * draft and the revisions kept for restore. The finder walks every string of each place, so a field
 * added later (a team photo in the site settings) is found without being named here.
 */

export const usageKinds = ['notice', 'faq', 'csr', 'page', 'settings'] as const;
export type UsageKind = (typeof usageKinds)[number];

/** One place that uses an image: the item, its title, and the fields (dotted paths) naming it. */
export interface MediaUsage {
  kind: UsageKind;
  /** The item's id; the site settings group's key. */
  id: number | string;
  title: string;
  /** e.g. `content`, `translations.en.content`, `featured_image`, `team.0.photo`. */
  fields: string[];
  /** The item is in the trash: restoring it would bring the image back. */
  trashed: boolean;
  /**
   * Which stored copy of the item names it: the item itself (and the site settings), its pending
   * draft (`publishAt` when scheduled), or revisions kept for restore (`versions`).
   */
  source: UsageSource;
  /** A scheduled draft's publishing time (ISO). */
  publishAt?: string;
  /** The kept versions naming it, oldest first. */
  versions?: number[];
}

export type UsageSource = 'item' | 'draft' | 'revision';

/** A place to search: its identity and its stored values (a row, a draft, a revision, a settings value). */
export interface UsagePlace extends Omit<MediaUsage, 'fields'> {
  value: unknown;
}

/** An original's URL or a copy's (`-<width>`): a page showing only the copy still needs the image. */
const UPLOAD_URL = /\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-[0-9]+)?\.webp/gi;

/** The site path an upload is served at. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}.webp`;
}

/** The upload ids a text names (site paths or absolute URLs, originals or copies), each once, lowercase. */
export function uploadIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(UPLOAD_URL)].map((match) => match[1]!.toLowerCase()))];
}

/** Every string of a JSON-like value with its dotted path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, path ? `${path}.${i}` : String(i));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

/**
 * The usages of each upload id the places name (ids nothing names are absent). The revisions of one
 * item naming an id make one usage, with their versions and every field any of them names it in.
 */
export function findUsages(places: Iterable<UsagePlace>): Map<string, MediaUsage[]> {
  const found = new Map<string, MediaUsage[]>();
  for (const { value, ...place } of places) {
    const fields = new Map<string, string[]>();
    for (const [path, text] of strings(value, '')) {
      for (const id of uploadIdsIn(text)) fields.set(id, [...(fields.get(id) ?? []), path]);
    }
    for (const [id, paths] of fields) {
      const usages = found.get(id) ?? [];
      const same = place.source === 'revision' ? usages.find((u) => u.source === 'revision' && u.kind === place.kind && u.id === place.id) : undefined;
      if (same) {
        same.versions = [...(same.versions ?? []), ...(place.versions ?? [])];
        same.fields = [...new Set([...same.fields, ...paths])];
      } else usages.push({ ...place, fields: paths });
      found.set(id, usages);
    }
  }
  return found;
}
