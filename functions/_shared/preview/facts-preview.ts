/**
 * The firm facts' draft as a page would show it, opened signed out from a link the admin made: the
 * page's built HTML, fetched from the site at its public address in that locale, with the draft's
 * figures in place of the published ones (src/domain/site-settings/facts-preview.ts), a banner above
 * it in the page's language saying when the draft was saved and which changed figures the page does
 * not show, and never indexed or stored. The token must be ours, unexpired and for this page and
 * locale, and name the draft there is now: 404 once it is published or discarded, 410 once saved again.
 */
import type { Db } from '#db/client.ts';
import { FIGURES_SHOWN, isFactsPreviewPage, previewFiguresHtml, type UnplacedFigure } from '#domain/site-settings/facts-preview.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { escapeHtml } from '#domain/html-text.ts';
import { format } from '#i18n/index.ts';
import { isLocale, localeInfo, type Locale } from '#i18n/locales.ts';
import { serviceKeys } from '#i18n/routes.ts';
import { loadFactsDraft } from '../admin/site-settings/facts-draft.ts';
import { errorResponse } from '../http.ts';
import { loadFirmFacts } from '../site-facts.ts';
import { previewBannerStrings } from './banner/index.ts';
import { bannerHtml, builtPage, currentPagePath, markedPreview, pageHeaders, PRIVATE, savedAtText } from './page-preview.ts';
import { checkPreviewToken } from './token.ts';

function banner(locale: Locale, savedAt: Date, unplaced: readonly UnplacedFigure[]): string {
  const s = previewBannerStrings[locale].facts;
  return bannerHtml(format(s.heading, { savedAt: savedAtText(locale, savedAt) }), {
    intro: format(s.unplaced, { count: String(unplaced.length) }),
    items: unplaced.map((u) => `${escapeHtml(s.figures[u.figure])} — ${escapeHtml(s.reasons[u.reason])}`),
  });
}

/**
 * The preview's answer to `?key=…&locale=…&token=…`: the page with the draft's figures, or an error
 * with its status. The page is fetched from the site's configured address (`site`), never the request's Host.
 */
export async function factsPreview(db: Db, secret: string, site: string | undefined, query: URLSearchParams, now: Date): Promise<Response> {
  const key = query.get('key');
  const locale = query.get('locale');
  const token = query.get('token');
  const fail = (status: 400 | 401 | 403 | 404 | 410, reason: string) => errorResponse(status, reason, { reason }, PRIVATE);
  if (!isFactsPreviewPage(key) || !isLocale(locale) || !token) return fail(400, 'malformed');
  const check = await checkPreviewToken(secret, token, { kind: 'facts', key, locale }, now);
  if (!check.ok) return fail(check.reason === 'expired' ? 401 : 403, check.reason);
  const draft = await loadFactsDraft(db);
  if (!draft) return fail(404, 'no-draft');
  if (draft.savedAt !== check.draftSavedAt) return fail(410, 'replaced');
  if (!site) return errorResponse(503, 'The site address is not configured', {}, PRIVATE);

  // As the build counts them (src/pages/_build-data.ts): the years from the founding year, the areas from the service pages.
  const counts = { at: now, serviceAreas: serviceKeys.length };
  const published = countedFigures((await loadFirmFacts(db)).facts, counts);
  const drafted = countedFigures(draft.facts, counts);
  const path = await currentPagePath(db, key, locale);
  const built = await builtPage(site, path);
  if (built instanceof Response) return built;
  const preview = previewFiguresHtml(built.html, localeInfo(locale).dateLocale, published, drafted, FIGURES_SHOWN[key]);
  const html = markedPreview(preview.html, banner(locale, draft.at, preview.unplaced));
  return new Response(html, { status: 200, headers: pageHeaders(built.headers) });
}
