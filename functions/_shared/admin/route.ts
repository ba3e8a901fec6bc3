import type { Context } from '@netlify/functions';
import { megabytes, UPLOAD_MAX_BYTES } from '#domain/uploads.ts';
import { mayUse, type AdminArea, type AdminLocale, type AdminRole } from '#domain/admin-access.ts';
import { adminRouteAreas, setupOnlyRoutes, type AdminRouteName } from './access.ts';
import { getDb, type Db } from '#db/client.ts';
import { CACHE, errorResponse, guarded, json, SECURITY_HEADERS } from '../http.ts';
import { readSessionToken } from './cookies.ts';
import { parseJsonBody, readLimitedBody } from '../request-body.ts';
import { siteAddress } from '../site-address.ts';
import { BODY_METHODS, IMAGE_TYPES, isCrossSite, mediaType, unstorableBodyFields, unstorableQueryFields } from './request-guards.ts';
import { preferredAdminLocale, t, withLocale } from './messages/index.ts';
import { authenticate, sessionKey } from './session.ts';

/**
 * The wrapper of every `/api/admin/*` function (the contract is README.md beside this file): method,
 * cross-site, body and session checks in that order, then the handler; every answer no-store with
 * the security headers; an exception a bare 500.
 */

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminContext<P = Record<string, string>> {
  req: Request;
  url: URL;
  params: P;
  /** The signed-in administrator. On an `auth: false` route (login) it is a placeholder with id 0. */
  admin: { id: number; username: string; sessionId: string; role: AdminRole; twoFactorSetupRequired: boolean; locale: AdminLocale; timeZone: string | null };
  /** Parsed JSON (undefined for an empty body or a GET), or the raw bytes on an `accept: 'image'` route. */
  body: unknown;
  ip: string;
  db: Db;
  /**
   * Work to finish after the answer (e-mails): the platform's waitUntil; where there is none (tests,
   * scripts) the answer waits for it instead, so nothing is cut off.
   */
  waitUntil: (work: Promise<unknown>) => void;
  /** The platform's cookies of this request and its answer (Netlify's `context.cookies`). */
  cookies: Context['cookies'];
  /** "City, country" from the platform's request geolocation (Netlify's `context.geo`); null when it has none. */
  place: string | null;
  /** The site's configured origin for links in mails and answers (site-address.ts), never the request's Host; undefined when none is configured. */
  site: string | undefined;
}

export type AdminHandler = (ctx: AdminContext) => Promise<Response>;

export interface AdminRouteOptions {
  /** false only for login: no session required. */
  auth?: boolean;
  /** 'image': the body must be image/png|jpeg|webp|gif and reaches the handler as a Uint8Array. */
  accept?: 'json' | 'image';
  /** Largest body accepted (413 above it): 1 MB for JSON, UPLOAD_MAX_BYTES (what Netlify can carry) for images by default. */
  maxBodyBytes?: number;
}

export interface AdminRouteMeta {
  name: AdminRouteName;
  /** The part of the back office it belongs to: which roles may use it. */
  area: AdminArea;
  methods: string[];
  auth: boolean;
  accept: 'json' | 'image';
}

export type AdminFunction = ((req: Request, context: Context) => Promise<Response>) & { adminRoute: AdminRouteMeta };

export const JSON_BODY_LIMIT = 1024 * 1024;
// Before sign-in nobody holds a role; the least one stands in (only the login route runs without a session).
const NO_ADMIN = Object.freeze({ id: 0, username: '', sessionId: '', role: 'staff' as const, twoFactorSetupRequired: false, locale: 'ko' as const, timeZone: null });

