import { SESSION_LIFETIME_MINUTES } from '#db/repositories/admin-sessions.ts';

/**
 * The session cookie. Over https it is `__Host-admin_session` with Secure (the browser then refuses
 * it from any other host or path); over plain http (the local server) it cannot be Secure, so it is
 * `admin_session`. Always HttpOnly, SameSite=Strict, Path=/.
 */
export const SECURE_COOKIE_NAME = '__Host-admin_session';
export const LOCAL_COOKIE_NAME = 'admin_session';
export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_MINUTES * 60;

function isHttps(url: URL): boolean {
  return url.protocol === 'https:';
}

export function sessionCookieName(url: URL): string {
  return isHttps(url) ? SECURE_COOKIE_NAME : LOCAL_COOKIE_NAME;
}

function serialize(url: URL, value: string, maxAge: number): string {
  const parts = [`${sessionCookieName(url)}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
  if (isHttps(url)) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(url: URL, token: string): string {
  return serialize(url, token, SESSION_MAX_AGE_SECONDS);
}

export function clearedSessionCookie(url: URL): string {
  return serialize(url, '', 0);
}

/** The session token from the request's Cookie header (the name that fits its scheme only). */
export function readSessionToken(req: Request, url: URL): string | undefined {
  const header = req.headers.get('cookie');
  if (!header) return undefined;
  const name = sessionCookieName(url);
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}
