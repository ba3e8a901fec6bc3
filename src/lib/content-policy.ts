/**
 * The pages' content security policy, in one place. Astro writes every page's <meta> policy from
 * `PAGE_DIRECTIVES` plus the hashes of the page's own inline scripts and styles (astro.config.mjs);
 * what a <meta> policy cannot carry (frame-ancestors) or should not (the rest of the header's
 * directives apply before the document is parsed) goes out as the header of `HEADER_POLICY`, which the
 * build writes to `_headers`. Both policies apply; they name different directives, so they cannot
 * contradict each other. The functions' JSON answers have their own, stricter one
 * (functions/_shared/http.ts).
 */

/** The click-to-load office map on the contact pages (src/components/features/contact/officeMap.ts). */
export const MAP_FRAME_HOST = 'https://www.google.com';
/** The video players rich text may embed (the sanitizer's allowlist, functions/_shared/sanitize-html.ts). */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'] as const;

/** Directives of every page's <meta> policy, besides the script-src and style-src Astro writes. */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  // Uploaded images are ours; rich text may show https images from elsewhere; the editor previews
  // pasted or chosen files as data: and blob: URLs.
  "img-src 'self' https: data: blob:",
  // Islands call only our own functions (/api/…).
  "connect-src 'self'",
  "font-src 'self'",
  `frame-src ${[MAP_FRAME_HOST, ...VIDEO_FRAME_HOSTS].join(' ')}`,
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  // No upgrade-insecure-requests: it would also upgrade the local server's own http requests. An
  // image stored with an http:// address before the sanitizer upgraded new ones is upgraded by the
  // browser's mixed-content rules on the https site before this policy is consulted.
] as const;

/**
 * What the search page alone adds to its script-src. Pagefind's search runs as WebAssembly, and
 * compiling WebAssembly needs 'wasm-unsafe-eval' under a script-src without 'unsafe-eval'. Pagefind
 * compiles it in a Web Worker (worker-src 'self'; a worker follows the policy of its own script, the
 * header one, which has no script-src) but falls back to the page itself where a worker fails, so the
 * search page allows it too. 'wasm-unsafe-eval' allows compiling WebAssembly only, not eval() or
 * new Function(); every other page keeps it out, so a page that never searches cannot compile any.
 */
export const SEARCH_PAGE_SCRIPT_SOURCES = [
  // Astro drops its default 'self' from script-src once a page names a source of its own: named again here.
  "'self'",
  "'wasm-unsafe-eval'",
] as const;

/** The pages' header policy: what only a header can say, and what must hold before parsing starts. */
export const HEADER_POLICY = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"].join('; ');

/** `_headers` for the build: the header policy on every path. */
export function headersFile(): string {
  return `/*\n  Content-Security-Policy: ${HEADER_POLICY}\n`;
}

const HEAD = /<head(?:\s[^>]*)?>([\s\S]*?)<\/head>/i;
const CHARSET_META = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
const POLICY_META = /<meta\s+http-equiv=["']?content-security-policy["']?\s[^>]*>/gi;

/**
 * Moves the page's <meta> policy to the top of <head>, right after the charset. A <meta> policy
 * governs only what the parser meets after it, and Astro writes it where it writes its head content,
 * at the end of <head>: the inline script, the title, the description and the structured data before
 * it would escape it. Run on every prebuilt page (src/middleware.ts); a page with no policy is left
 * as it is, and one with two is an error (which of them the browser enforces first would be chance).
 */
export function policyFirst(html: string): string {
  const head = HEAD.exec(html);
  if (!head) return html;
  const inner = head[1]!;
  const policies = inner.match(POLICY_META) ?? [];
  if (policies.length === 0) return html;
  if (policies.length > 1) throw new Error(`a page has ${policies.length} content-security-policy <meta> elements; expected one`);
  const policy = policies[0]!;
  const rest = inner.replace(policy, () => '');
  const charset = CHARSET_META.exec(rest);
  const at = charset ? charset.index + charset[0].length : 0;
  const innerStart = head.index + head[0].indexOf('>') + 1;
  return html.slice(0, innerStart) + rest.slice(0, at) + policy + rest.slice(at) + html.slice(innerStart + inner.length);
}
