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
import { answerWithPage, seeOther } from './static-page.ts';

const SLOT = /<p id="inquiry-reference"([^>]*?) hidden(?:="")?([^>]*)>([^<]*)<\/p>/;

/** The page's HTML with the reference in its slot, shown; undefined when the page has no slot. */
function fillReference(html: string, reference: string): string | undefined {
  // The reference is NB-, digits and capitals only (checked before): nothing in it is markup.
  const filled = html.replace(SLOT, (_whole, before: string, after: string, text: string) => `<p id="inquiry-reference"${before}${after}>${text.replace('{reference}', reference)}</p>`);
  return filled === html ? undefined : filled;
}

export async function thanksPage(req: Request, site: string | undefined, fetchFn: typeof fetch = fetch): Promise<Response> {
  const url = new URL(req.url);
  const lang = url.searchParams.get('lang');
  const page = localizePath(isLocale(lang) ? lang : defaultLocale, '/contact/thanks');
  const reference = url.searchParams.get('reference') ?? '';
  if (!REFERENCE_PATTERN.test(reference)) return seeOther(page);
  return answerWithPage(site, page, 200, (html) => fillReference(html, reference), fetchFn);
}
