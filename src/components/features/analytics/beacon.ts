/**
 * The visitor beacon's logic (the page's script is Beacon.astro): what one beacon to `POST /api/hit`
 * carries, built from what the browser shows the page. It keeps nothing: no cookie, no storage, no
 * identifier; the server counts a visitor by a hash it forgets after the day. Limits follow the
 * server's schema (src/domain/analytics/hit.ts), which refuses a longer field rather than cut it.
 */
import type { DeviceClass, HitInput } from '#domain/analytics/hit.ts';

/** The event a page's own script dispatches on `document` to count a search or a started form. */
export const HIT_EVENT = 'site:hit';

/** What such an event carries: the kind of hit and its own fields. */
export type HitDetail = Pick<HitInput, 'type' | 'term' | 'results'>;

/** What the browser shows of the page at the moment of the beacon. */
export interface PageState {
  /** location.href */
  href: string;
  /** document.referrer ('' when none) */
  referrer: string;
  /** The viewport's width in CSS pixels (innerWidth). */
  width: number;
  /** `<html lang>`: a locale's BCP 47 tag, whose first two letters are the site's locale code. */
  lang: string;
}

/** The site's breakpoints (Tailwind's md and lg): nothing finer, so nothing to fingerprint. */
export function screenClass(width: number): Exclude<DeviceClass, 'unknown'> {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

function webAddress(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The referring site's origin; nothing for the site itself, an empty referrer or what is not a web page. */
export function referrerOrigin(referrer: string, ownOrigin: string): string | undefined {
  const origin = webAddress(referrer)?.origin;
  return origin && origin !== ownOrigin && origin.length <= 200 ? origin : undefined;
}

/** The page that linked to a missing one: origin and path, never its query (it may name someone). */
export function linkingPage(referrer: string): string | undefined {
  const url = webAddress(referrer);
  return url ? `${url.origin}${url.pathname}`.slice(0, 300) : undefined;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The page's hit of a kind: its path (no query), locale, the referring site, campaign and screen class. */
export function pageHit(type: HitInput['type'], page: PageState): HitInput {
  const url = new URL(page.href);
  const hit: HitInput = { type, path: url.pathname.slice(0, 300), locale: page.lang.slice(0, 2).toLowerCase(), screen: screenClass(page.width) };
  const referrer = referrerOrigin(page.referrer, url.origin);
  if (referrer) hit.referrer = referrer;
  for (const name of UTM) {
    const value = url.searchParams.get(name)?.trim();
    if (value) hit[name] = value.slice(0, 100);
  }
  if (type === 'notfound') {
    const from = linkingPage(page.referrer);
    if (from) hit.from = from;
  }
  return hit;
}

/** The browser's privacy signals: Global Privacy Control or Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean | undefined;
  doNotTrack?: string | null | undefined;
}

/** Whether the visitor asked not to be tracked (the server checks the same headers; asking here saves the request). */
export function optedOut(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}
