/** Picks the response encoding from Accept-Encoding the way a CDN does: br, then gzip, then identity. */

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Preference order when the client accepts several with the same weight (br compresses best). */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = parseAcceptEncoding(acceptEncoding);
  const wildcard = weights.get('*');
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** `gzip;q=0.8, br` -> Map { gzip => 0.8, br => 1 }. Malformed weights count as 0 (refused). */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    weights.set(coding, weight);
  }
  return weights;
}
