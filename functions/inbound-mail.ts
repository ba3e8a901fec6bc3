import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { mediaType } from './_shared/admin/request-guards.ts';
import { errorResponse, guarded, json, methodNotAllowed } from './_shared/http.ts';
import { receiveInboundMail } from './_shared/mail/inbound.ts';
import { authorized, INBOUND_BODY_LIMIT, inboundMailSecret, rawMessageOf } from './_shared/mail/inbound-webhook.ts';
import { readLimitedBody } from './_shared/request-body.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * POST /api/inbound-mail: the mail provider's inbound webhook (functions/_shared/mail/inbound.ts
 * says what becomes of a message). HTTP Basic authentication with INBOUND_MAIL_SECRET as the
 * password: 401 with a challenge without it or with a wrong one (checked before the body is read).
 * Without a secret configured every post is 503, not 401: a provider retries a 5xx for hours, so mail
 * posted before the secret is set arrives once it is, while a 401 would be taken as final. 413 over
 * 6 MB, 415 for a body that is no message or form, 400 for a post without a message in it; 200 with
 * what became of it, a repeated Message-ID included (so a provider's retry ends there).
 */
export default function inboundMail(req: Request, context: Context): Promise<Response> {
  return guarded('inbound-mail', () => handle(req, context));
}

async function handle(req: Request, context: Context | undefined): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const secret = inboundMailSecret();
  if (!secret) {
    console.error('[inbound-mail] INBOUND_MAIL_SECRET is missing or shorter than 32 characters: inbound mail refused (503)');
    return errorResponse(503, 'Inbound mail is not configured', {}, { 'Retry-After': '3600' });
  }
  if (!authorized(req, secret)) return errorResponse(401, 'Unauthorized', {}, { 'WWW-Authenticate': 'Basic realm="inbound-mail", charset="UTF-8"' });
  const read = await readLimitedBody(req, INBOUND_BODY_LIMIT);
  if (!read.ok) return read.status === 413 ? errorResponse(413, `Payload Too Large: at most ${INBOUND_BODY_LIMIT} bytes`) : errorResponse(400, 'Bad Request');
  const message = await rawMessageOf(req, mediaType(req), read.bytes);
  if (!message.ok) return errorResponse(message.status, message.error);
  const result = await receiveInboundMail(getDb(), message.raw, {
    envelopeRecipients: message.envelope,
    verdicts: message.verdicts,
    site: siteAddress(context),
    defer: (work) => {
      const settled = work.catch(() => {});
      if (context?.waitUntil) context.waitUntil(settled);
    },
  });
  if (result.outcome === 'not-a-message') return errorResponse(400, 'Not a mail message: no From and no Message-ID');
  console.log(`[inbound-mail] ${result.outcome}${result.outcome === 'recorded' ? ` ${result.reference} (${result.sender})` : ''}`);
  return json(result);
}

export const config: Config = { path: '/api/inbound-mail' };
