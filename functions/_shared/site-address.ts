/**
 * The firm's own address, for every link the server writes into a mail or an answer (a password
 * reset, an invitation, an assignment notice) and for the authenticator app's issuer. It is
 * configured, never read from the request: a request's Host is whatever the client wrote, so a
 * link built from it would send a reset token to whoever sent `Host: evil.example`.
 *
 * In order: SITE_URL (the address the site is built for), then what the platform says the site's
 * main address is: Netlify's `URL` variable and `context.site.url`, both set for every function at
 * runtime; the local server gives its own origin as `context.site.url`. With none of them, or a
 * SITE_URL that is not an http(s) address, there is no address and the routes that need one answer
 * 503 (siteAddressMissing) instead of guessing.
 */
import type { Context } from '@netlify/functions';
import { errorResponse } from './http.ts';

function originOf(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The site's origin (`https://www.example.com`, no trailing slash), or undefined when none is configured. */
export function siteAddress(context: Partial<Pick<Context, 'site'>> | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env['SITE_URL'];
  // A SITE_URL that is set but unreadable is a mistake to report, not to paper over with another address.
  if (configured !== undefined && configured.trim() !== '') return originOf(configured);
  return originOf(env['URL']) ?? originOf(context?.site?.url);
}

/** 503 for a route that must write a link and has no configured address to write it with. */
export function siteAddressMissing(route: string): Response {
  console.error(`[${route}] no usable site address (SITE_URL as an http(s) address, or the platform's URL): links cannot be made (503)`);
  return errorResponse(503, 'The site address is not configured');
}
