/**
 * A page's picture field and the media library, apart from React: the address a chosen picture
 * gives, the alt text field that goes with a picture, when the library's alt text fills it or is
 * only offered, and the library narrowed by a search.
 */
import { IMAGE } from '#domain/pages/fields.ts';
import { parseUploadFile, uploadUrl } from '#domain/uploads.ts';
import { getAt, type Path } from './form.ts';

/**
 * The address a page stores for a library picture: the original upload's (`/api/uploads/<id>.webp`),
 * also when a smaller copy's address (`<id>-480.webp`) is given, since the site finds the copies from
 * the original and the media library counts a picture as used by that address alone. Anything else
 * (a site path, https) is kept as it is, trimmed.
 */
export function pictureAddress(url: string): string {
  const trimmed = url.trim();
  const file = /^\/api\/uploads\/([^/?#]+)$/.exec(trimmed)?.[1];
  const upload = file ? parseUploadFile(file) : undefined;
  return upload ? uploadUrl(upload.id) : trimmed;
}

/** Whether the form may draw the address as a thumbnail: an address the page schema accepts. */
export const showsPicture = (address: string): boolean => IMAGE.test(address.trim());

/**
 * The alt text field of the picture at `path`: in the same group, `<name>Alt` (`photo` and
 * `photoAlt`), else `alt` (a group holding one picture and its alt text). Undefined when the group
 * has neither as text (a picture whose alt text the page writes itself, or a list of bare addresses).
 */
export function altPathOf(content: unknown, path: Path): Path | undefined {
  const name = path.at(-1);
  if (typeof name !== 'string') return undefined;
  const parent = path.slice(0, -1);
  for (const key of [`${name}Alt`, 'alt']) {
    if (key === name) continue;
    const candidate = [...parent, key];
    if (typeof getAt(content, candidate) === 'string') return candidate;
  }
  return undefined;
}

/**
 * What becomes of the library's alt text when a picture is chosen: `fill` an empty alt field with it,
 * `offer` it beside an alt field already written differently (what staff wrote is never replaced
 * unasked), else `none` (no alt field, the library has none in this language, or they are the same).
 */
export function altAction(current: string | undefined, libraryAlt: string): 'fill' | 'offer' | 'none' {
  const offered = libraryAlt.trim();
  if (current === undefined || offered === '') return 'none';
  const written = current.trim();
  if (written === '') return 'fill';
  return written === offered ? 'none' : 'offer';
}

/** The library's pictures whose file name or alt text holds every word of `query` (any case, any Unicode form). */
export function searchLibrary<T extends { name: string; alt: string }>(images: readonly T[], query: string): T[] {
  const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...images];
  return images.filter((image) => {
    const haystack = fold(`${image.name} ${image.alt}`);
    return words.every((word) => haystack.includes(word));
  });
}
