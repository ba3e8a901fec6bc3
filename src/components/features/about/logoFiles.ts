/**
 * The downloadable logo files (public/downloads/): where they are, their format and, read from the
 * files at build time, their size and (PNG) pixel dimensions.
 */
export const logoFiles = [
  { key: 'svg', format: 'SVG', mime: 'image/svg+xml', href: '/downloads/nusantara-bridge-logo.svg' },
  { key: 'png', format: 'PNG', mime: 'image/png', href: '/downloads/nusantara-bridge-logo.png' },
] as const;

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The file name a download link suggests: the last path segment. */
export function downloadName(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}
