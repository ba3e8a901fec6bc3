/**
 * `[[headers]]` rules with Netlify's semantics (from @netlify/headers-parser): `for` paths are
 * case-insensitive, ignore a trailing slash, `:placeholder` spans one segment and `*` anything;
 * every matching rule applies, and a header set by several matching rules is joined with ', '.
 */
import { decodePath } from './request-target.ts';
import type { HeaderRule } from './types.ts';

/**
 * Headers the CDN itself owns; Netlify ignores custom values for them, and so do we (Location
 * comes from redirects, Content-Length and Content-Encoding from the body actually sent).
 */
const RESERVED = new Set([
  'accept-ranges', 'age', 'allow', 'alt-svc', 'connection', 'content-encoding', 'content-length',
  'content-range', 'date', 'location', 'server', 'trailer', 'transfer-encoding', 'upgrade',
]);

export function compileForPattern(forPath: string): RegExp {
  const decoded = decodePath(forPath.trim()) ?? forPath.trim();
  const pattern = decoded
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)'; // a standalone `*` also matches nothing, slash included
      return part.split('*').map(escapeRegExp).join('(.*)');
    })
    .join('/');
  return new RegExp(`^/${pattern}/?$`, 'iu');
}

/**
 * Netlify trims a value and normalizes the commas of a multi-line value (`a,\n b` -> `a, b`).
 * A newline elsewhere (a CSP written one directive per line) cannot go on the wire as is: it is
 * folded into one space, which is how an HTTP/1.1 obs-fold reads.
 */
export function normalizeHeaderValue(raw: string | readonly string[]): string {
  if (typeof raw !== 'string') return raw.map((item) => item.trim()).join(', ');
  return raw.trim().split(/\s*,\s*/).join(', ').replace(/\s*[\r\n]+\s*/g, ' ');
}

export function compileHeaderRule(forPath: string, values: Readonly<Record<string, unknown>>): HeaderRule {
  const compiled: Array<readonly [string, string]> = [];
  for (const [rawName, rawValue] of Object.entries(values)) {
    const name = rawName.trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new Error(`invalid header name: ${JSON.stringify(rawName)}`);
    if (typeof rawValue !== 'string' && !(Array.isArray(rawValue) && rawValue.every((v) => typeof v === 'string'))) {
      throw new Error(`header "${name}" must be a string or an array of strings`);
    }
    if (RESERVED.has(name.toLowerCase())) continue;
    compiled.push([name, normalizeHeaderValue(rawValue as string | string[])]);
  }
  return { for: forPath, pattern: compileForPattern(forPath), values: compiled };
}

/** The merged headers of every rule matching a decoded path, keyed by lower-case name. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Map<string, { name: string; value: string }> {
  const merged = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.values) {
      const key = name.toLowerCase();
      const existing = merged.get(key);
      merged.set(key, existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value });
    }
  }
  return merged;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
