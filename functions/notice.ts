import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { withLibraryAlts } from '#db/repositories/uploads.ts';
import { findPublishedNotice } from '#db/repositories/notices.ts';
import { publicDetail } from './_shared/public-detail.ts';

/** GET /api/notices/{id}: one published notice (the fallback page of a notice newer than the build). */
export default publicDetail('/api/notices', 'notices', (id) => withLibraryAlts(getDb(), findPublishedNotice(getDb(), id), ['content']));

export const config: Config = { path: '/api/notices/:id' };
