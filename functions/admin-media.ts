import type { Config } from '@netlify/functions';
import { mediaFilters, type MediaFilter } from '#domain/media/api.ts';
import { listMedia } from './_shared/admin/content/media.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/media[?filter=unused|trash]: `{ items: MediaItem[] }`, newest first, each with its
 * alt text's version and where it is used (notices, FAQs, CSR stories, the content trash, their drafts
 * and kept revisions, and the site settings); `trash`: the images in the media trash, most recently
 * deleted first, with when the purge deletes them. An unknown filter lists every image out of the trash.
 */
export default adminRoute('admin-media', {
  GET: async ({ url, db }) => {
    const asked = url.searchParams.get('filter');
    const filter: MediaFilter = (mediaFilters as readonly string[]).includes(asked ?? '') ? (asked as MediaFilter) : 'all';
    return adminJson({ items: await listMedia(db, filter) });
  },
});

export const config: Config = { path: '/api/admin/media' };
