/**
 * Whether a request comes from a page of this site: a browser's own Sec-Fetch-Site and Origin say so.
 * Public endpoints that pages call (the inquiry form, the view beacon) refuse other sites' pages.
 */
export function fromOwnSite(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(req.url).host;
  } catch {
    return false; // "null" (a sandboxed or privacy-sensitive context) or garbage
  }
}
