import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { backfillUploadVariants } from './_shared/admin/content/media.ts';
import { afterContentChange } from './_shared/admin/publish.ts';

/**
 * Makes the 480/960/1440 px copies of images uploaded before copies existed, up to 25 every ten
 * minutes and none started after 15 s of the run (a scheduled function has 30 s; the rest waits for
 * the next run), and starts a rebuild when it made some so their pages offer `srcset`. Nothing to do (the
 * usual case once done) costs one query.
 */
export default async function uploadVariantsBackfill(): Promise<Response> {
  const run = await backfillUploadVariants(getDb());
  if (run.failed.length > 0) console.error(`[upload-variants] could not make copies of ${run.failed.join(', ')}`);
  if (run.done > 0) {
    console.log(`[upload-variants] made the smaller copies of ${run.done} earlier uploads`);
    // The pages read the copies at build time; 'settings' is the rebuild that no content type's CDN purge goes with.
    await afterContentChange('settings');
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/10 * * * *' };
