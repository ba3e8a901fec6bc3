/**
 * Delivery you can see: every outgoing mail leaves a record with the Message-ID it went with; a desk
 * reply the mail server refuses is kept with its text as failed and can be sent again; a bounce report
 * (posted to the inbound endpoint as a mail provider posts it) marks a sent mail bounced; the outbox's retries keep one record; the dashboard's mail health counts
 * the last days' failures and bounces and sends an owner a test mail.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import { markMailBounced } from '#db/repositories/mail-deliveries.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery, MailHealth } from '#domain/mail/delivery.ts';
import reply from '#functions/admin-contact-reply.ts';
import resend from '#functions/admin-contact-reply-resend.ts';
import history from '#functions/admin-contact-history.ts';
import mailHealth from '#functions/admin-mail-health.ts';
import mailTest from '#functions/admin-mail-test.ts';
import inboundMail from '#functions/inbound-mail.ts';
import { deliverNewNotifications, processDueNotifications } from '#functions/_shared/inquiry/notifications.ts';
import { smtpSettings } from '#functions/_shared/inquiry/config.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries, fakeContext } from '../helpers/inquiry-fixtures.ts';
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;
let staff: string;
let editor: string;
let sink: MailSink | undefined;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.deleteFrom('mail_deliveries').execute();
  await createAdmin(db, 'kim', undefined, 'owner');
  await createAdmin(db, 'lee', undefined, 'staff');
  await createAdmin(db, 'park', undefined, 'editor');
  owner = await signIn('kim');
  staff = await signIn('lee');
  editor = await signIn('park');
});
afterAll(async () => {
  sink?.close();
  restoreEnv();
  await clearInquiries(db);
  await resetAdminTables(db);
  await db.destroy();
});

/** Mail settings that point at a port nobody listens on: every send fails at once (connection refused). */
async function withRefusingMailServer<T>(work: () => Promise<T>): Promise<T> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT, from: process.env.SMTP_FROM };
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'no-reply@nusantarabridge.co.id' });
  try {
    return await work();
  } finally {
    for (const [name, value] of [['SMTP_HOST', saved.host], ['SMTP_PORT', saved.port], ['SMTP_FROM', saved.from]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

async function seed(): Promise<{ id: number; ref: string }> {
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: null },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  const { public_ref } = await db.selectFrom('contact_inquiries').select('public_ref').where('id', '=', stored.id).executeTakeFirstOrThrow();
  return { id: stored.id, ref: public_ref };
}

type History = { events: InquiryEvent[]; mails: MailDelivery[] };

const sendReply = (id: number, body: { subject: string; body: string }) =>
  adminRequest(reply, 'POST', `/api/admin/contacts/${id}/reply`, { cookie: staff, params: { id: String(id) }, body });
const sendAgain = (id: number, deliveryId: number, cookie = staff) =>
  adminRequest(resend, 'POST', `/api/admin/contacts/${id}/replies/${deliveryId}/resend`, { cookie, params: { id: String(id), deliveryId: String(deliveryId) } });
async function historyOf(id: number): Promise<History> {
  const answer = await adminRequest(history, 'GET', `/api/admin/contacts/${id}/history`, { cookie: staff, params: { id: String(id) } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as History;
}

describe('a desk reply', () => {
  it('the mail server refuses is kept with its text as failed, and sent again once it takes it', async () => {
    const { id, ref } = await seed();
    const refused = await withRefusingMailServer(() => sendReply(id, { subject: '답변', body: '안녕하세요.\n다음 주에 뵙겠습니다.' }));
    expect(refused.status).toBe(502);
    const failure = (await refused.json()) as { reason: string; deliveryId: number };
    expect(failure.reason).toBe('send-failed');

    // Not in the history as a reply (it did not go), but on the inquiry's page with its text and status.
    const before = await historyOf(id);
    expect(before.events).toEqual([]);
    expect(before.mails).toEqual([
      expect.objectContaining({ id: failure.deliveryId, kind: 'reply', to: 'minsu@example.com', subject: `[${ref}] 답변`, status: 'failed', text: '안녕하세요.\n다음 주에 뵙겠습니다.', eventId: null, by: 'lee', attempts: 1 }),
    ]);
    expect(before.mails[0]!.error).toMatch(/ECONNREFUSED|connect/i);

    sink = await startMailSink();
    const again = await sendAgain(id, failure.deliveryId);
    expect(again.status).toBe(200);
    const after = (await again.json()) as History;
    expect(after.events.map(({ kind, by, to, body }) => ({ kind, by, to, body }))).toEqual([{ kind: 'reply', by: 'lee', to: `[${ref}] 답변`, body: '안녕하세요.\n다음 주에 뵙겠습니다.' }]);
    expect(after.mails).toEqual([expect.objectContaining({ id: failure.deliveryId, status: 'sent', error: null, text: null, eventId: after.events[0]!.id, attempts: 2 })]);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['minsu@example.com']);
    expect(sink.received[0]!.body).toContain('다음 주에 뵙겠습니다.');

    // Once gone it is not sent twice; a reply of another inquiry, or none, is not found here.
    expect((await sendAgain(id, failure.deliveryId)).status).toBe(409);
    const other = await seed();
    expect((await sendAgain(other.id, failure.deliveryId)).status).toBe(404);
    expect((await sendAgain(id, failure.deliveryId + 1000)).status).toBe(404);
    expect((await sendAgain(id, failure.deliveryId, editor)).status).toBe(403);
    expect(sink.received).toHaveLength(1);
    sink.close();
    sink = undefined;
  });

  it('that went carries its recorded Message-ID; a bounce report marks it bounced once, and it can be sent again with a new one', async () => {
    sink = await startMailSink();
    const { id } = await seed();
    expect((await sendReply(id, { subject: '답변', body: '안녕하세요.' })).status).toBe(201);
    const row = await db.selectFrom('mail_deliveries').selectAll().where('inquiry_id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@nusantarabridge\.co\.id>$/);
    expect(sink.received[0]!.raw).toMatch(new RegExp(`^Message-ID: ${row.message_id!.replace(/[.]/g, '\\.')}`, 'mi'));

    expect(await markMailBounced(db, '<unknown@nusantarabridge.co.id>', '550 no such user')).toBe(false);
    // As a bounce report quotes it, with or without the angle brackets.
    expect(await markMailBounced(db, row.message_id!.slice(1, -1), '550 5.1.1 <minsu@example.com>: Recipient address rejected')).toBe(true);
    expect(await markMailBounced(db, row.message_id!, 'again')).toBe(false);
    const bounced = (await historyOf(id)).mails[0]!;
    expect(bounced).toMatchObject({ status: 'bounced', error: '550 5.1.1 <minsu@example.com>: Recipient address rejected' });

    const again = await sendAgain(id, row.id);
    expect(again.status).toBe(200);
    const after = (await again.json()) as History;
    expect(after.events.filter((e) => e.kind === 'reply')).toHaveLength(1);
    expect(after.mails[0]).toMatchObject({ status: 'sent', error: null, attempts: 2 });
    const resent = await db.selectFrom('mail_deliveries').select(['message_id', 'bounced_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(resent.message_id).not.toBe(row.message_id);
    expect(resent.bounced_at).toBeNull();
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]!.body).toContain('안녕하세요.');
    // The first mail's late bounce does not mark the second.
    expect(await markMailBounced(db, row.message_id!, 'late')).toBe(false);
    sink.close();
    sink = undefined;
  });

  it('is marked bounced by the delivery status report the mail provider posts to the inbound endpoint', async () => {
    vi.stubEnv('INBOUND_MAIL_SECRET', 'inbound-test-secret-0123456789abcdefghijkl');
    sink = await startMailSink();
    try {
      const { id } = await seed();
      expect((await sendReply(id, { subject: '답변', body: '안녕하세요.' })).status).toBe(201);
      const messageId = /^Message-ID: (<[^>]+>)/im.exec(sink.received[0]!.raw)?.[1];
      expect(messageId).toBeDefined();
      const post = (report: string) =>
        inboundMail(
          new Request('http://localhost/api/inbound-mail', {
            method: 'POST',
            headers: { 'content-type': 'message/rfc822', authorization: `Basic ${Buffer.from('inbound:inbound-test-secret-0123456789abcdefghijkl').toString('base64')}` },
            body: report,
          }),
          fakeContext(),
        );
      const answer = await post(deliveryStatusReport(messageId!, '<dsn-1@mx.example.net>'));
      expect(await answer.json()).toEqual({ outcome: 'bounce', matched: true });
      expect((await historyOf(id)).mails[0]).toMatchObject({ status: 'bounced', error: expect.stringContaining('550 5.1.1') });
      // The provider's retry of the same report changes nothing; a report of a mail never sent is held aside.
      expect(await (await post(deliveryStatusReport(messageId!, '<dsn-1@mx.example.net>'))).json()).toEqual({ outcome: 'duplicate' });
      expect(await (await post(deliveryStatusReport('<never@nusantarabridge.co.id>', '<dsn-2@mx.example.net>'))).json()).toEqual({ outcome: 'bounce', matched: false });
    } finally {
      vi.unstubAllEnvs();
      sink.close();
      sink = undefined;
    }
  });
});

/** A receiving server's delivery status report (RFC 3464) of the mail that went with `original`. */
function deliveryStatusReport(original: string, messageId: string): string {
  return [
    'From: MAILER-DAEMON@mx.example.net',
    'To: no-reply@nusantarabridge.co.id',
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="R"',
    '',
    '--R',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '',
    '--R',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    'Final-Recipient: rfc822; minsu@example.com',
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    '--R',
    'Content-Type: text/rfc822-headers',
    '',
    'From: no-reply@nusantarabridge.co.id',
    'To: minsu@example.com',
    `Message-ID: ${original}`,
    '',
    '--R--',
    '',
  ].join('\r\n');
}

describe('the inquiry e-mails of the outbox', () => {
  it('keep one record over their retries, with one Message-ID, and show on the inquiry', async () => {
    const { id } = await seed();
    const [notification] = await db.insertInto('inquiry_notifications').values({ inquiry_id: id, kind: 'visitor' }).returning('id').execute();
    const settings = { ...smtpSettings({ SMTP_HOST: '127.0.0.1', SMTP_FROM: 'no-reply@nusantarabridge.co.id' })! };
    const seen: (string | undefined)[] = [];
    let refuse = true;
    const mailer = {
      async send(message: { messageId?: string }) {
        seen.push(message.messageId);
        if (refuse) throw new Error('451 try later');
      },
    };
    const first = await deliverNewNotifications(db, [notification!.id], { settings, mailer, site: undefined, log: () => {} });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await historyOf(id)).mails).toEqual([expect.objectContaining({ kind: 'acknowledgement', to: 'minsu@example.com', status: 'failed', error: '451 try later', attempts: 1 })]);

    refuse = false;
    await db.updateTable('inquiry_notifications').set({ next_attempt_at: new Date(0) }).execute();
    expect(await processDueNotifications(db, { settings, mailer, site: undefined, log: () => {} })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mails = (await historyOf(id)).mails;
    expect(mails).toEqual([expect.objectContaining({ kind: 'acknowledgement', status: 'sent', error: null, attempts: 2 })]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^<.+@nusantarabridge\.co\.id>$/);
    expect(seen[1]).toBe(seen[0]);
    // The outbox itself is as it was: the row sent.
    expect(await db.selectFrom('inquiry_notifications').select(['status', 'attempts']).executeTakeFirstOrThrow()).toEqual({ status: 'sent', attempts: 2 });
  });
});

describe('the mail-health panel', () => {
  async function health(cookie: string): Promise<Response> {
    return adminRequest(mailHealth, 'GET', '/api/admin/mail-health', { cookie });
  }

  it('names the missing settings, the last success, and the failures and bounces of the last 7 days', async () => {
    const saved = { host: process.env.SMTP_HOST, from: process.env.SMTP_FROM };
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_FROM;
    try {
      const day = 86_400_000;
      const ago = (days: number) => new Date(Date.now() - days * day);
      await db.insertInto('mail_deliveries').values([
        { kind: 'reply', recipient: 'a@example.com', subject: 's', message_id: '<1@x>', status: 'sent', sent_at: ago(3), updated_at: ago(3) },
        { kind: 'reply', recipient: 'a@example.com', subject: 's', message_id: '<2@x>', status: 'sent', sent_at: ago(1), updated_at: ago(1) },
        { kind: 'reply', recipient: 'a@example.com', subject: 's', message_id: '<3@x>', status: 'failed', error: 'refused', updated_at: ago(2) },
        { kind: 'invitation', recipient: 'a@example.com', subject: 's', message_id: '<4@x>', status: 'failed', error: 'refused', updated_at: ago(8) },
        { kind: 'acknowledgement', recipient: 'a@example.com', subject: 's', message_id: '<5@x>', status: 'bounced', sent_at: ago(6), bounced_at: ago(5), updated_at: ago(5) },
        { kind: 'acknowledgement', recipient: 'a@example.com', subject: 's', message_id: '<6@x>', status: 'bounced', sent_at: ago(20), bounced_at: ago(19), updated_at: ago(19) },
        { kind: 'test', recipient: 'a@example.com', subject: 's', message_id: '<7@x>', status: 'pending', updated_at: ago(0) },
      ]).execute();
      const answer = await health(staff);
      expect(answer.status).toBe(200);
      const figures = (await answer.json()) as MailHealth;
      expect(figures).toMatchObject({ configured: false, missing: ['SMTP_HOST', 'SMTP_FROM'], failures: 1, bounces: 1, test: { allowed: false, to: null } });
      expect(Math.abs(Date.parse(figures.lastSentAt!) - ago(1).getTime())).toBeLessThan(1000);
      expect((await health(editor)).status).toBe(403);
      expect(((await (await health(owner)).json()) as MailHealth).test.allowed).toBe(true);
    } finally {
      if (saved.host !== undefined) process.env.SMTP_HOST = saved.host;
      if (saved.from !== undefined) process.env.SMTP_FROM = saved.from;
    }
  });

  it('sends an owner a test mail to their own address and records it; refuses staff, and says when there is no address or it failed', async () => {
    sink = await startMailSink();
    const test = (cookie: string) => adminRequest(mailTest, 'POST', '/api/admin/mail-test', { cookie });
    expect((await test(owner)).status).toBe(409);
    await db.updateTable('admins').set({ email: 'kim@example.com' }).where('username', '=', 'kim').execute();
    expect((await test(staff)).status).toBe(403);
    const answer = await test(owner);
    expect(answer.status).toBe(200);
    const { health: after } = (await answer.json()) as { health: MailHealth };
    expect(after).toMatchObject({ configured: true, missing: [], failures: 0, test: { allowed: true, to: 'kim@example.com' } });
    expect(after.lastSentAt).not.toBeNull();
    expect(sink.received.map((mail) => mail.to)).toEqual([['kim@example.com']]);
    expect(await db.selectFrom('mail_deliveries').select(['kind', 'status', 'recipient', 'text']).execute()).toEqual([{ kind: 'test', status: 'sent', recipient: 'kim@example.com', text: null }]);
    // In the owner's admin language (My account): Korean until they choose another.
    expect(sink.received[0]!.subject).toBe('테스트 메일');
    expect(sink.received[0]!.body).toContain('kim님, 관리자 화면에서 보낸 테스트 메일입니다. 이 메일이 왔다면 메일 설정이 동작합니다.');
    expect(sink.received[0]!.body).not.toContain('Test mail');
    await db.updateTable('admins').set({ locale: 'id' }).where('username', '=', 'kim').execute();
    expect((await test(owner)).status).toBe(200);
    expect(sink.received[1]!.subject).toBe('Email uji');
    expect(sink.received[1]!.body).toContain('kim, ini email uji yang dikirim dari halaman admin. Jika email ini sampai, pengaturan email berfungsi.');
    sink.close();
    sink = undefined;

    const failed = await withRefusingMailServer(() => test(owner));
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error).toMatch(/ECONNREFUSED|connect/i);
    expect(((await (await health(owner)).json()) as MailHealth).failures).toBe(1);
  });
});
