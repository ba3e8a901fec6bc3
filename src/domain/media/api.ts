import type { UploadAlt } from './alt.ts';
import type { MediaUsage } from './usages.ts';

/** One image of the media library as GET /api/admin/media answers it. */
export interface MediaItem {
  id: string;
  /** The site path it is served at, the one content stores. */
  url: string;
  /** The uploaded file's name, else the stored one (`<id>.webp`). */
  fileName: string;
  width: number;
  height: number;
  /** Size of the stored WebP in bytes. */
  byteLength: number;
  alt: UploadAlt;
  /** Who uploaded it (null: an account since deleted). */
  uploadedBy: string | null;
  uploadedAt: string;
  usages: MediaUsage[];
  /** The alt text's edit version: sent back as If-Match (`"v<version>"`) with an alt edit. */
  version: number;
  /** In the media trash: when, by whom, and when the purge deletes it unless restored (or still used then). */
  trash?: { deletedAt: string; deletedBy: string | null; purgeAt: string };
}

/**
 * The library's filter: every image, only those nothing uses (the ones that may be deleted), or
 * those in the trash (restorable until the purge).
 */
export const mediaFilters = ['all', 'unused', 'trash'] as const;

/** How long a deleted image stays in the media trash, restorable, before the purge deletes it: as content's. */
export const MEDIA_TRASH_DAYS = 30;
export type MediaFilter = (typeof mediaFilters)[number];
