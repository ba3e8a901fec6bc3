/**
 * The mail provider's side of POST /api/inbound-mail: who may post (HTTP Basic authentication whose
 * password is INBOUND_MAIL_SECRET: the one credential every provider's webhook address can carry,
 * `https://inbound:<secret>@site/api/inbound-mail`), how large a message may be, and where the raw
 * message is in each provider's post.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Shortest secret accepted: a guessable one would let anyone write into the desk's histories. */
const MIN_SECRET_LENGTH = 32;

/**
 * Largest body taken: Netlify buffers at most 6 MB of request for a function (and a form post it
 * treats as binary arrives base64-encoded, about 4.5 MB of message), so nothing larger can reach the
 * deployed endpoint; the same bound here makes a local trial answer as production does.
 */
export const INBOUND_BODY_LIMIT = 6 * 1024 * 1024;

/** INBOUND_MAIL_SECRET, or undefined when it is missing or too short: the endpoint then refuses every post. */
export function inboundMailSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env['INBOUND_MAIL_SECRET'];
  return secret !== undefined && secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
}

/** Whether the request's Basic credentials carry the secret as their password (any user name), compared in constant time. */
export function authorized(req: Request, secret: string): boolean {
  const match = /^basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Digests of both, so the comparison takes the same time whatever the length of the guess.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(decoded.slice(colon + 1)), digest(secret));
}

/**
 * The form fields providers put the raw message in: Mailgun's `body-mime` (a route to a URL ending
 * in `mime`), SendGrid's `email` (Inbound Parse with "POST the raw, full MIME message"), and the
 * plain names a relay or a Cloudflare Email Worker is likely to use.
 */
export const RAW_MESSAGE_FIELDS = ['body-mime', 'email', 'raw', 'message', 'mime', 'RawEmail'] as const;
/** Postmark's JSON post carries the raw message as `RawEmail` (with "include raw email content" on). */
const JSON_RAW_FIELD = 'RawEmail';

export type RawMessage =
  /** `verdicts`: the provider's authentication verdicts posted beside the message, as Authentication-Results clauses. */
  | { ok: true; raw: Uint8Array; envelope: string[]; verdicts: string[] }
  | { ok: false; status: 400 | 415; error: string };

const encoder = new TextEncoder();

/** Addresses in an envelope field: Mailgun's `recipient` (comma-separated), SendGrid's `envelope` JSON `{ "to": [...] }`. */
function envelopeAddresses(value: unknown): string[] {
  if (typeof value !== 'string' || value.length > 10_000) return [];
  const text = value.trim();
  if (text.startsWith('{')) {
    try {
      const to = (JSON.parse(text) as { to?: unknown }).to;
      return Array.isArray(to) ? to.filter((a): a is string => typeof a === 'string') : typeof to === 'string' ? [to] : [];
    } catch {
      return [];
    }
  }
  return text.split(/[,\s]+/).filter((a) => a.includes('@'));
}

/** SendGrid's `dkim` field (`{@example.com : pass}`) as verdicts. */
function sendgridVerdicts(value: unknown): string[] {
  if (typeof value !== 'string' || value.length > 10_000) return [];
  return [...value.matchAll(/@([A-Za-z0-9.-]+)\s*:\s*pass\b/gi)].map((m) => `dkim=pass header.d=${m[1]}`);
}

/** The raw message of a post, by its media type; 415 for a type no provider sends, 400 when the expected field is missing. */
export async function rawMessageOf(req: Request, mediaType: string, bytes: Uint8Array): Promise<RawMessage> {
  if (mediaType === 'message/rfc822' || mediaType === 'text/plain' || mediaType === 'application/octet-stream') {
    return bytes.byteLength > 0 ? { ok: true, raw: bytes, envelope: [], verdicts: [] } : { ok: false, status: 400, error: 'Empty message' };
  }
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await new Request(req.url, { method: 'POST', headers: { 'content-type': req.headers.get('content-type') ?? mediaType }, body: bytes as Uint8Array<ArrayBuffer> }).formData();
    } catch {
      return { ok: false, status: 400, error: 'Malformed form data' };
    }
    const envelope = [...envelopeAddresses(form.get('recipient')), ...envelopeAddresses(form.get('envelope'))];
    const verdicts = sendgridVerdicts(form.get('dkim'));
    for (const name of RAW_MESSAGE_FIELDS) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim() !== '') return { ok: true, raw: encoder.encode(value), envelope, verdicts };
      if (value instanceof Blob && value.size > 0) return { ok: true, raw: new Uint8Array(await value.arrayBuffer()), envelope, verdicts };
    }
    return { ok: false, status: 400, error: `No raw message in the form: expected one of the fields ${RAW_MESSAGE_FIELDS.join(', ')}` };
  }
  if (mediaType === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return { ok: false, status: 400, error: 'Malformed JSON' };
    }
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const raw = record[JSON_RAW_FIELD];
    if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, status: 400, error: `No raw message in the JSON: expected the field ${JSON_RAW_FIELD}` };
    return { ok: true, raw: encoder.encode(raw), envelope: envelopeAddresses(record['OriginalRecipient']), verdicts: [] };
  }
  return { ok: false, status: 415, error: 'Unsupported Media Type: send message/rfc822, or a form post (multipart/form-data or urlencoded) with the raw message in a field' };
}
