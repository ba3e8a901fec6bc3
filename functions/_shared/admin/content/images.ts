/**
 * Images an administrator uploads for rich text and featured images: recognised by their magic bytes
 * (not the declared type alone), decoded with a pixel limit (decompression bombs), turned upright,
 * resized to at most 1600 px wide, re-encoded as WebP without metadata (no EXIF location), with
 * smaller copies for the pages' `srcset` made from that result at once.
 */
import { createHash } from 'node:crypto';
import type { default as Sharp } from 'sharp';

export const MAX_WIDTH = 1600;
export const WEBP_QUALITY = 80;
/** 40 megapixels (e.g. 8000 x 5000): larger images are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The largest width or height a WebP image can have (its header stores each in 14 bits). */
export const WEBP_MAX_SIDE = 16_383;
/** The widths of the smaller copies; only those below the stored image's own width are made. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

let imageLibrary: Promise<typeof Sharp> | undefined;

/**
 * sharp at the first upload rather than when the server starts: libvips holds about 20 MB resident
 * once loaded, and the local server loads every function at start. Its
 * operation cache is off: every upload is a different image, so a cache only holds memory.
 */
function loadSharp(): Promise<typeof Sharp> {
  imageLibrary ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return imageLibrary;
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type its first bytes announce, undefined when they match none of the four. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export interface ImageVariant {
  bytes: Buffer;
  width: number;
  height: number;
}

export type ProcessedImage =
  | { ok: true; bytes: Buffer; width: number; height: number; sha256: string; variants: ImageVariant[] }
  | { ok: false; reason: 'unsupported' | 'too-large' | 'unreadable' }
  | { ok: false; reason: 'too-tall'; width: number; height: number };

/**
 * The size the stored copy will have: turned upright as its EXIF orientation says (5 to 8 turn it a
 * quarter), then at most MAX_WIDTH wide, the height in proportion (as sharp rounds it).
 */
function storedSize(width: number, height: number, orientation = 1): { width: number; height: number } {
  const [w, h] = orientation >= 5 ? [height, width] : [width, height];
  if (w <= MAX_WIDTH) return { width: w, height: h };
  return { width: MAX_WIDTH, height: Math.round((h * MAX_WIDTH) / w) };
}

export async function processImage(input: Uint8Array, declaredType: string): Promise<ProcessedImage> {
  const sniffed = sniffImageType(input);
  if (!sniffed || sniffed !== declaredType) return { ok: false, reason: 'unsupported' };
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;
  try {
    const sharp = await loadSharp();
    // The header alone gives the size: a bomb is refused before any pixel is decoded.
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    if (meta.width * meta.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-large' };
    // Resizing to MAX_WIDTH keeps the width within WebP's limit, but not the height of a long strip:
    // said here, by its size, rather than left to the encoder's failure ("cannot be read").
    const stored = storedSize(meta.width, meta.height, meta.orientation);
    if (stored.height > WEBP_MAX_SIDE) return { ok: false, reason: 'too-tall', ...stored };
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height, sha256: createHash('sha256').update(data).digest('hex'), variants: await makeVariants(data, info.width) };
  } catch (error) {
    return { ok: false, reason: /pixel limit/i.test((error as Error).message) ? 'too-large' : 'unreadable' };
  }
}

/** The smaller copies of a stored image `width` px wide: each width of VARIANT_WIDTHS below its own. */
export function makeVariants(stored: Buffer, width: number): Promise<ImageVariant[]> {
  return Promise.all(VARIANT_WIDTHS.filter((each) => each < width).map((each) => variant(stored, each)));
}

/** A smaller copy of the stored (already upright, metadata-free) WebP. */
async function variant(stored: Buffer, width: number): Promise<ImageVariant> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(stored).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
