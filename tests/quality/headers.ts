/** Security headers every response of the site carries, and the CSP rules they must follow. */
import { HTMLElement } from 'node-html-parser';
import type { Page } from '#scripts/built-site.ts';

const REQUIRED = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'] as const;

export function checkSecurityHeaders(where: string, headers: Headers, options: { private?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED) if (!headers.get(name)) problems.push(`${where}: no ${name} header`);
  const csp = headers.get('content-security-policy') ?? '';
  if (csp && !/frame-ancestors\s+'none'/.test(csp)) problems.push(`${where}: CSP without frame-ancestors 'none'`);
  for (const directive of [/base-uri\s+'(self|none)'/, /(object|default)-src\s+'none'/, /form-action\s+'(self|none)'/]) {
    if (csp && !directive.test(csp)) problems.push(`${where}: CSP header without ${directive.source.replace(/\\s\+/g, ' ')}`);
  }
  if (headers.get('x-content-type-options') && headers.get('x-content-type-options') !== 'nosniff') problems.push(`${where}: X-Content-Type-Options is not nosniff`);
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  if (hsts && Number(hsts[1]) < 31536000) problems.push(`${where}: HSTS max-age below one year`);
  if (options.private && !/no-store/.test(headers.get('cache-control') ?? '')) problems.push(`${where}: private response without Cache-Control: no-store`);
  return problems;
}

/**
 * The page's own (meta) CSP: scripts only by hash or from self — never 'unsafe-inline' or 'unsafe-eval',
 * and 'wasm-unsafe-eval' (compiling WebAssembly) only where `wasm` says the page needs it (the search
 * page, for Pagefind: src/lib/content-policy.ts).
 */
export function checkMetaCsp(where: string, policy: string | undefined, options: { wasm?: boolean } = {}): string[] {
  if (!policy) return [`${where}: no Content-Security-Policy meta tag`];
  const scriptSrc = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
  const problems: string[] = [];
  if (!scriptSrc) problems.push(`${where}: the CSP has no script-src`);
  if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`${where}: script-src allows ${/'unsafe-\w+'/.exec(scriptSrc)![0]}`);
  if (!options.wasm && /'wasm-unsafe-eval'/.test(scriptSrc)) problems.push(`${where}: script-src allows 'wasm-unsafe-eval' on a page that runs no WebAssembly`);
  if (options.wasm && !/'wasm-unsafe-eval'/.test(scriptSrc)) problems.push(`${where}: script-src lacks the 'wasm-unsafe-eval' search needs`);
  const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`).exec(policy)?.[1]?.trim().split(/\s+/);
  if (directive('default-src')?.join(' ') !== "'self'") problems.push(`${where}: default-src is not 'self'`);
  if (directive('connect-src')?.join(' ') !== "'self'") problems.push(`${where}: connect-src is not 'self'`);
  const images = directive('img-src');
  if (!images?.includes("'self'") || images.some((source) => source === '*' || source === 'http:')) problems.push(`${where}: img-src missing or allowing http`);
  const frames = directive('frame-src') ?? [];
  for (const host of ['https://www.google.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']) {
    if (!frames.includes(host)) problems.push(`${where}: frame-src without ${host}`);
  }
  if (frames.includes('*') || frames.includes('https:')) problems.push(`${where}: frame-src allows any host`);
  return problems;
}

/**
 * A <meta> policy covers only what the parser meets after it: where a page has one, it must be the
 * first element of <head> after the charset, before any script, style, or text drawn from content.
 */
export function checkPolicyFirst(page: Pick<Page, 'path' | 'root'>): string[] {
  const head = page.root.querySelector('head');
  const policy = page.root.querySelectorAll('meta').find((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy');
  if (!policy) return [];
  if (!head || policy.parentNode !== head) return [`${page.path}: the content-security-policy <meta> is not in <head>`];
  const [first, second] = head.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
  if (!first?.hasAttribute('charset') || first.tagName !== 'META') return [`${page.path}: <head> does not start with its charset <meta>`];
  if (second !== policy) {
    return [`${page.path}: the content-security-policy <meta> comes after <${second?.tagName.toLowerCase()}>, not right after the charset`];
  }
  return [];
}
