import type { Config, Context } from '@netlify/functions';
import { countRequest, formPostHit } from './_shared/analytics/no-script.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { signFormToken } from './_shared/inquiry/form-token.ts';
import { submitInquiry } from './_shared/inquiry/submit.ts';
import { thanksPage } from './_shared/inquiry/thanks-page.ts';
import { errorResponse, json, methodNotAllowed } from './_shared/http.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * POST /api/contact: a consultation inquiry (JSON from the form island, or the form's own
 * urlencoded post without JavaScript). GET /api/contact/token: the signed render time the island
 * sends back with the inquiry. GET /api/contact/thanks: the thanks page with the reference, where a
 * post without JavaScript lands. See functions/_shared/inquiry/.
 */
export default async function contact(req: Request, context: Context): Promise<Response> {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (path.endsWith('/token')) return token(req);
  if (path.endsWith('/thanks')) return req.method === 'GET' || req.method === 'HEAD' ? thanksPage(req, siteAddress(context)) : methodNotAllowed(['GET', 'HEAD']);
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  // Without JavaScript no beacon reports the form's first touch: its post is the started form.
  const started = formPostHit(req);
  if (started) await countRequest(req, context, started);
  return submitInquiry(req, { ip: context?.ip, waitUntil: context?.waitUntil?.bind(context), site: siteAddress(context) });
}

function token(req: Request): Response {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const secret = formSigningSecret();
  if (!secret) {
    console.error('[contact] FORM_SIGNING_SECRET is missing or shorter than 32 characters: no form tokens (503)');
    return errorResponse(503, 'Service Unavailable', {}, { 'Retry-After': '300' });
  }
  return json({ token: signFormToken(secret, Date.now()) });
}

export const config: Config = { path: ['/api/contact', '/api/contact/token', '/api/contact/thanks'] };
