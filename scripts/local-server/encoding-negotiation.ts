/**
 * Picks the response encoding from Accept-Encoding the way a CDN does: br, then gzip, then identity.
 * One rule for the static files and for the functions' cached answers: the functions' own
 * (functions/_shared/public-cache/accept-encoding.ts), which the local server may import.
 */
import { preferredEncoding, type Encoding } from '#functions/_shared/public-cache/accept-encoding.ts';

export type ContentEncoding = Encoding;

export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  return preferredEncoding(acceptEncoding ?? null);
}
