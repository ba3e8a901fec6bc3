/** Content types by file extension, and which of them are worth compressing (text, as the CDN does). */

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
};

const FALLBACK = 'application/octet-stream';

export function contentTypeFor(filePath: string): string {
  const slash = filePath.lastIndexOf('/');
  const dot = filePath.lastIndexOf('.');
  if (dot <= slash + 1) return FALLBACK; // no extension, or a dotfile such as `.well-known`-style names
  return TYPES[filePath.slice(dot + 1).toLowerCase()] ?? FALLBACK;
}

/** True for textual types; binary formats (images, fonts, pdf) are already compressed. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (essence === 'text/event-stream') return false; // a stream: compressing would buffer it
  return (
    essence.startsWith('text/') ||
    essence === 'image/svg+xml' ||
    essence === 'application/javascript' ||
    essence.endsWith('+json') ||
    essence.endsWith('+xml') ||
    essence === 'application/json' ||
    essence === 'application/xml'
  );
}
