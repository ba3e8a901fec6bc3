/**
 * Answering with one of the site's prebuilt pages, changed for this visitor (the thanks page with
 * the reference, the error page with the form filled again): the page is fetched from the site
 * itself and answered with its own security headers (the content policy included), never cached.
 */
import { SECURITY_HEADERS } from '../http.ts';

const KEPT = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy'];

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * The page at `path` (e.g. /en/contact/thanks) changed by `change`, answered with `status`; a 303 to
 * the page itself when it cannot be had or `change` finds nothing to change (undefined). The page is
 * fetched from the site's configured address (site-address.ts), never from the request's Host, which
 * would have the server fetch, and answer as its own, a page of whatever host the client named;
 * without an address the visitor goes to the page itself.
 */
export async function answerWithPage(site: string | undefined, path: string, status: number, change: (html: string) => string | undefined, fetchFn: typeof fetch = fetch): Promise<Response> {
  if (!site) return seeOther(path);
  try {
    // A page is its folder (`/en/contact/thanks/`), a file keeps its name (`/404.html`).
    const target = /\.html$/.test(path) ? path : `${path}/`.replace(/\/+$/, '/');
    const page = await fetchFn(new URL(target, site), { headers: { Accept: 'text/html' } });
    if (!page.ok) return seeOther(path);
    const changed = change(await page.text());
    if (changed === undefined) return seeOther(path);
    const headers = new Headers({ ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    for (const name of KEPT) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(changed, { status, headers });
  } catch {
    return seeOther(path);
  }
}
