import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { csrCategoryValues } from '#data/csr-categories.ts';
import { publicList } from './_shared/public-list.ts';

/**
 * GET /api/csr-posts: one page of the published CSR stories, newest first (their view counts are
 * GET /api/view-counts?kind=csr_post). `?page=&pageSize=` (20 by default, at most 100) and
 * `category=` one category's; the count and the other pages in the headers (public-list.ts). Cached
 * per content version, revalidated by ETag, kept by the CDN up to 5 minutes and purged on change
 * (public-json.ts).
 */
export default publicList('csr-posts', {
  collection: 'csr_posts',
  base: '/api/csr-posts',
  rules: { categories: csrCategoryValues, searchable: false, langs: [] },
  loadAll: () => withLibraryAlts(getDb(), listPublishedCsrPosts(getDb()), ['content']),
});

export const config: Config = { path: '/api/csr-posts' };
