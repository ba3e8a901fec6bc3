/**
 * Turns the raw request target (`req.url`) into the paths the router works with, and refuses
 * anything that could escape the site directory. Deliberately not `new URL()`: the WHATWG parser
 * silently resolves `..` and `%2e%2e`, which would hide traversal attempts instead of rejecting them.
 */

export interface RequestTarget {
  /** Path as sent (percent-encoded), e.g. `/services/%EC%A2%85...`; what URLPattern matches. */
  rawPath: string;
  /** Percent-decoded path, e.g. `/services/종합-컨설팅`; what files and rules are matched against. */
  path: string;
  /** Query string without the `?` ('' when absent). */
  query: string;
}

export type RequestTargetResult = { ok: true; target: RequestTarget } | { ok: false; reason: string };

export function parseRequestTarget(url: string | undefined): RequestTargetResult {
  if (url === undefined || !url.startsWith('/')) return { ok: false, reason: 'request target must be an absolute path' };
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  const rawPath = mark === -1 ? withoutHash : withoutHash.slice(0, mark);
  const query = mark === -1 ? '' : withoutHash.slice(mark + 1);
  const path = decodePath(rawPath);
  if (path === undefined) return { ok: false, reason: 'malformed percent-encoding' };
  const unsafe = unsafeReason(path);
  if (unsafe !== undefined) return { ok: false, reason: unsafe };
  return { ok: true, target: { rawPath, path, query } };
}

/** Decodes a path; undefined when the percent-encoding or the resulting UTF-8 is malformed. */
export function decodePath(rawPath: string): string | undefined {
  if (!rawPath.includes('%')) return rawPath;
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/** Why a decoded path is unsafe to map onto the file system, or undefined when it is safe. */
export function unsafeReason(path: string): string | undefined {
  if (path.includes('\0')) return 'NUL byte in path';
  if (path.includes('\\')) return 'backslash in path';
  for (const segment of path.split('/')) {
    if (segment === '..' || segment === '.') return 'dot segment in path';
  }
  return undefined;
}

