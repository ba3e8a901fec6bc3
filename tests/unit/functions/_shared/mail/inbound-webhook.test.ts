import { describe, expect, it } from 'vitest';
import { authorized, inboundMailSecret, rawMessageOf } from '#functions/_shared/mail/inbound-webhook.ts';

const secret = 's'.repeat(40);
const basic = (credentials: string) => new Request('https://site.example/api/inbound-mail', { method: 'POST', headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } });

describe('who may post mail', () => {
  it('needs a secret of at least 32 characters', () => {
    expect(inboundMailSecret({})).toBeUndefined();
    expect(inboundMailSecret({ INBOUND_MAIL_SECRET: 'short' })).toBeUndefined();
    expect(inboundMailSecret({ INBOUND_MAIL_SECRET: secret })).toBe(secret);
  });

  it('takes the secret as the Basic password under any user name, and nothing else', () => {
    expect(authorized(basic(`inbound:${secret}`), secret)).toBe(true);
    expect(authorized(basic(`:${secret}`), secret)).toBe(true);
    expect(authorized(basic(`inbound:${secret}x`), secret)).toBe(false);
    expect(authorized(basic(`${secret}:`), secret)).toBe(false);
    expect(authorized(basic(secret), secret)).toBe(false);
    expect(authorized(new Request('https://site.example/', { headers: { authorization: `Bearer ${secret}` } }), secret)).toBe(false);
    expect(authorized(new Request('https://site.example/'), secret)).toBe(false);
  });
});

describe('where the raw message is', () => {
  const raw = 'From: kim@example.com\r\nSubject: hi\r\n\r\nHello';
  const bytes = (text: string) => new TextEncoder().encode(text);
  const post = async (body: FormData | URLSearchParams) => {
    const req = new Request('https://site.example/api/inbound-mail', { method: 'POST', body });
    return { req, bytes: new Uint8Array(await req.clone().arrayBuffer()), type: (req.headers.get('content-type') ?? '').split(';')[0]! };
  };

  it('is the body itself for message/rfc822 and text/plain', async () => {
    const req = new Request('https://site.example/', { method: 'POST' });
    expect(await rawMessageOf(req, 'message/rfc822', bytes(raw))).toEqual({ ok: true, raw: bytes(raw), envelope: [], verdicts: [] });
    expect(await rawMessageOf(req, 'text/plain', new Uint8Array(0))).toMatchObject({ ok: false, status: 400 });
  });

  it('is Mailgun’s body-mime or SendGrid’s email field, with the envelope’s recipients', async () => {
    const mailgun = new FormData();
    mailgun.set('recipient', 'desk+NB-2026-7KQ4MX@example.com');
    mailgun.set('body-mime', raw);
    const a = await post(mailgun);
    expect(await rawMessageOf(a.req, a.type, a.bytes)).toEqual({ ok: true, raw: bytes(raw), envelope: ['desk+NB-2026-7KQ4MX@example.com'], verdicts: [] });
    const sendgrid = new URLSearchParams({ envelope: JSON.stringify({ to: ['desk+NB-2026-7KQ4MX@example.com'], from: 'kim@example.com' }), email: raw, dkim: '{@example.com : pass, @bulk.example : fail}' });
    const b = await post(sendgrid);
    expect(await rawMessageOf(b.req, b.type, b.bytes)).toEqual({ ok: true, raw: bytes(raw), envelope: ['desk+NB-2026-7KQ4MX@example.com'], verdicts: ['dkim=pass header.d=example.com'] });
    const file = new FormData();
    file.set('message', new Blob([raw], { type: 'message/rfc822' }), 'mail.eml');
    const c = await post(file);
    expect(await rawMessageOf(c.req, c.type, c.bytes)).toMatchObject({ ok: true, raw: bytes(raw) });
  });

  it('is Postmark’s RawEmail in JSON', async () => {
    const req = new Request('https://site.example/', { method: 'POST' });
    expect(await rawMessageOf(req, 'application/json', bytes(JSON.stringify({ RawEmail: raw, OriginalRecipient: 'desk+NB-2026-7KQ4MX@example.com' })))).toEqual({ ok: true, raw: bytes(raw), envelope: ['desk+NB-2026-7KQ4MX@example.com'], verdicts: [] });
    expect(await rawMessageOf(req, 'application/json', bytes('{"TextBody":"x"}'))).toMatchObject({ ok: false, status: 400 });
  });

  it('is refused as 400 when a form has none of the fields, 415 for another type', async () => {
    const form = new FormData();
    form.set('text', 'Hello');
    const a = await post(form);
    expect(await rawMessageOf(a.req, a.type, a.bytes)).toMatchObject({ ok: false, status: 400, error: expect.stringContaining('body-mime') });
    expect(await rawMessageOf(new Request('https://site.example/', { method: 'POST' }), 'image/png', bytes('x'))).toMatchObject({ ok: false, status: 415 });
  });
});
