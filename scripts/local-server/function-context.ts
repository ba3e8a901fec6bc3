/**
 * The `context` argument of a Netlify Function (the `Context` type of @netlify/functions), as far
 * as it means anything locally. `cookies.set/delete` are collected and sent as Set-Cookie headers.
 */
import type { Context } from '@netlify/functions';

/** The cookie shape of @netlify/types (not a direct dependency, so restated here). */
export interface Cookie {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  unparsed?: string[];
}
type DeleteCookieOptions = Exclude<Parameters<Context['cookies']['delete']>[0], string>;

export interface ContextInput {
  request: Request;
  functionName: string;
  ip: string;
  params: Record<string, string>;
  requestId: string;
  siteUrl: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface FunctionContext {
  context: Context;
  /** Set-Cookie values produced through `context.cookies`, to append to the response. */
  setCookies: string[];
}

export function createFunctionContext(input: ContextInput): FunctionContext {
  const setCookies: string[] = [];
  let requestCookies: Map<string, string> | undefined;
  const unavailable = (what: string) => () => Promise.reject(new Error(`context.${what}() exists only in Edge Functions`));
  const cookies: Context['cookies'] = {
    get: (name: string) => {
      requestCookies ??= parseCookies(input.request.headers.get('cookie') ?? undefined);
      // The declared type says string; like Netlify's runtime we return undefined for a missing cookie.
      return requestCookies.get(name) as string;
    },
    set: ((nameOrCookie: string | Cookie, value?: string) => {
      const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '' } : nameOrCookie;
      setCookies.push(serializeCookie(cookie));
    }) as Context['cookies']['set'],
    delete: (input: string | DeleteCookieOptions) => {
      const options = typeof input === 'string' ? { name: input } : input;
      setCookies.push(serializeCookie({ ...options, value: '', expires: new Date(0) }));
    },
  };
  const context: Context = {
    account: { id: '' },
    cookies,
    deploy: { context: 'dev', id: 'local', published: false },
    geo: {},
    ip: input.ip,
    json: (body: unknown) => Response.json(body),
    log: (...data: unknown[]) => console.log(`[${input.functionName}]`, ...data),
    next: unavailable('next') as Context['next'],
    params: input.params,
    rewrite: unavailable('rewrite'),
    requestId: input.requestId,
    server: { region: 'local' },
    site: { id: 'local', name: 'local', url: input.siteUrl },
    url: new URL(input.request.url),
    waitUntil: input.waitUntil,
  };
  return { context, setCookies };
}

/** Serializes a cookie; names and values are checked because they end up in a response header. */
export function serializeCookie(cookie: Cookie): string {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(cookie.name)) throw new TypeError(`invalid cookie name: ${cookie.name}`);
  if (/[\s",;\\\x00-\x1f\x7f]/.test(cookie.value)) throw new TypeError(`invalid cookie value for ${cookie.name}`);
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.trunc(cookie.maxAge)}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  for (const extra of cookie.unparsed ?? []) parts.push(extra);
  return parts.join('; ');
}

/** `a=1; b=x%20y` -> Map { a => '1', b => 'x y' }; the first occurrence of a name wins, as in browsers' order. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!name || cookies.has(name)) continue;
    let value = eq === -1 ? '' : pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a stray `%` must not make the whole header unreadable
    }
    cookies.set(name, value);
  }
  return cookies;
}
