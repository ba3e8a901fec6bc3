import type { Context } from '@netlify/functions';
import { SESSION_LIFETIME_MINUTES } from '#db/repositories/admin-sessions.ts';

/**
 * The session cookie, set and read through the platform's `context.cookies`. Over https it is `__Host-admin_session` with Secure (the browser then refuses
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

/** What `context.cookies.set` takes: the platform writes the Set-Cookie header from it. */
export interface SessionCookie {
  name: string;
  value: string;
  path: '/';
  maxAge: number;
  httpOnly: true;
  sameSite: 'Strict';
  secure: boolean;
}

export function sessionCookie(url: URL, token: string): SessionCookie {
  return { name: sessionCookieName(url), value: token, path: '/', maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'Strict', secure: isHttps(url) };
}

/** Expires the cookie with the same attributes it was set with (a `__Host-` cookie must stay Secure to be replaced). */
export function clearedSessionCookie(url: URL): SessionCookie {
  return { ...sessionCookie(url, ''), maxAge: 0 };
}

/** The session token from the request's cookies (the name that fits its scheme only). */
export function readSessionToken(cookies: Context['cookies'], url: URL): string | undefined {
  return cookies.get(sessionCookieName(url)) || undefined;
}
