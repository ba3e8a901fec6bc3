/**
 * The request chain, in Netlify's order (docs.netlify.com/platform/request-chain, and what Netlify
 * Dev does): (1) a function whose route and method match (unless it prefers static files and one
 * exists); (2) the first matching redirect rule, which a file at the requested path shadows unless the
 * rule is forced; (3) the static file; (4) the locale's 404 page. Rules are matched by Netlify's own
 * engine (netlify-rules.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultLocale, localeCodes } from '#i18n/locales.ts';
import { matchFunction, type FunctionMatch, type RouteTable } from './functions-registry.ts';
import type { NetlifyRules, RedirectMatch } from './netlify-rules.ts';
import { decodePath, parseRequestTarget, unsafeReason } from './request-target.ts';
import type { SiteFiles } from './site-files.ts';
import { sendText, type RuleHeaders } from './small-responses.ts';
import { sendStaticFile } from './static-response.ts';

export interface SiteState {
  files: SiteFiles;
  rules: NetlifyRules;
}

export interface RouterDeps {
  /** Read once per request, so a site swap never mixes two builds within one response. */
  state(): SiteState;
  functions: RouteTable;
  /** The origin the rules resolve targets against (http://localhost:PORT). */
  origin(): string;
  invoke(req: IncomingMessage, res: ServerResponse, match: FunctionMatch, pathAndQuery: string): Promise<void>;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const LOCALE_PREFIXES = localeCodes.filter((code) => code !== defaultLocale);

interface Routed {
  req: IncomingMessage;
  res: ServerResponse;
  deps: RouterDeps;
  state: SiteState;
  /** As requested (percent-encoded): what rules and functions are matched on. */
  rawPath: string;
  /** Decoded: what files are looked up by. */
  path: string;
}

export async function routeRequest(req: IncomingMessage, res: ServerResponse, deps: RouterDeps): Promise<void> {
  const parsed = parseRequestTarget(req.url);
  if (!parsed.ok) return sendText(res, 400, 'Bad Request');
  const { rawPath, path, query } = parsed.target;
  const state = deps.state();
  const routed: Routed = { req, res, deps, state, rawPath, path };

  const fn = matchFunction(deps.functions, rawPath, req.method ?? 'GET');
  if (fn && !(fn.preferStatic && state.files.find(path))) return deps.invoke(req, res, fn, req.url ?? rawPath);

  let rule: RedirectMatch | undefined;
  try {
    rule = await state.rules.matchRedirect(deps.origin(), query ? `${rawPath}?${query}` : rawPath, {
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
  } catch {
    return sendText(res, 400, 'Bad Request'); // a target the URL parser refuses
  }
  if (rule && (rule.force || !state.files.find(path))) return applyRule(routed, rule);

  if (state.files.find(path)) return serveFile(routed, path, 200);
  return sendNotFound(routed);
}

async function applyRule(routed: Routed, rule: RedirectMatch): Promise<void> {
  const { req, res, deps, state, rawPath } = routed;
  const ruleHeaders = await state.rules.headersFor(deps.origin(), rawPath);
  if (rule.external) {
    // Proxying to another origin is a CDN feature this server does not emulate.
    return sendText(res, 502, `Proxy rewrites are not supported locally (${rule.target.href})`, {}, ruleHeaders);
  }
  const target = `${rule.target.pathname}${rule.target.search}`;
  if (rule.redirect) return sendText(res, rule.statusCode, `Redirecting to ${target}`, { Location: target }, ruleHeaders);
  // A rewrite (200) or a page with its own status (404, 410...): `to` is served under the requested URL.
  const fn = matchFunction(deps.functions, rule.target.pathname, req.method ?? 'GET');
  if (fn) return deps.invoke(req, res, fn, target);
  const targetPath = decodePath(rule.target.pathname);
  if (targetPath === undefined || unsafeReason(targetPath) !== undefined || !state.files.find(targetPath)) return sendNotFound(routed);
  return serveFile(routed, targetPath, rule.statusCode);
}

async function serveFile(routed: Routed, filePath: string, status: number): Promise<void> {
  const { req, res, deps, state, rawPath, path } = routed;
  const file = state.files.find(filePath);
  const ruleHeaders = await state.rules.headersFor(deps.origin(), rawPath);
  if (!file) return sendText(res, 404, 'Not Found', {}, ruleHeaders);
  if (status === 200 && !READ_METHODS.has(req.method ?? 'GET')) {
    return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' }, ruleHeaders);
  }
  return sendStaticFile({ req, res, files: state.files, file, status, path, ruleHeaders });
}

/**
 * When no rule answered a missing path: the locale's own 404 page under its prefix (`/en/...` ->
 * `en/404.html` or `en/404/index.html`), else the site's `404.html`.
 */
async function sendNotFound(routed: Routed): Promise<void> {
  const { res, deps, state, rawPath, path } = routed;
  const prefix = LOCALE_PREFIXES.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
  const candidates = prefix ? [`/${prefix}/404.html`, `/${prefix}/404/`, '/404.html'] : ['/404.html'];
  const page = candidates.find((candidate) => state.files.find(candidate));
  if (page) return serveFile(routed, page, 404);
  const ruleHeaders: RuleHeaders = await state.rules.headersFor(deps.origin(), rawPath);
  sendText(res, 404, 'Not Found', {}, ruleHeaders);
}
