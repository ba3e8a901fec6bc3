/**
 * Image uploads: POST /api/admin/uploads (magic bytes, resize to 1600 px, WebP without metadata,
 * dedupe, pixel-bomb refusal, audit) and the public GET /api/uploads/:file (caching headers, 404s).
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import type { Db } from '#db/client.ts';
import adminUploads from '#functions/admin-uploads.ts';
import { UPLOAD_MAX_BYTES } from '#domain/uploads.ts';
import uploads from '#functions/uploads.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
let restoreEnv: () => void;
let cookie: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  await createAdmin(db);
  cookie = await signIn();
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

const upload = (bytes: Uint8Array, type: string) => adminRequest(adminUploads, 'POST', '/api/admin/uploads', { cookie, body: bytes, headers: { 'Content-Type': type } });
const fetchUpload = (file: string, headers: Record<string, string> = {}) =>
  uploads(get(`/api/uploads/${file}`, { headers }), { params: { file } } as unknown as Context);

async function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', withExif = false): Promise<Buffer> {
  let pipeline = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  if (withExif) pipeline = pipeline.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } });
  return pipeline.toFormat(format).toBuffer();
}

/** A PNG whose header claims `width` x `height` pixels, with no pixel data: the decompression-bomb shape. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/admin/uploads', () => {
  it('resizes a wide image to 1600 px, stores it as WebP and serves it with immutable caching', async () => {
    const response = await upload(await image(3200, 1800, 'png'), 'image/png');
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { url: string; width: number; height: number };
    expect(answer).toMatchObject({ url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/), width: 1600, height: 900 });

    const file = answer.url.split('/').pop()!;
    const served = await fetchUpload(file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    expect(Number(served.headers.get('content-length'))).toBe(bytes.byteLength);

    const revalidated = await fetchUpload(file, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await listRecentAudit(db)).toMatchObject([{ action: 'upload', entity: 'upload', entityId: file.replace('.webp', '') }, { action: 'login' }]);
  });

  it('makes its 480, 960 and 1440 px copies at upload, answers them with their sizes and a srcset, and serves each', async () => {
    const response = await upload(await image(3200, 2000, 'jpeg'), 'image/jpeg');
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { url: string; width: number; height: number; variants: { url: string; width: number; height: number }[]; srcset: string };
    const base = answer.url.replace(/\.webp$/, '');
    expect(answer).toEqual({
      url: answer.url,
      width: 1600,
      height: 1000,
      variants: [
        { url: `${base}-480.webp`, width: 480, height: 300 },
        { url: `${base}-960.webp`, width: 960, height: 600 },
        { url: `${base}-1440.webp`, width: 1440, height: 900 },
      ],
      srcset: `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1440.webp 1440w, ${answer.url} 1600w`,
    });
    for (const variant of answer.variants) {
      const file = variant.url.split('/').pop()!;
      const served = await fetchUpload(file);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = served.headers.get('etag')!;
      expect(etag).toBe(`"${(await db.selectFrom('uploads').select('sha256').executeTakeFirstOrThrow()).sha256.slice(0, 32)}-${variant.width}"`);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect((await fetchUpload(file, { 'If-None-Match': etag })).status).toBe(304);
    }
    expect((await fetchUpload(`${base.split('/').pop()}-320.webp`)).status).toBe(404);
    // Uploading it again answers the same copies (none made twice).
    const again = (await (await upload(await image(3200, 2000, 'jpeg'), 'image/jpeg')).json()) as typeof answer;
    expect(again.variants).toEqual(answer.variants);
    expect(Number((await db.selectFrom('upload_variants').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(3);
  });

  it('makes only the copies narrower than the image: none for a small one', async () => {
    const narrow = (await (await upload(await image(1000, 500, 'png'), 'image/png')).json()) as { url: string; variants: { width: number }[]; srcset: string };
    expect(narrow.variants.map((v) => v.width)).toEqual([480, 960]);
    const small = (await (await upload(await image(300, 200, 'png'), 'image/png')).json()) as { url: string; variants: unknown[]; srcset: string };
    expect(small.variants).toEqual([]);
    expect(small.srcset).toBe(`${small.url} 300w`);
  });

  it('keeps a small image at its size, in every accepted format, without its metadata', async () => {
    for (const format of ['jpeg', 'webp', 'gif', 'png'] as const) {
      const response = await upload(await image(120, 80, format, format === 'jpeg'), `image/${format}`);
      expect(response.status, format).toBe(201);
      const answer = (await response.json()) as { url: string; width: number; height: number };
      expect(answer).toMatchObject({ width: 120, height: 80 });
      const stored = await db.selectFrom('uploads').select(['bytes', 'content_type']).where('id', '=', answer.url.slice(13, 49)).executeTakeFirstOrThrow();
      expect(stored.content_type).toBe('image/webp');
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    }
  });

  it('stores the same image once and answers the same URL again', async () => {
    const bytes = await image(300, 200, 'png');
    const first = (await (await upload(bytes, 'image/png')).json()) as { url: string };
    const second = await upload(bytes, 'image/png');
    expect(second.status).toBe(201);
    expect(((await second.json()) as { url: string }).url).toBe(first.url);
    const rows = await db.selectFrom('uploads').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bytes that are not the declared image (415), whatever the header says', async () => {
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>'.repeat(20))]);
    expect((await upload(fakePng, 'image/png')).status).toBe(415);
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png')).status).toBe(415);
    expect((await upload(await image(10, 10, 'jpeg'), 'image/png')).status).toBe(415);
    expect((await upload(await image(10, 10, 'png'), 'image/svg+xml')).status).toBe(415);
    expect((await upload(await image(10, 10, 'png'), 'application/json')).status).toBe(415);
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('refuses a decompression bomb (huge pixel dimensions) with 413, never 500', async () => {
    const response = await upload(pngHeaderOnly(60_000, 60_000), 'image/png');
    expect(response.status).toBe(413);
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('refuses an image too tall for WebP with 422 saying its size and the limit, and takes a long one that fits once resized', async () => {
    // 1600 x 25000 stays 1600 wide, so 25,000 px tall: over WebP's 16,383 px per side.
    const tall = await sharp({ create: { width: 1600, height: 25_000, channels: 3, background: '#c81e3c' } }).png({ compressionLevel: 1 }).toBuffer();
    for (const [language, said] of [['ko', '1600 × 25000px'], ['en', 'it would be stored at 1600 × 25000 px, and a WebP image can be at most 16,383 px'], ['id', '16,383 px']] as const) {
      const refused = await adminRequest(adminUploads, 'POST', '/api/admin/uploads', { cookie, body: tall, headers: { 'Content-Type': 'image/png', 'Accept-Language': language } });
      expect(refused.status).toBe(422);
      const answer = (await refused.json()) as { error: string; maxSide: number };
      expect(answer.error).toContain(said);
      expect(answer.maxSide).toBe(16_383);
    }
    // Wide and short, turned upright by its EXIF orientation (6: a quarter turn): 300 x 20000 once stored.
    const turned = await sharp({ create: { width: 20_000, height: 300, channels: 3, background: '#1e3cc8' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await upload(turned, 'image/jpeg')).status).toBe(422);
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual([]);
    // The same without the turn is 1600 x 24 once resized: taken.
    const wide = await upload(await image(20_000, 300, 'jpeg'), 'image/jpeg');
    expect(wide.status).toBe(201);
    expect(await wide.json()).toMatchObject({ width: 1600, height: 24 });
  });

  it('refuses an empty body (400) and a visitor without a session (401)', async () => {
    expect((await upload(new Uint8Array(0), 'image/png')).status).toBe(400);
    const anonymous = await adminRequest(adminUploads, 'POST', '/api/admin/uploads', { body: await image(10, 10, 'png'), headers: { 'Content-Type': 'image/png' } });
    expect(anonymous.status).toBe(401);
  });

  it('takes an image of exactly what Netlify can carry and refuses one byte more with 413 naming the limit', async () => {
    expect(UPLOAD_MAX_BYTES).toBe(4_500_000); // what a 6 MB body carries once base64-encoded, with room for the headers
    const fits = await paddedPng(UPLOAD_MAX_BYTES);
    expect(fits.byteLength).toBe(UPLOAD_MAX_BYTES);
    const taken = await upload(fits, 'image/png');
    expect(taken.status).toBe(201);
    expect((await taken.json()).width).toBe(64);

    for (const [language, said] of [['ko', '이미지 파일은 4.5 MB 이하만'], ['en', 'The image file must be at most 4.5 MB.'], ['id', 'File gambar paling besar 4.5 MB.']] as const) {
      const refused = await adminRequest(adminUploads, 'POST', '/api/admin/uploads', { cookie, body: await paddedPng(UPLOAD_MAX_BYTES + 1), headers: { 'Content-Type': 'image/png', 'Accept-Language': language } });
      expect(refused.status).toBe(413);
      const answer = (await refused.json()) as { error: string; maxBytes: number };
      expect(answer.error).toContain(said);
      expect(answer.maxBytes).toBe(UPLOAD_MAX_BYTES);
    }
    expect(await db.selectFrom('uploads').select('id').execute()).toHaveLength(1);
  });
});

/** A real 64 x 48 PNG made exactly `size` bytes long by a private ancillary chunk, which decoders skip. */
async function paddedPng(size: number): Promise<Uint8Array> {
  const png = await image(64, 48, 'png');
  const iendAt = png.byteLength - 12;
  const dataLength = size - png.byteLength - 12;
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('prVt', 4, 'ascii');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + dataLength)), 8 + dataLength);
  return Buffer.concat([png.subarray(0, iendAt), chunk, png.subarray(iendAt)]);
}

describe('GET /api/uploads/:file', () => {
  it('answers 404 for unknown and malformed names and 405 for other methods', async () => {
    for (const file of ['123e4567-e89b-12d3-a456-426614174000.webp', '123e4567-e89b-12d3-a456-426614174000.png', 'abc.webp', '..%2Fsecret', '123E4567-E89B-12D3-A456-426614174000.webp', '']) {
      expect((await fetchUpload(file)).status, file).toBe(404);
    }
    const post = await uploads(get('/api/uploads/x.webp', { method: 'POST' }), { params: { file: 'x.webp' } } as unknown as Context);
    expect(post.status).toBe(405);
  });
});
