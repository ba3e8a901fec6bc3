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
}

/** The library's filter: every image, or only those nothing uses (the ones that may be deleted). */
export const mediaFilters = ['all', 'unused'] as const;
export type MediaFilter = (typeof mediaFilters)[number];
