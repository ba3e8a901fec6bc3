/** Default Cache-Control of static responses, mirroring what the site relies on in production. */

/** Astro puts content-hashed assets under /_astro/: their URL changes whenever their bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Netlify's default for everything else: cache, but revalidate every time (cheap with ETags). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export function defaultCacheControl(path: string, status: number): string {
  return status === 200 && path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
}

/** RFC 9110 weak comparison, which If-None-Match uses: `W/"x"` matches `"x"`, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag.replace(/^W\//, '') === bare) return true;
  }
  return false;
}
