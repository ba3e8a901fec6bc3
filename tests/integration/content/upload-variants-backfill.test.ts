/**
 * Images uploaded before smaller copies were made get them from the scheduled backfill
 * (functions/upload-variants-backfill.ts): each width below the image's own, as the upload itself
 * makes them; an image too small for any copy, or done already, is never taken again; a run with
 * copies made asks for the rebuild that puts them in the pages' srcset.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import uploadVariantsBackfill, { config } from '#functions/upload-variants-backfill.ts';
import { backfillUploadVariants } from '#functions/_shared/admin/content/media.ts';
import { useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
let restoreEnv: () => void;
beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  delete process.env.BUILD_HOOK_URL;
});
beforeEach(async () => {
  await sql`DELETE FROM uploads`.execute(db);
  await db.deleteFrom('site_builds').execute();
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

const OLD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NARROW = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const MIDDLE = '16fd2706-8baf-433b-82eb-8c7fada847da';

/** An upload as an earlier version stored it: the WebP alone, no copies. */
async function storeOldUpload(id: string, width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).webp().toBuffer();
  await sql`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes)
    VALUES (${id}, 'image/webp', ${width}, ${height}, ${bytes.byteLength}, ${id.replace(/-/g, '').padEnd(64, '0')}, ${bytes})`.execute(db);
}
const copies = async () =>
  (await db.selectFrom('upload_variants').select(['upload_id', 'width', 'height', 'bytes']).orderBy('upload_id').orderBy('width').execute()).map((row) => ({
    id: row.upload_id,
    size: `${row.width}x${row.height}`,
    webp: Buffer.from(row.bytes).subarray(8, 12).toString('ascii'),
  }));

describe('the upload copies backfill', () => {
  it('makes each width below the image’s own, once, and leaves images too small for any', async () => {
    await storeOldUpload(OLD, 1600, 900);
    await storeOldUpload(MIDDLE, 700, 350);
    await storeOldUpload(NARROW, 400, 300);
    expect(await backfillUploadVariants(db)).toEqual({ done: 2, failed: [] });
    expect(await copies()).toEqual([
      { id: OLD, size: '480x270', webp: 'WEBP' },
      { id: OLD, size: '960x540', webp: 'WEBP' },
      { id: OLD, size: '1440x810', webp: 'WEBP' },
      { id: MIDDLE, size: '480x240', webp: 'WEBP' },
    ].sort((a, b) => a.id.localeCompare(b.id)));
    expect(await backfillUploadVariants(db)).toEqual({ done: 0, failed: [] });
  });

  it('takes a batch at a time, oldest first, and names an image it cannot read without stopping', async () => {
    await storeOldUpload(OLD, 1000, 500);
    await sql`UPDATE uploads SET created_at = now() - interval '1 day'`.execute(db);
    await storeOldUpload(MIDDLE, 1000, 500);
    await sql`UPDATE uploads SET bytes = ${Buffer.from('not an image')} WHERE id = ${OLD}`.execute(db);
    expect(await backfillUploadVariants(db, 1)).toEqual({ done: 0, failed: [OLD] });
    expect(await backfillUploadVariants(db, 2)).toEqual({ done: 1, failed: [OLD] });
    expect((await copies()).map((c) => c.id)).toEqual([MIDDLE, MIDDLE]);
  });

  it('starts no image once its time budget is spent, and the next run takes the rest', async () => {
    const ids = [OLD, MIDDLE, NARROW.replace('7c9e', '7c9f'), NARROW.replace('7c9e', '7ca0')];
    for (const [i, id] of ids.entries()) {
      await storeOldUpload(id, 1000, 500);
      await sql`UPDATE uploads SET created_at = now() - make_interval(mins => ${10 - i}) WHERE id = ${id}`.execute(db);
    }
    // A slow run: each look at the clock is a second later, so a 2.5 s budget lets two images start.
    let clock = 0;
    const slow = () => (clock += 1000);
    expect(await backfillUploadVariants(db, 25, { budgetMs: 2500, now: slow })).toEqual({ done: 2, failed: [] });
    const withCopies = async () => [...new Set((await copies()).map((c) => c.id))].sort();
    expect(await withCopies()).toEqual([ids[0], ids[1]].sort());
    // The next run takes up where that one stopped: the two left, none of the first again.
    expect(await backfillUploadVariants(db, 25, { budgetMs: 2500, now: slow })).toEqual({ done: 2, failed: [] });
    expect(await withCopies()).toEqual([...ids].sort());
    expect(await db.selectFrom('upload_variants').select('upload_id').execute()).toHaveLength(4 * 2);
    expect(await backfillUploadVariants(db)).toEqual({ done: 0, failed: [] });
  });

  it('runs every ten minutes and asks for a rebuild only when it made copies', async () => {
    expect(config.schedule).toBe('*/10 * * * *');
    expect((await uploadVariantsBackfill()).status).toBe(204);
    expect(await db.selectFrom('site_builds').select('id').execute()).toHaveLength(0);
    await storeOldUpload(OLD, 1200, 600);
    expect((await uploadVariantsBackfill()).status).toBe(204);
    expect(await db.selectFrom('site_builds').select('id').execute()).toHaveLength(1);
  });
});
