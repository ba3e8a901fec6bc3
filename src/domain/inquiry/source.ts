/**
 * Where a lead came from: the form sends the page on which the visitor entered the
 * site and the page that linked to it, as the head script noted them for the tab (sessionStorage,
 * no cookie); the server keeps what is well-formed and drops the rest. It never refuses an inquiry
 * over it: the visitor did not type it.
 */
export const SOURCE_LIMITS = { url: 300, utm: 100 } as const;

/** The key under which the head script keeps the tab's entry page and referrer. */
export const ENTRY_STORAGE_KEY = 'nb-entry';

export interface InquirySource {
  /** Path and query of the entry page, e.g. `/en/services/visa?utm_source=newsletter`. */
  landingPage: string | null;
  /** Origin and path of the page that linked to it (another site's; our own pages are not a source). */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export const NO_SOURCE: InquirySource = { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };

const PRINTABLE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= max && PRINTABLE.test(trimmed) ? trimmed : null;
}

/** The referrer as origin and path, unless it is missing, not http(s), or one of our own pages (`ownHost`). */
function externalReferrer(value: unknown, ownHost: string): string | null {
  const raw = text(value, 2000);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host === ownHost) return null;
    return text(`${url.origin}${url.pathname === '/' ? '' : url.pathname}`, SOURCE_LIMITS.url);
  } catch {
    return null;
  }
}

/** What the form sent as `source: { landing, referrer }`, checked; anything else gives no source. */
export function readInquirySource(input: unknown, ownHost: string): InquirySource {
  if (input === null || typeof input !== 'object') return NO_SOURCE;
  const { landing, referrer } = input as Record<string, unknown>;
  const landingPage = text(landing, SOURCE_LIMITS.url);
  const path = landingPage?.startsWith('/') && !landingPage.startsWith('//') ? landingPage : null;
  const query = path ? new URLSearchParams(path.split('?')[1] ?? '') : new URLSearchParams();
  return {
    landingPage: path,
    referrer: externalReferrer(referrer, ownHost),
    utmSource: text(query.get('utm_source'), SOURCE_LIMITS.utm),
    utmMedium: text(query.get('utm_medium'), SOURCE_LIMITS.utm),
    utmCampaign: text(query.get('utm_campaign'), SOURCE_LIMITS.utm),
  };
}

/** Where the visit began, in one line: campaign tags, the referring site, the entry page; undefined when the form did not say. */
export function sourceSummary(source: InquirySource, labels: { campaign: string; from: string; entry: string }): string | undefined {
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ');
  const parts = [campaign && `${labels.campaign}: ${campaign}`, source.referrer && `${labels.from}: ${source.referrer}`, source.landingPage && `${labels.entry}: ${source.landingPage}`];
  const line = parts.filter(Boolean).join(' · ');
  return line || undefined;
}
