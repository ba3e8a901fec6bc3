/**
 * The request chain, in Netlify's order: (1) a function whose `config.path` and `method` match
 * (unless `preferStatic` and a file exists); (2) the first matching `[[redirects]]` rule, which
 * a file at the requested path shadows unless the rule is forced; (3) the static file; (4) 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultLocale, localeCodes } from '../../src/i18n/locales.ts';
import { headersForPath } from './header-rules.ts';
import { RequestFacts } from './redirect-conditions.ts';
import { encodeLocation, expandTarget, isRedirectStatus, matchRedirect, withForwardedQuery } from './redirect-rules.ts';
import { decodePath, parseRequestTarget, splitPathAndQuery, unsafeReason } from './request-target.ts';
import { matchFunction, type FunctionMatch, type RouteTable } from './functions-registry.ts';
import type { SiteFiles } from './site-files.ts';
import { sendText } from './small-responses.ts';
import { sendStaticFile } from './static-response.ts';
import type { NetlifyRoutingConfig, RedirectMatch } from './types.ts';

export interface SiteState {
  files: SiteFiles;
  config: NetlifyRoutingConfig;
}

export interface RouterDeps {
  /** Read once per request, so a site swap never mixes two builds within one response. */
  state(): SiteState;
  functions: RouteTable;
  invoke(req: IncomingMessage, res: ServerResponse, match: FunctionMatch, pathAndQuery: string): Promise<void>;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const LOCALE_PREFIXES = localeCodes.filter((code) => code !== defaultLocale);

export async function routeRequest(req: IncomingMessage, res: ServerResponse, deps: RouterDeps): Promise<void> {
  const parsed = parseRequestTarget(req.url);
  if (!parsed.ok) return sendText(res, 400, 'Bad Request');
  const { rawPath, path, query } = parsed.target;
  const state = deps.state();
  const method = req.method ?? 'GET';

  const fn = matchFunction(deps.functions, rawPath, method);
  if (fn && !(fn.fn.preferStatic && state.files.find(path))) return deps.invoke(req, res, fn, req.url ?? rawPath);

  const facts = new RequestFacts(req.headers.cookie, req.headers['accept-language']);
  const rule = matchRedirect(state.config.redirects, path, query, facts);
  if (rule && (rule.rule.force || !state.files.find(path))) return applyRule(req, res, deps, state, rule, path, query);

  const file = state.files.find(path);
  if (file) return serveFile(req, res, state, path, path, 200);
  return sendNotFound(req, res, state, path);
}

async function applyRule(
  req: IncomingMessage,
  res: ServerResponse,
  deps: RouterDeps,
  state: SiteState,
  { rule, params }: RedirectMatch,
  path: string,
  query: string,
): Promise<void> {
  const target = withForwardedQuery(expandTarget(rule.to, params), query);
  if (isRedirectStatus(rule.status)) {
    const ruleHeaders = headersForPath(state.config.headers, path);
    return sendText(res, rule.status, `Redirecting to ${encodeLocation(target)}`, { Location: encodeLocation(target) }, ruleHeaders);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    // Proxying to another origin is a CDN feature this server does not emulate.
    return sendText(res, 502, `Proxy rewrites are not supported locally (${rule.from} -> ${rule.to})`);
  }
  // A rewrite (200) or a custom-status page (404, 410...): serve `to` without changing the URL.
  const split = splitPathAndQuery(target);
  const targetPath = decodePath(split.path);
  if (targetPath === undefined || unsafeReason(targetPath) !== undefined) return sendText(res, 500, 'Invalid rewrite target');
  const rawTarget = encodeLocation(split.path);
  const fn = matchFunction(deps.functions, rawTarget, req.method ?? 'GET');
  if (fn) return deps.invoke(req, res, fn, split.query ? `${rawTarget}?${split.query}` : rawTarget);
  if (!state.files.find(targetPath)) return sendNotFound(req, res, state, path);
  return serveFile(req, res, state, path, targetPath, rule.status);
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  state: SiteState,
  requestPath: string,
  filePath: string,
  status: number,
): Promise<void> {
  const file = state.files.find(filePath);
  const ruleHeaders = headersForPath(state.config.headers, requestPath);
  if (!file) return sendText(res, 404, 'Not Found', {}, ruleHeaders);
  if (status === 200 && !READ_METHODS.has(req.method ?? 'GET')) {
    return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' }, ruleHeaders);
  }
  return sendStaticFile({ req, res, files: state.files, file, status, path: requestPath, ruleHeaders });
}

/**
 * Built-in fallback when no rule handled a missing path: the locale's own 404 page under its
 * prefix (`/en/...` -> `en/404.html` or `en/404/index.html`), else the site's `404.html`.
 */
function sendNotFound(req: IncomingMessage, res: ServerResponse, state: SiteState, path: string): Promise<void> {
  const prefix = LOCALE_PREFIXES.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
  const candidates = prefix ? [`/${prefix}/404.html`, `/${prefix}/404/`, '/404.html'] : ['/404.html'];
  const page = candidates.find((candidate) => state.files.find(candidate));
  if (page) return serveFile(req, res, state, path, page, 404);
  sendText(res, 404, 'Not Found', {}, headersForPath(state.config.headers, path));
  return Promise.resolve();
}
