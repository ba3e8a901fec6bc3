/**
 * Links may only use http, https, mailto and tel (what the server's sanitizer keeps); any other address becomes blank.
 * Browsers ignore ASCII tab/newline inside a scheme and trim control characters and spaces around
 * the address (WHATWG URL), so `java\tscript:` runs as javascript: — we strip the same characters
 * before deciding, and we only accept absolute addresses (a relative one has no protocol to check).
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Returns the address to store in `href`, or '' when it is not an allowed absolute URL. */
export function safeLinkUrl(raw: string): string {
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (cleaned === '') return '';
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return '';
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return '';
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === '') return '';
  // Keep what the admin typed (minus the stripped characters) rather than URL's re-serialisation,
  // which would e.g. percent-encode Korean paths the admin expects to see again.
  return /\s/.test(cleaned) ? url.href : cleaned;
}

/** Adds https:// to a bare host the admin typed ("example.com/page"), so it is not refused as relative. */
export function withDefaultScheme(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (/^[\w-]+(\.[\w-]+)+(?::\d+)?(?:[/?#]|$)/.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}