/** "Jakarta, Indonesia" from the platform's geolocation, or what part of it there is. */
function placeOf(geo: Context['geo'] | undefined): string | null {
  const parts = [geo?.city, geo?.country?.name ?? geo?.country?.code].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

export function adminJson(body: unknown, status = 200): Response {
  return json(body, { status });
}

export function fieldErrors(fields: Record<string, string>): Response {
  return errorResponse(400, t().checkInput, { fields });
}

export function notFound(): Response {
  return errorResponse(404, 'Not Found');
}


/** Every answer leaves with no-store and the security headers, whatever the handler set. */
function finalize(response: Response, dropBody: boolean): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  headers.set('Cache-Control', CACHE.none);
  return new Response(dropBody ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}

/** 413: an image's names the limit in the staff's language, so they know what to send instead. */
function tooLarge(accept: 'json' | 'image', limit: number): Response {
  if (accept !== 'image') return errorResponse(413, 'Payload Too Large');
  return errorResponse(413, t().imageFileTooLarge(megabytes(limit)), { maxBytes: limit });
}

type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

async function readBody(req: Request, accept: 'json' | 'image', limit: number): Promise<BodyResult> {
  const type = mediaType(req);
  const acceptable = accept === 'image' ? IMAGE_TYPES.includes(type) : type === 'application/json';
  if (type !== '' && !acceptable) return { ok: false, response: errorResponse(415, 'Unsupported Media Type') };
  const read = await readLimitedBody(req, limit);
  if (!read.ok) return { ok: false, response: read.status === 413 ? tooLarge(accept, limit) : errorResponse(400, 'Bad Request') };
  if (read.bytes.byteLength === 0) return { ok: true, body: undefined };
  // A body without any Content-Type is refused like a wrong one (a cross-site form always sends one).
  if (type === '') return { ok: false, response: errorResponse(415, 'Unsupported Media Type') };
  if (accept === 'image') return { ok: true, body: read.bytes };
  const json = parseJsonBody(read.bytes);
  return json.ok ? { ok: true, body: json.value } : { ok: false, response: errorResponse(400, json.message) };
}

export function adminRoute(
  name: AdminRouteName,
  handlers: Partial<Record<AdminMethod, AdminHandler>>,
  options: AdminRouteOptions = {},
): AdminFunction {
  const auth = options.auth ?? true;
  const area = adminRouteAreas[name];
  const accept = options.accept ?? 'json';
  const limit = options.maxBodyBytes ?? (accept === 'image' ? UPLOAD_MAX_BYTES : JSON_BODY_LIMIT);
  const methods = Object.keys(handlers) as AdminMethod[];
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;

  async function handle(req: Request, context: Context): Promise<Response> {
    const url = new URL(req.url);
    // HEAD is answered as GET without the body.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const handler = handlers[method as AdminMethod];
    if (!handler) return errorResponse(405, 'Method Not Allowed', {}, { Allow: allowed.join(', ') });

    const bodyMethod = BODY_METHODS.has(method);
    if (bodyMethod && isCrossSite(req, url)) return errorResponse(403, 'Forbidden');

    // NUL or bytes that are not UTF-8 would reach PostgreSQL and fail there (a 500): refused here, once for every route.
    const badQuery = unstorableQueryFields(url);
    if (badQuery) return fieldErrors(badQuery);

    let body: unknown;
    if (bodyMethod) {
      const read = await readBody(req, accept, limit);
      if (!read.ok) return read.response;
      body = read.body;
      const badBody = accept === 'json' ? unstorableBodyFields(body) : undefined;
      if (badBody) return fieldErrors(badBody);
    }

    const key = sessionKey();
    if (!key) {
      console.error(`[${name}] SESSION_SECRET is missing or shorter than 32 bytes: admin sign-in is off (503)`);
      return errorResponse(503, 'Admin sign-in is not configured');
    }

    const db = getDb();
    let admin: AdminContext['admin'] = NO_ADMIN;
    if (auth) {
      const session = await authenticate(db, key, readSessionToken(context.cookies, url));
      if (!session) return errorResponse(401, 'Unauthorized');
      const { adminId: id, sessionId, username, role, twoFactorSetupRequired, locale, timeZone } = session;
      admin = { id, username, sessionId, role, twoFactorSetupRequired, locale, timeZone };
      if (!mayUse(admin.role, area)) return errorResponse(403, 'Forbidden', { reason: 'role' });
      if (admin.twoFactorSetupRequired && !setupOnlyRoutes.has(name)) return errorResponse(403, 'Forbidden', { reason: 'two_factor_setup' });
    }

    // The platform's client address only: a header the client sends could name any address.
    const ip = context?.ip || 'unknown';
    const later: Promise<unknown>[] = [];
    const waitUntil = typeof context?.waitUntil === 'function' ? context.waitUntil.bind(context) : (work: Promise<unknown>) => void later.push(work);
    const response = await handler({ req, url, params: context?.params ?? {}, admin, body, ip, db, waitUntil, cookies: context.cookies, place: placeOf(context?.geo), site: siteAddress(context) });
    await Promise.allSettled(later);
    return response;
  }

  // The handler's messages in the language the admin app asked for (messages/index.ts).
  const route = async (req: Request, context: Context): Promise<Response> =>
    finalize(await withLocale(preferredAdminLocale(req.headers.get('accept-language')), () => guarded(name, () => handle(req, context))), req.method === 'HEAD');
  return Object.assign(route, { adminRoute: { name, area, methods, auth, accept } });
}
