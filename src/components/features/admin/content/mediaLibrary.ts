import { versionEtag } from '#domain/edit-version.ts';
import { altReady, type UploadAlt } from '#domain/media/alt.ts';
import type { MediaFilter, MediaItem } from '#domain/media/api.ts';
import type { Locale } from '#i18n/locales.ts';
import type { LibraryImage, LoadLibrary } from '../../admin-editor/library.ts';
import { adminFetch } from '../api.ts';

/** GET /api/admin/media: the library's images, newest first, with where each is used. */
export async function fetchMedia(filter: MediaFilter = 'all'): Promise<MediaItem[]> {
  return (await adminFetch<{ items: MediaItem[] }>('GET', filter === 'all' ? '/api/admin/media' : `/api/admin/media?filter=${filter}`)).items;
}

/** An image as the pickers offer it for text in `locale`: its alt text in that locale, else the Korean one. */
export function toLibraryImage(item: MediaItem, locale: Locale): LibraryImage {
  return { url: item.url, width: item.width, height: item.height, name: item.fileName, alt: item.alt[locale] ?? item.alt.ko ?? '', ready: altReady(item.alt) };
}

const loaders = new Map<Locale, LoadLibrary>();

/** The library loader for text in `locale`, one per locale (the picker reloads when it changes), read afresh each time a picker opens. */
export function libraryFor(locale: Locale): LoadLibrary {
  let load = loaders.get(locale);
  if (!load) {
    load = async () => (await fetchMedia()).map((item) => toLibraryImage(item, locale));
    loaders.set(locale, load);
  }
  return load;
}

/**
 * PUT /api/admin/media/:id with If-Match (the version the alt text was edited on): the alt text per
 * locale (Korean required; a 400 carries `alt.<locale>` field errors, a 412 the alt text saved
 * meanwhile in `current`); the new version.
 */
export async function saveMediaAlt(id: string, alt: UploadAlt, version: number): Promise<number> {
  return (await adminFetch<{ version: number }>('PUT', `/api/admin/media/${id}`, { alt }, { ifMatch: versionEtag(version) })).version;
}

/** DELETE /api/admin/media/:id: into the media trash (restorable for 30 days); a 409 (still used) carries `usages`. */
export async function deleteMedia(id: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/media/${id}`);
}

/** POST /api/admin/media/:id/restore: back out of the media trash. */
export async function restoreMedia(id: string): Promise<void> {
  await adminFetch('POST', `/api/admin/media/${id}/restore`);
}
