import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import adminContact from '#functions/admin-contact.ts';
import contact from '#functions/contact.ts';
import inquiryNotifications, { config as notificationsConfig } from '#functions/inquiry-notifications.ts';
import { signFormToken } from '#functions/_shared/inquiry/form-token.ts';
import { deliverNewNotifications, MAX_ATTEMPTS, processDueNotifications } from '#functions/_shared/inquiry/notifications.ts';
import { buildAdminRequest, createAdmin, fakeAdminContext, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { clearInquiries, countRows, fakeContext, inquiryEnv, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';

interface Mail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  body: string;
  user: string | undefined;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / Q) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/(\?=)\s+(=\?)/g, '$1$2').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function parseMail(raw: Buffer): Pick<Mail, 'headers' | 'body'> {
  const text = raw.toString('latin1');
  const split = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const bodyRaw = text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyRaw.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(bodyRaw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
        : Buffer.from(bodyRaw, 'latin1').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

let db: Db;
let smtp: SMTPServer;
let smtpPort: number;
let restoreEnv = () => {};
const received: Mail[] = [];
/** What the SMTP server answers: accept, refuse with 451, or hold until released. */
let mode: 'accept' | 'refuse' = 'accept';
let hold: Promise<void> | undefined;

beforeAll(async () => {
  db = await useTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(auth.username === 'mailer' && auth.password === 'mail-secret' ? null : new Error('Invalid credentials'), { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          await hold;
          if (mode === 'refuse') {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            ...parseMail(Buffer.concat(chunks)),
          });
          callback();
        })();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

beforeEach(async () => {
  restoreEnv();
  restoreEnv = inquiryEnv();
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_USER: 'mailer',
    SMTP_PASS: 'mail-secret',
    SMTP_FROM: '"Nusantara Bridge Website" <no-reply@nusantarabridge.co.id>',
    INQUIRY_NOTIFY_TO: 'inquiries@nusantarabridge.co.id',
  });
  received.length = 0;
  mode = 'accept';
  hold = undefined;
  await clearInquiries(db);
});

afterAll(async () => {
  restoreEnv();
  smtp.close();
  await db.destroy();
});

const notifications = () => db.selectFrom('inquiry_notifications').selectAll().orderBy('kind').execute();
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('inquiry e-mails', () => {
  it('sends nothing for a submission quarantined as spam, and both e-mails once a person marks it not spam', async () => {
    const restoreAdmin = useAdminEnv();
    try {
      await resetAdminTables(db);
      await createAdmin(db, 'desk');
      const cookie = await signIn('desk');
      const context = fakeContext();
      const tooFast = signFormToken(process.env.FORM_SIGNING_SECRET!, Date.now() - 500);
      expect((await contact(postJson(validInquiry({ formToken: tooFast, email: 'typed.by.a.bot@example.com' })), context)).status).toBe(201);
      await context.settle();
      expect(received).toHaveLength(0);
      expect(await notifications()).toEqual([]);

      const { id } = await db.selectFrom('contact_inquiries').select('id').executeTakeFirstOrThrow();
      const request = buildAdminRequest('PATCH', `/api/admin/contacts/${id}`, { body: { status: 'new' }, cookie, headers: { 'If-Match': '"v1"' } });
      const adminContext = Object.assign(fakeContext(), { params: { id: String(id) }, cookies: fakeAdminContext(request).context.cookies });
      expect((await adminContact(request, adminContext)).status).toBe(200);
      await adminContext.settle();
      expect(received.map((mail) => mail.to).sort()).toEqual([['inquiries@nusantarabridge.co.id'], ['typed.by.a.bot@example.com']]);
      expect((await notifications()).map((row) => [row.kind, row.status])).toEqual([['firm', 'sent'], ['visitor', 'sent']]);
    } finally {
      restoreAdmin();
    }
  });

  it('sends the firm every field (visitor only in Reply-To) and the visitor a confirmation in their language', async () => {
    const context = fakeContext();
    const response = await contact(postJson(validInquiry({ locale: 'en', company: 'Hanbit Trading', email: 'minsu.kim@example.com' })), context);
    expect(response.status).toBe(201);
    await context.settle();

    expect(received).toHaveLength(2);
    const firm = received.find((m) => m.to.includes('inquiries@nusantarabridge.co.id'))!;
    expect(firm.user).toBe('mailer');
    expect(firm.from).toBe('no-reply@nusantarabridge.co.id');
    expect(firm.headers['from']).toContain('no-reply@nusantarabridge.co.id');
    expect(firm.headers['from']).not.toContain('minsu.kim@example.com');
    expect(firm.headers['reply-to']).toContain('minsu.kim@example.com');
    expect(firm.headers['subject']).toMatch(/^\[웹사이트 문의 NB-\d{4}-[0-9A-HJKMNP-TV-Z]{6}\] Hanbit Trading · 법인 설립 및 인허가$/);
    for (const text of ['김민수', 'Hanbit Trading', 'minsu.kim@example.com', '+62 812 3456 7890', '(licensing)', '(k50to100)', 'PMA 법인 설립 일정과 비용이 궁금합니다.\n공장 부지도 함께 알아보고 있습니다.', 'English (en)']) {
      expect(firm.body).toContain(text);
    }

    const visitor = received.find((m) => m.to.includes('minsu.kim@example.com'))!;
    expect(visitor.headers['from']).toContain('no-reply@nusantarabridge.co.id');
    expect(visitor.headers['subject']).toMatch(/^Nusantara Bridge Consulting: we have received your inquiry \(NB-\d{4}-[0-9A-HJKMNP-TV-Z]{6}\)$/);
    expect(visitor.headers['auto-submitted']).toBe('auto-generated');
    expect(visitor.body).toContain('within 24 hours');
    expect(visitor.body).toContain('Company establishment and permits');
    expect(visitor.body).not.toContain('공장 부지');

    const rows = await notifications();
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.last_error])).toEqual([['firm', 'sent', 1, null], ['visitor', 'sent', 1, null]]);
    expect(rows.every((r) => r.sent_at instanceof Date)).toBe(true);
  });

  it("links the firm's mail to the inquiry's own page in the desk at the configured address (never the Host), and the visitor's mail to nothing of the desk", async () => {
    const saved = { SITE_URL: process.env.SITE_URL, URL: process.env.URL };
    try {
      process.env.SITE_URL = 'https://www.firm.example/';
      delete process.env.URL;
      const context = fakeContext();
      // A request that names another host: the link must not follow it.
      const foreign = new Request('http://evil.example/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(validInquiry({ locale: 'id' })) });
      const response = await contact(foreign, context);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await context.settle();
      const firm = received.find((m) => m.to.includes('inquiries@nusantarabridge.co.id'))!;
      const link = `https://www.firm.example/admin#inquiries/${reference}`;
      // Both languages the firm's mail is written in name the link.
      expect(firm.body).toContain(`관리자 화면에서 보기 / Open in the back office: ${link}`);
      expect(firm.body).not.toContain('evil.example');
      const visitor = received.find((m) => m.to.includes('minsu.kim@example.com'))!;
      expect(visitor.body).not.toContain('/admin');

      // The scheduled retry writes the same link from the platform's address when SITE_URL is not set.
      delete process.env.SITE_URL;
      process.env.URL = 'https://firm.netlify.app';
      received.length = 0;
      await db.updateTable('inquiry_notifications').set({ status: 'pending', next_attempt_at: new Date(0) }).where('kind', '=', 'firm').execute();
      expect(await inquiryNotifications()).toHaveProperty('status', 204);
      expect(received).toHaveLength(1);
      expect(received[0]!.body).toContain(`https://firm.netlify.app/admin#inquiries/${reference}`);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('answers 201 before the e-mails are delivered: a slow mail server never delays the inquiry', async () => {
    let release: () => void = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const context = fakeContext();
    const response = await contact(postJson(validInquiry()), context);
    expect(response.status).toBe(201);
    expect(await countRows(db, 'contact_inquiries')).toBe(1);
    expect(received).toHaveLength(0);
    release();
    await context.settle();
    expect(received).toHaveLength(2);
  });

  it('keeps the inquiry when the mail server refuses, records the failure, and the scheduled retry delivers it', async () => {
    const log = quiet();
    try {
      mode = 'refuse';
      const context = fakeContext();
      const started = Date.now();
      expect((await contact(postJson(validInquiry({ locale: 'ja' })), context)).status).toBe(201);
      await context.settle();
      expect(await countRows(db, 'contact_inquiries')).toBe(1);
      let rows = await notifications();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([['pending', 1], ['pending', 1]]);
      expect(rows[0]?.last_error).toMatch(/451|Mailbox temporarily unavailable/);
      for (const row of rows) {
        const wait = row.next_attempt_at.getTime() - started;
        expect(wait).toBeGreaterThanOrEqual(55_000);
        expect(wait).toBeLessThan(120_000);
      }

      // Not due yet: the scheduler leaves them alone.
      expect(await processDueNotifications(db)).toEqual({ sent: 0, retrying: 0, failed: 0 });

      mode = 'accept';
      const report = await processDueNotifications(db, { now: () => new Date(Date.now() + 61_000) });
      expect(report).toEqual({ sent: 2, retrying: 0, failed: 0 });
      rows = await notifications();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 2], ['sent', 2]]);
      expect(received.map((m) => m.headers['subject']).sort()[0]).toMatch(/お問い合わせを受け付けました/);
    } finally {
      log.mockRestore();
    }
  });

  it('keeps the inquiry when the mail server is down', async () => {
    const log = quiet();
    try {
      const probe = createServer();
      probe.listen(0, '127.0.0.1');
      await once(probe, 'listening');
      const closedPort = (probe.address() as AddressInfo).port;
      probe.close();
      process.env.SMTP_PORT = String(closedPort);
      const context = fakeContext();
      expect((await contact(postJson(validInquiry()), context)).status).toBe(201);
      await context.settle();
      expect(await countRows(db, 'contact_inquiries')).toBe(1);
      const rows = await notifications();
      expect(rows.every((r) => r.status === 'pending' && r.attempts === 1 && /ECONNREFUSED|connect/i.test(r.last_error ?? ''))).toBe(true);
    } finally {
      log.mockRestore();
    }
  });

  it('gives up after the last attempt and marks the row failed', async () => {
    const log = quiet();
    try {
      mode = 'refuse';
      const context = fakeContext();
      await contact(postJson(validInquiry()), context);
      await context.settle();
      await sql`UPDATE inquiry_notifications SET attempts = ${MAX_ATTEMPTS - 1}, next_attempt_at = now() - interval '1 minute'`.execute(db);
      expect(await processDueNotifications(db)).toEqual({ sent: 0, retrying: 0, failed: 2 });
      expect((await notifications()).map((r) => [r.status, r.attempts])).toEqual([['failed', MAX_ATTEMPTS], ['failed', MAX_ATTEMPTS]]);
      expect(await processDueNotifications(db, { now: () => new Date(Date.now() + 86_400_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      log.mockRestore();
    }
  });

  it('never sends a claimed e-mail twice, even when the first attempt and the scheduler race', async () => {
    mode = 'refuse';
    const log = quiet();
    const context = fakeContext();
    try {
      await contact(postJson(validInquiry()), context);
      await context.settle();
    } finally {
      log.mockRestore();
    }
    mode = 'accept';
    await sql`UPDATE inquiry_notifications SET next_attempt_at = now() - interval '1 second'`.execute(db);
    const [a, b] = await Promise.all([processDueNotifications(db), processDueNotifications(db)]);
    expect(a.sent + b.sent).toBe(2);
    expect(received).toHaveLength(2);
    const ids = (await notifications()).map((r) => r.id);
    expect(await deliverNewNotifications(db, ids)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(2);
  });

  it('owes only the visitor confirmation without INQUIRY_NOTIFY_TO, and nothing without SMTP', async () => {
    delete process.env.INQUIRY_NOTIFY_TO;
    const context = fakeContext();
    await contact(postJson(validInquiry()), context);
    await context.settle();
    expect((await notifications()).map((r) => [r.kind, r.status])).toEqual([['visitor', 'sent']]);

    delete process.env.SMTP_HOST;
    await clearInquiries(db);
    await contact(postJson(validInquiry()), fakeContext());
    expect(await countRows(db, 'contact_inquiries')).toBe(1);
    expect(await countRows(db, 'inquiry_notifications')).toBe(0);
  });

  it('runs as a scheduled function (every 5 minutes) over the due rows', async () => {
    expect(notificationsConfig.schedule).toBe('*/5 * * * *');
    mode = 'refuse';
    const log = quiet();
    try {
      const context = fakeContext();
      await contact(postJson(validInquiry()), context);
      await context.settle();
    } finally {
      log.mockRestore();
    }
    mode = 'accept';
    await sql`UPDATE inquiry_notifications SET next_attempt_at = now() - interval '1 second'`.execute(db);
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const response = await inquiryNotifications();
      expect(response.status).toBe(204);
      expect(info).toHaveBeenCalledWith(expect.stringContaining('sent 2'));
    } finally {
      info.mockRestore();
    }
    expect((await notifications()).every((r) => r.status === 'sent')).toBe(true);
  });
});
