/**
 * What the visitor beacon sends to `POST /api/hit`, and the rules that turn one beacon into the
 * dimensions of the daily aggregates. The beacon and the server agree on this one schema.
 */
import * as v from 'valibot';
import { localeCodes } from '#i18n/locales.ts';

/** A beacon is a few hundred bytes; anything larger is not ours (413). */
export const MAX_HIT_BYTES = 2048;

export const hitTypes = ['pageview', 'search', 'notfound', 'form_start'] as const;

/** The coarse screen class the beacon reads from the viewport width: nothing finer, so nothing to fingerprint. */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number] | 'unknown';

/** A site path: no query or fragment (they may carry personal data), no spaces or control characters. */
const Path = v.pipe(v.string('path must be a string'), v.maxLength(300, 'path is too long'), v.regex(/^\/[^\s?#\u0000-\u001f\u007f]*$/, 'path must start with / and have no query'));
const Short = (name: string, max: number) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)));

export const Hit = v.pipe(
  v.object({
    type: v.picklist(hitTypes, `type must be one of ${hitTypes.join(', ')}`),
    path: Path,
    locale: v.picklist(localeCodes as readonly string[], `locale must be one of ${localeCodes.join(', ')}`),
    /** The referring page's origin (`https://www.google.com`), as document.referrer gives it, cut to its origin by the beacon. */
    referrer: Short('referrer', 200),
    utm_source: Short('utm_source', 100),
    utm_medium: Short('utm_medium', 100),
    utm_campaign: Short('utm_campaign', 100),
    screen: v.optional(v.picklist(deviceClasses, `screen must be one of ${deviceClasses.join(', ')}`)),
    /** search: the typed words and how many results they found. */
    term: Short('term', 100),
    results: v.optional(v.pipe(v.number('results must be a number'), v.integer('results must be a whole number'), v.minValue(0, 'results must be 0 or more'), v.maxValue(1_000_000, 'results is too large'))),
    /** notfound: the page that linked to the missing one (its origin and path). */
    from: Short('from', 300),
  }),
  v.forward(
    v.check((hit) => hit.type !== 'search' || (hit.term !== undefined && hit.term !== '' && hit.results !== undefined), 'a search needs term and results'),
    ['term'],
  ),
);
export type HitInput = v.InferOutput<typeof Hit>;

/** Where a visit came from: a campaign's utm_source, else the referring site's host, else direct. */
export interface HitSource {
  source: string;
  /** The campaign's name, '' without one. */
  campaign: string;
}

/** The host of an origin or URL without `www.`, lower case; undefined when it is not an http(s) address. */
function hostOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * The source of a hit. A link from the site itself is not a source (the visit started elsewhere):
 * it counts as direct, as does an address that is not a web page.
 */
export function classifySource(hit: Pick<HitInput, 'referrer' | 'utm_source' | 'utm_campaign'>, siteHost: string): HitSource {
  const campaign = (hit.utm_campaign ?? '').toLowerCase().slice(0, 100);
  const utm = (hit.utm_source ?? '').toLowerCase();
  if (utm) return { source: utm.slice(0, 100), campaign };
  const host = hit.referrer ? hostOf(hit.referrer) : undefined;
  const own = siteHost.toLowerCase().replace(/^www\./, '');
  if (!host || host === own) return { source: 'direct', campaign };
  return { source: host.slice(0, 100), campaign };
}

/** The linking page of a 404 as stored: origin and path only, '' when there is none or it is not a web address. */
export function linkingPage(from: string | undefined): string {
  if (!from) return '';
  if (from.startsWith('/')) return from.split(/[?#]/)[0]!.slice(0, 300);
  try {
    const url = new URL(from);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname}`.slice(0, 300) : '';
  } catch {
    return '';
  }
}

/** A site-search term as counted: trimmed, one space between words, lower case (so "Visa" and "visa " add up). */
export function searchTerm(term: string): string {
  return term.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}

/** The contact page in any locale (`/contact/`, `/en/contact/`): the funnel's first step. */
export function isContactPage(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/contact\/?$/.test(path);
}

/** A two-letter country code from the platform's geo data, 'unknown' without one (locally). */
export function countryCode(code: string | undefined | null): string {
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : 'unknown';
}

/**
 * Software that reads pages without being a visitor: search and social crawlers, monitoring, HTTP
 * libraries and headless browsers, and a request with no user agent at all. Not an exhaustive list:
 * the figures are an indicator, not an account.
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|uptime|lighthouse|headlesschrome|python-requests|curl\/|wget|httpclient|axios|node-fetch|undici|go-http-client|java\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT.test(userAgent);
}
