/**
 * GET /api/contact/thanks?reference=NB-2026-7KQ4MX&lang=en: where a form post without JavaScript
 * lands once its inquiry is stored (a 303 from POST /api/contact, so a reload does not send it again).
 * It is the prebuilt, translated thanks page with the reference filled into its slot, so a visitor
 * without JavaScript sees the reference too; its security headers (the content policy included) are
 * the static page's own. Anything unexpected sends the visitor to the static page instead.
 */
import { REFERENCE_PATTERN } from '#domain/inquiry/reference.ts';
import { defaultLocale, isLocale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { SECURITY_HEADERS } from '../http.ts';

const SLOT = /<p id="inquiry-reference"([^>]*?) hidden(?:="")?([^>]*)>([^<]*)<\/p>/;
/** Headers of the static page the answer keeps: its content policy and the other security headers. */
const KEPT = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy'];

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'no-store' } });
}

export async function thanksPage(req: Request, fetchFn: typeof fetch = fetch): Promise<Response> {
  const url = new URL(req.url);
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : defaultLocale;
  const staticPage = localizePath(locale, '/contact/thanks');
  const reference = url.searchParams.get('reference') ?? '';
  if (!REFERENCE_PATTERN.test(reference)) return seeOther(staticPage);
  try {
    const page = await fetchFn(new URL(`${staticPage}/`.replace(/\/+$/, '/'), url.origin), { headers: { Accept: 'text/html' } });
    if (!page.ok) return seeOther(staticPage);
    const html = await page.text();
    // The reference is NB-, digits and capitals only (checked above): nothing in it is markup.
    const filled = html.replace(SLOT, (_whole, before: string, after: string, text: string) => `<p id="inquiry-reference"${before}${after}>${text.replace('{reference}', reference)}</p>`);
    if (filled === html) return seeOther(staticPage);
    const headers = new Headers({ ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    for (const name of KEPT) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(filled, { status: 200, headers });
  } catch {
    return seeOther(staticPage);
  }
}
