/** Compression of response bodies: thorough for static files (done once, cached), quick for function responses. */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './encoding-negotiation.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Beyond this size maximum brotli quality costs seconds; the CDN also trades ratio for speed there. */
const MAX_QUALITY_LIMIT = 1024 * 1024;

/** Static files: compressed once per file version off the main thread, then served from cache. */
export async function compressStatic(body: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: body.length <= MAX_QUALITY_LIMIT ? 11 : 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Function responses: small and uncacheable, so a fast level on the calling thread (well under 1 ms for KBs). */
export function compressDynamic(body: Uint8Array, encoding: Exclude<ContentEncoding, 'identity'>): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
