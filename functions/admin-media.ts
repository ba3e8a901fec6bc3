import type { Config } from '@netlify/functions';
import { mediaFilters, type MediaFilter } from '#domain/media/api.ts';
import { listMedia } from './_shared/admin/content/media.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/media[?filter=unused]: `{ items: MediaItem[] }`, newest first, each with where it
 * is used (notices, FAQs, CSR stories, trash included, and the site settings). An unknown filter
 * lists everything.
 */
export default adminRoute('admin-media', {
  GET: async ({ url, db }) => {
    const asked = url.searchParams.get('filter');
    const filter: MediaFilter = (mediaFilters as readonly string[]).includes(asked ?? '') ? (asked as MediaFilter) : 'all';
    return adminJson({ items: await listMedia(db, filter) });
  },
});

export const config: Config = { path: '/api/admin/media' };
