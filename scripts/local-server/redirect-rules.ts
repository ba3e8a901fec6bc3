/**
 * `[[redirects]]` matching: `from` paths with `:placeholder` segments and a trailing `*` splat,
 * `query` requirements and `conditions`; first match in file order wins. As on Netlify, `/path`
 * and `/path/` match alike, and `/a/*` also matches `/a` itself.
 */
import { conditionsMet, type RequestFacts } from './redirect-conditions.ts';
import { decodePath } from './request-target.ts';
import type { RedirectMatch, RedirectRule } from './types.ts';

const PLACEHOLDER_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
const PLACEHOLDER_IN_TARGET = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compiles a `from` path to a RegExp over decoded paths; throws for forms that cannot match locally. */
export function compileFromPattern(from: string): RegExp {
  if (!from.startsWith('/')) throw new Error(`"from" must be a path starting with "/" (host-level rules are not emulated): ${from}`);
  const decoded = decodePath(from) ?? from;
  const parts = decoded.replace(/\/+$/, '').split('/').slice(1);
  let source = '^';
  parts.forEach((part, index) => {
    if (part === '*' && index === parts.length - 1) {
      source += '(?:/(?<splat>.*))?';
      return;
    }
    const placeholder = PLACEHOLDER_SEGMENT.exec(part);
    source += placeholder ? `/(?<${placeholder[1]}>[^/]+)` : `/${escapeRegExp(part)}`;
  });
  return new RegExp(`${source}/?$`);
}

/**
 * The first rule matching a decoded path, its query string and the request's facts.
 * `facts` is only consulted for rules that carry conditions, so it costs nothing otherwise.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
  query: string,
  facts: RequestFacts,
): RedirectMatch | undefined {
  let searchParams: URLSearchParams | undefined;
  for (const rule of rules) {
    const match = rule.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    // An unmatched optional splat (`/a/*` on `/a`) is undefined: it expands to nothing.
    for (const [name, value] of Object.entries(match.groups ?? {})) params[name] = value ?? '';
    const queryNames = Object.keys(rule.query);
    if (queryNames.length > 0) {
      searchParams ??= new URLSearchParams(query);
      if (!bindQuery(rule.query, searchParams, params)) continue;
    }
    if (!conditionsMet(rule.conditions, facts)) continue;
    return { rule, params };
  }
  return undefined;
}

/** Every required query parameter must be present; `:name` values bind placeholders, others must be equal. */
function bindQuery(required: Readonly<Record<string, string>>, actual: URLSearchParams, params: Record<string, string>): boolean {
  for (const [name, expected] of Object.entries(required)) {
    const value = actual.get(name);
    if (value === null) return false;
    const placeholder = PLACEHOLDER_SEGMENT.exec(expected);
    if (placeholder) params[placeholder[1]!] = value;
    else if (expected !== value) return false;
  }
  return true;
}

/** Substitutes `:splat` and `:placeholder`s into `to`; unknown placeholders stay as written. */
export function expandTarget(to: string, params: Readonly<Record<string, string>>): string {
  return to.replace(PLACEHOLDER_IN_TARGET, (whole, name: string) => params[name] ?? whole);
}

/**
 * Adds the request's query string unless the target has its own (Netlify forwards query
 * parameters to the destination of redirects and rewrites).
 */
export function withForwardedQuery(target: string, query: string): string {
  if (!query || target.includes('?')) return target;
  return `${target}?${query}`;
}

/** Makes a decoded target safe for a Location header: percent-encodes non-ASCII, keeps existing `%XX`. */
export function encodeLocation(target: string): string {
  return target.replace(/[^\x21-\x7E]|%(?![0-9A-Fa-f]{2})/gu, (char) => encodeURIComponent(char));
}

export function isRedirectStatus(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
