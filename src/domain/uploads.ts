/**
 * Where an uploaded image lives and how a page offers its sizes: the original at
 * /api/uploads/<id>.webp, its smaller copies at /api/uploads/<id>-<width>.webp. Settings store the
 * original's URL alone (a plain string, which the media library searches for); the copies are found
 * from it.
 */
/**
 * The largest image an upload may carry, in bytes, checked by the admin app before it sends and by
 * the upload function. Netlify buffers a function's request body up to 6 MB (6 MiB, as AWS Lambda
 * counts it, request headers included) and base64-encodes a binary one, 4 bytes for every 3: 4.5 MB
 * of image become 6,000,000 bytes, which leaves room for the rest of the request.
 */
export const UPLOAD_MAX_BYTES = 4_500_000;
/** A size as staff read it in a limit's message: 4_500_000 -> "4.5 MB". */
export function megabytes(bytes: number): string {
  return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
}

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_PATH = new RegExp(`^/api/uploads/(${ID})\\.webp$`);
/** A served file's name: the original (`<id>.webp`) or one of its copies (`<id>-480.webp`). */
const FILE_NAME = new RegExp(`^(${ID})(?:-([1-9][0-9]{1,4}))?\\.webp$`);

export function uploadUrl(id: string): string {
  return `/api/uploads/${id}.webp`;
}

export function variantUrl(id: string, width: number): string {
  return `/api/uploads/${id}-${width}.webp`;
}

/** The upload's id when `url` is an original's URL, else undefined. */
export function uploadIdOf(url: string): string | undefined {
  return UPLOAD_PATH.exec(url)?.[1];
}

/** The id and (for a copy) width a served file name stands for; undefined for any other name. */
export function parseUploadFile(file: string): { id: string; width?: number } | undefined {
  const match = FILE_NAME.exec(file);
  if (!match) return undefined;
  return match[2] ? { id: match[1]!, width: Number(match[2]) } : { id: match[1]! };
}

export interface ImageSize {
  width: number;
  height: number;
}

/** An image as a page writes it: its largest file, its size, and every file by width for `srcset`. */
export interface ResponsiveImage extends ImageSize {
  src: string;
  srcset: string;
}

/** The original and its copies (any order) as one `srcset`, narrowest first. */
export function responsiveUpload(id: string, original: ImageSize, variants: readonly ImageSize[]): ResponsiveImage {
  const files = [...variants.filter((v) => v.width < original.width).map((v) => ({ url: variantUrl(id, v.width), width: v.width })), { url: uploadUrl(id), width: original.width }];
  files.sort((a, b) => a.width - b.width);
  return { src: uploadUrl(id), width: original.width, height: original.height, srcset: files.map((f) => `${f.url} ${f.width}w`).join(', ') };
}
