/**
 * Counting what a visitor without JavaScript does on the pages that matter: a view of a 404 or of the
 * contact page (the page's `<noscript>` image, GET /api/hit?t=…) and a sent inquiry form (the form's
 * own urlencoded post to /api/contact), which is the funnel's started form. Neither request carries a
 * beacon: the page is the request's Referer, which the site's Referrer-Policy
 * (strict-origin-when-cross-origin) gives in full only to its own origin, so a foreign or missing
 * Referer counts nothing. The same rules as the beacon's apply (bots, prefetches, GPC/DNT, staff).
 */
import type { Context } from '@netlify/functions';
import * as v from 'valibot';
import { getDb } from '#db/client.ts';
import { countryCode, Hit, isContactPage, type HitInput } from '#domain/analytics/hit.ts';
import { splitLocale } from '#i18n/routes.ts';
import { errorResponse, SECURITY_HEADERS } from '../http.ts';
import { fromOwnSite } from '../request-origin.ts';
import { recordHit } from './hits.ts';
import { isStaff, sessionTokenOf, uncountedByHeaders } from './privacy.ts';

/** What a `<noscript>` pixel may count: the `t` of GET /api/hit. */
export const pixelTypes = ['pageview', 'notfound'] as const;
export type PixelType = (typeof pixelTypes)[number];

export function isPixelType(value: string | null): value is PixelType {
  return (pixelTypes as readonly (string | null)[]).includes(value);
}

/** The page of this site the request comes from, by its Referer; undefined for another site's or none. */
function refererPage(req: Request): URL | undefined {
  if (!fromOwnSite(req)) return undefined;
  try {
    const page = new URL(req.headers.get('referer') ?? '');
    return page.host === new URL(req.url).host ? page : undefined;
  } catch {
    return undefined;
  }
}

/** The hit a page of the site stands for: its path, locale and campaign (its query's utm_*). */
function hitOfPage(type: HitInput['type'], page: URL): HitInput | undefined {
  const candidate: Record<string, string> = { type, path: page.pathname.slice(0, 300), locale: splitLocale(page.pathname).locale };
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = page.searchParams.get(name)?.trim();
    if (value) candidate[name] = value.slice(0, 100);
  }
  const hit = v.safeParse(Hit, candidate);
  return hit.success ? hit.output : undefined;
}

/** The view a `<noscript>` pixel reports: the page that shows it. */
export function pixelHit(req: Request, type: PixelType): HitInput | undefined {
  const page = refererPage(req);
  return page && hitOfPage(type, page);
}

/** A started form: the contact page's inquiry form posted without JavaScript (urlencoded, not the island's JSON). */
export function formPostHit(req: Request): HitInput | undefined {
  if (req.method !== 'POST' || !/^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '')) return undefined;
  const page = refererPage(req);
  return page && isContactPage(page.pathname) ? hitOfPage('form_start', page) : undefined;
}

/**
 * Counts a hit read from a request, after the answer where the platform allows (waitUntil), as the
 * beacon's are; a failure is logged, never the visitor's problem.
 */
export async function countRequest(req: Request, context: Context | undefined, hit: HitInput): Promise<void> {
  if (uncountedByHeaders(req.headers)) return;
  const token = sessionTokenOf(req.headers);
  const work = (async () => {
    const db = getDb();
    if (await isStaff(db, token)) return;
    await recordHit(db, hit, {
      ip: context?.ip || 'unknown',
      userAgent: req.headers.get('user-agent') ?? '',
      siteHost: new URL(req.url).host,
      country: countryCode(context?.geo?.country?.code),
    });
  })().catch((error: unknown) => console.error('[hit] not counted:', error));
  if (typeof context?.waitUntil === 'function') context.waitUntil(work);
  else await work;
}

/** A transparent 1x1 GIF (42 bytes): an image the browser shows as nothing, where a 204 would be a broken one. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /api/hit?t=pageview|notfound: the `<noscript>` image of a page; HEAD answers the same and counts
 * nothing. The image comes back whether or not the view is counted (a foreign or missing Referer, a
 * bot), never from a cache. An unknown `t` is a 400.
 */
export async function answerPixel(req: Request, context: Context | undefined): Promise<Response> {
  const type = new URL(req.url).searchParams.get('t');
  if (!isPixelType(type)) return errorResponse(400, 'Bad Request', { fields: { t: `t must be one of ${pixelTypes.join(', ')}` } });
  const hit = req.method === 'GET' ? pixelHit(req, type) : undefined;
  if (hit) await countRequest(req, context, hit);
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(PIXEL), {
    status: 200,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'image/gif', 'Content-Length': String(PIXEL.length), 'Cache-Control': 'no-store' },
  });
}
