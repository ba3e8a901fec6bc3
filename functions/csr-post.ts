import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { findPublishedCsrPost } from '#db/repositories/csr-posts.ts';
import { publicDetail } from './_shared/public-detail.ts';

/** GET /api/csr-posts/{id}: one published story (the fallback page of a story newer than the build). */
export default publicDetail('/api/csr-posts', 'csr_posts', (id) => withLibraryAlts(getDb(), findPublishedCsrPost(getDb(), id), ['content']));

export const config: Config = { path: '/api/csr-posts/:id' };
