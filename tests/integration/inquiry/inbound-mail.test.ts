/**
 * Mail from the mailbox in the desk: the mail provider's inbound webhook posts raw messages to
 * POST /api/inbound-mail (HTTP Basic, INBOUND_MAIL_SECRET as the password). A message naming a known
 * inquiry (desk+<reference>@ or [<reference>] in the subject) joins its history without its quoted
 * part; a vouched-for staff address makes it a reply (the first-reply figure counts it); a visitor's
 * answer reopens a done inquiry and tells its assignee by e-mail; anything else is held aside for the
 * owners; a provider's retry records nothing twice; a bounce report is handed to onBounce.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { storeInquiry } from '#db/repositories/inquiries/store.ts';
import { firstReplies } from '#db/repositories/inquiries/stats.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import adminContactHistory from '#functions/admin-contact-history.ts';
import adminContactReply from '#functions/admin-contact-reply.ts';
import adminInboundMail from '#functions/admin-inbound-mail.ts';
import adminPrivacy from '#functions/admin-privacy.ts';
import inboundMail, { config } from '#functions/inbound-mail.ts';
import { deliverNewNotifications } from '#functions/_shared/inquiry/notifications.ts';
import { smtpSettings } from '#functions/_shared/inquiry/config.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { clearInquiries, fakeContext } from '../helpers/inquiry-fixtures.ts';
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts';

const bounces = vi.hoisted(() => [] as { originalMessageId: string; recipient: string | undefined; reason: string }[]);
vi.mock('#functions/_shared/mail/bounce.ts', () => ({
  onBounce: async (_db: unknown, bounce: (typeof bounces)[number]) => {
    bounces.push(bounce);
    return bounce.originalMessageId === '<known@nusantarabridge.co.id>';
  },
}));

const SECRET = 'inbound-test-secret-0123456789abcdefghijkl';
const SIGNED = 'Authentication-Results: mx.provider.example; dkim=pass header.d=nusantarabridge.co.id; dmarc=pass header.from=nusantarabridge.co.id';
let db: Db;
let restoreAdminEnv: () => void;
let inquiry: { id: number; ref: string };
let ids: { kim: number; lee: number };

beforeAll(async () => {
  db = await useTestDatabase();
  restoreAdminEnv = useAdminEnv();
});
beforeEach(async () => {
  vi.stubEnv('INBOUND_MAIL_SECRET', SECRET);
  vi.stubEnv('INBOUND_MAIL_ADDRESS', 'desk@nusantarabridge.co.id');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  bounces.length = 0;
  await clearInquiries(db);
  await db.deleteFrom('inbound_mails').execute();
  await resetAdminTables(db);
  ids = { kim: (await createAdmin(db, 'kim', undefined, 'owner')).id, lee: (await createAdmin(db, 'lee', undefined, 'staff')).id };
  await db.updateTable('admins').set({ email: 'Lee@NusantaraBridge.co.id' }).where('id', '=', ids.lee).execute();
  const stored = await storeInquiry(db, {
    reference: crypto.randomUUID(),
    inquiry: { name: '김민수', company: '한빛상사', email: 'minsu@example.com', phone: '+62 812', service: 'licensing', budget: null, message: 'PMA 설립 문의' },
    consent: { version: '2025-01-01', locale: 'ko' },
    notify: [],
  });
  if (!stored.stored) throw new Error('not stored');
  inquiry = { id: stored.id, ref: stored.publicRef };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  restoreAdminEnv();
  await clearInquiries(db);
  await db.deleteFrom('inbound_mails').execute();
  await resetAdminTables(db);
  await db.destroy();
});

/** The Reply-To header of a sent mail, its folding undone. */
const replyToOf = (raw: string) => /^Reply-To: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
const basic = (password: string) => `Basic ${Buffer.from(`inbound:${password}`).toString('base64')}`;

function post(body: BodyInit, init: { password?: string | null; type?: string; context?: ReturnType<typeof fakeContext> } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.type !== undefined) headers['content-type'] = init.type;
  else if (typeof body === 'string') headers['content-type'] = 'message/rfc822';
  if (init.password !== null) headers['authorization'] = basic(init.password ?? SECRET);
  return inboundMail(new Request('http://localhost/api/inbound-mail', { method: 'POST', headers, body }), init.context ?? fakeContext());
}

async function history(id = inquiry.id): Promise<InquiryEvent[]> {
  const owner = await signIn('kim');
  const answer = await adminRequest(adminContactHistory, 'GET', `/api/admin/contacts/${id}/history`, { cookie: owner, params: { id: String(id) } });
  return ((await answer.json()) as { events: InquiryEvent[] }).events;
}

function visitorAnswer(ref: string, messageId = '<answer-1@mail.example.com>'): string {
  return crlf(`From: =?UTF-8?B?6rmA66+87IiY?= <Minsu@Example.com>
To: PT Nusantara Bridge Consulting <contact@nusantarabridge.co.id>
Subject: Re: [${ref}] PMA 설립 문의 답변
Message-ID: ${messageId}
Date: Fri, 27 Nov 2026 10:00:00 +0700
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="part"

--part
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

네, 다음 주 화요일 10시에 뵙겠습니다.
서류는 첨부했습니다.

2026년 11월 27일 (금) 오후 3:00, PT Nusantara Bridge Consulting <contact@nusantarabridge.co.id>님이 작성:
> 안녕하세요, 김민수 님.
> 미팅 가능하신 날짜를 알려 주세요.
--part
Content-Type: application/pdf; name="NIB.pdf"
Content-Disposition: attachment; filename="NIB.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0K
--part--
`);
}

describe('who may post', () => {
  it('answers 401 with a challenge to a missing or wrong secret and 503 without one configured, storing nothing', async () => {
    for (const password of [null, 'wrong-secret-0123456789abcdefghijklmnop', `${SECRET}x`]) {
      const answer = await post(visitorAnswer(inquiry.ref), { password });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm="inbound-mail"/);
    }
    vi.stubEnv('INBOUND_MAIL_SECRET', '');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await post(visitorAnswer(inquiry.ref))).status).toBe(503);
    expect(await db.selectFrom('inbound_mails').selectAll().execute()).toEqual([]);
    expect(await history()).toEqual([]);
    expect(config.path).toBe('/api/inbound-mail');
  });

  it('refuses other methods, other media types, an empty message and a body over 6 MB', async () => {
    expect((await inboundMail(new Request('http://localhost/api/inbound-mail'), fakeContext())).status).toBe(405);
    expect((await post('{"x":1}', { type: 'image/png' })).status).toBe(415);
    expect((await post('', { type: 'message/rfc822' })).status).toBe(400);
    const big = `From: a@example.com\r\nSubject: big\r\n\r\n${'x'.repeat(6 * 1024 * 1024)}`;
    expect((await post(big)).status).toBe(413);
    expect(await db.selectFrom('inbound_mails').selectAll().execute()).toEqual([]);
  });
});

describe('a mail about an inquiry', () => {
  it('joins its history by the reference in the subject: the visitor’s text without the quote, the attachment’s name and size', async () => {
    const answer = await post(visitorAnswer(inquiry.ref));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'recorded', reference: inquiry.ref, sender: 'visitor', reopened: false });
    const events = await history();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'mail',
      by: null,
      from: 'minsu@example.com',
      to: `Re: [${inquiry.ref}] PMA 설립 문의 답변`,
      body: '네, 다음 주 화요일 10시에 뵙겠습니다.\n서류는 첨부했습니다.',
      mail: { sender: 'visitor', fromAddress: 'minsu@example.com', attachments: [{ name: 'NIB.pdf', size: 48 }] },
    });
  });

  it('is recorded once when the provider posts it again (same Message-ID), as a form field this time', async () => {
    expect((await (await post(visitorAnswer(inquiry.ref))).json())).toMatchObject({ outcome: 'recorded' });
    const form = new FormData();
    form.set('recipient', 'desk@nusantarabridge.co.id');
    form.set('body-mime', visitorAnswer(inquiry.ref));
    const again = await post(form);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
    expect(await history()).toHaveLength(1);
  });

  it('from a staff member’s vouched-for address is their reply, found by the desk address it was sent to, and counts as the first reply', async () => {
    const raw = crlf(`${SIGNED}
From: Lee <lee@nusantarabridge.co.id>
To: minsu@example.com
Cc: desk+${inquiry.ref.toLowerCase()}@nusantarabridge.co.id
Subject: RE: PMA inquiry
Message-ID: <staff-1@nusantarabridge.co.id>
Content-Type: text/plain; charset=UTF-8

Dear Mr Kim, Tuesday at 10 is fine.

-----Original Message-----
From: Kim Minsu <minsu@example.com>
Sent: Friday, November 27, 2026 10:00 AM
Subject: PMA inquiry

Can we meet?
`);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await firstReplies(db, 'UTC', since)).answered).toBe(0);
    expect(await (await post(raw)).json()).toEqual({ outcome: 'recorded', reference: inquiry.ref, sender: 'staff', reopened: false });
    const [event] = await history();
    expect(event).toMatchObject({ kind: 'reply', by: 'lee', to: 'RE: PMA inquiry', body: 'Dear Mr Kim, Tuesday at 10 is fine.', mail: { sender: 'staff', attachments: [] } });
    expect(await firstReplies(db, 'UTC', since)).toMatchObject({ answered: 1, within24h: 1 });
  });

  it('from a staff address nobody vouches for, or a disabled account’s, is someone else’s mail, never a reply', async () => {
    const forged = (id: string) => crlf(`From: Lee <lee@nusantarabridge.co.id>\nSubject: [${inquiry.ref}] done\nMessage-ID: <${id}@x>\n\nAll done, nothing to pay.`);
    expect(await (await post(forged('forged'))).json()).toMatchObject({ outcome: 'recorded', sender: 'other' });
    await db.updateTable('admins').set({ disabled_at: new Date() }).where('id', '=', ids.lee).execute();
    expect(await (await post(`${SIGNED}\r\n${forged('disabled')}`)).json()).toMatchObject({ outcome: 'recorded', sender: 'other' });
    const events = await history();
    expect(events.map((e) => [e.kind, e.by, e.mail?.sender])).toEqual([['mail', null, 'other'], ['mail', null, 'other']]);
    expect((await firstReplies(db, 'UTC', '2020-01-06')).answered).toBe(0);
  });

  it('from the visitor reopens a done inquiry and tells its assignee by e-mail', async () => {
    let sink: MailSink | undefined;
    try {
      sink = await startMailSink();
      await db.updateTable('admins').set({ email: 'lee@example.com' }).where('id', '=', ids.lee).execute();
      await db.updateTable('contact_inquiries').set({ status: 'done', assigned_to: ids.lee }).where('id', '=', inquiry.id).execute();
      const before = await db.selectFrom('contact_inquiries').select('version').where('id', '=', inquiry.id).executeTakeFirstOrThrow();
      const context = fakeContext();
      const answer = await post(visitorAnswer(inquiry.ref), { context });
      expect(await answer.json()).toEqual({ outcome: 'recorded', reference: inquiry.ref, sender: 'visitor', reopened: true });
      await context.settle();
      const after = await db.selectFrom('contact_inquiries').select(['status', 'version']).where('id', '=', inquiry.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ status: 'in_progress', version: before.version + 1 });
      expect((await history()).map((e) => [e.kind, e.from, e.kind === 'status' ? e.to : null])).toEqual([['mail', 'minsu@example.com', null], ['status', 'done', 'in_progress']]);
      expect(sink.received.map((mail) => mail.to)).toEqual([['lee@example.com']]);
      expect(sink.received[0]!.subject).toBe(`[${inquiry.ref}] 문의자 회신`);
      expect(sink.received[0]!.body).toContain(`문의 ${inquiry.ref}에 문의자가 회신했습니다. 완료된 문의를 다시 진행 중으로 돌렸습니다.`);
      expect(sink.received[0]!.body).toContain('네, 다음 주 화요일 10시에 뵙겠습니다.');
    } finally {
      sink?.close();
    }
  });

  it('tells the assignee in the assignee\'s back-office language', async () => {
    let sink: MailSink | undefined;
    try {
      sink = await startMailSink();
      await db.updateTable('admins').set({ email: 'lee@example.com', locale: 'id' }).where('id', '=', ids.lee).execute();
      await db.updateTable('contact_inquiries').set({ status: 'in_progress', assigned_to: ids.lee }).where('id', '=', inquiry.id).execute();
      const context = fakeContext();
      expect(await (await post(visitorAnswer(inquiry.ref), { context })).json()).toMatchObject({ outcome: 'recorded', sender: 'visitor', reopened: false });
      await context.settle();
      expect(sink.received.map((mail) => mail.subject)).toEqual([`[${inquiry.ref}] Penanya membalas`]);
      expect(sink.received[0]!.body).toContain(`Penanya membalas pertanyaan ${inquiry.ref}.`);
      expect(sink.received[0]!.body).not.toContain('문의');
    } finally {
      sink?.close();
    }
  });
});

describe('an automatic answer from the visitor', () => {
  it('is kept in the history as the visitor’s, but reopens nothing and tells nobody', async () => {
    let sink: MailSink | undefined;
    try {
      sink = await startMailSink();
      await db.updateTable('admins').set({ email: 'lee@example.com' }).where('id', '=', ids.lee).execute();
      await db.updateTable('contact_inquiries').set({ status: 'done', assigned_to: ids.lee }).where('id', '=', inquiry.id).execute();
      const context = fakeContext();
      const away = crlf(`From: minsu@example.com\nSubject: Automatic reply: [${inquiry.ref}] 답변\nAuto-Submitted: auto-replied\nMessage-ID: <away@example.com>\n\nI am away until Monday.`);
      expect(await (await post(away, { context })).json()).toEqual({ outcome: 'recorded', reference: inquiry.ref, sender: 'visitor', reopened: false });
      await context.settle();
      expect((await db.selectFrom('contact_inquiries').select('status').where('id', '=', inquiry.id).executeTakeFirstOrThrow()).status).toBe('done');
      expect((await history()).map((e) => e.kind)).toEqual(['mail']);
      expect(sink.received).toEqual([]);
    } finally {
      sink?.close();
    }
  });
});

describe('a mail no inquiry claims', () => {
  it('is held aside, once, for the owners to read; staff cannot', async () => {
    const stray = crlf('From: someone@example.org\nTo: desk@nusantarabridge.co.id\nSubject: Partnership proposal\nMessage-ID: <stray@example.org>\n\nHello, we would like to work with you.');
    expect(await (await post(stray)).json()).toEqual({ outcome: 'held' });
    expect(await (await post(stray)).json()).toEqual({ outcome: 'duplicate' });
    // A reference of the right shape that names no inquiry is held too.
    expect(await (await post(visitorAnswer('NB-2026-ZZZZZZ', '<unknown-ref@example.com>'))).json()).toEqual({ outcome: 'held' });
    expect(await history()).toEqual([]);
    const owner = await signIn('kim');
    const list = await adminRequest(adminInboundMail, 'GET', '/api/admin/inbound-mail', { cookie: owner });
    expect(list.status).toBe(200);
    const held = (await list.json()) as { total: number; items: { kind: string; fromAddress: string; subject: string; body: string }[] };
    expect(held.total).toBe(2);
    expect(held.items.map((item) => [item.kind, item.fromAddress, item.subject])).toEqual([
      ['mail', 'minsu@example.com', 'Re: [NB-2026-ZZZZZZ] PMA 설립 문의 답변'],
      ['mail', 'someone@example.org', 'Partnership proposal'],
    ]);
    expect(held.items[1]!.body).toBe('Hello, we would like to work with you.');
    const staff = await signIn('lee');
    expect((await adminRequest(adminInboundMail, 'GET', '/api/admin/inbound-mail', { cookie: staff })).status).toBe(403);
  });
});

describe('a privacy erasure', () => {
  it('takes the person’s held mail and their address in another inquiry’s mail lines with it', async () => {
    const stored = await storeInquiry(db, {
      reference: crypto.randomUUID(),
      inquiry: { name: 'Jane Doe', company: 'ACME', email: 'jane@acme.example', phone: '+65 6123', service: 'visa', budget: null, message: null },
      consent: { version: '2025-01-01', locale: 'en' },
      notify: [],
    });
    if (!stored.stored) throw new Error('not stored');
    // Jane writes about Kim's inquiry (someone else's mail there), and once with no reference (held).
    await post(crlf(`From: jane@acme.example\nSubject: [${inquiry.ref}] about Kim\nMessage-ID: <jane-1@acme.example>\n\nKim asked me to write.`));
    await post(crlf('From: Jane@Acme.example\nSubject: hello\nMessage-ID: <jane-2@acme.example>\n\nAnyone there?'));
    await post(crlf('From: other@example.org\nSubject: hello\nMessage-ID: <other@example.org>\n\nStays.'));
    const owner = await signIn('kim');
    const erased = await adminRequest(adminPrivacy, 'DELETE', '/api/admin/privacy?email=jane@acme.example', { cookie: owner });
    expect(erased.status).toBe(200);
    const [line] = await history();
    expect(line).toMatchObject({ kind: 'mail', from: '[erased]', body: 'Kim asked me to write.' });
    expect(JSON.stringify(await db.selectFrom('inbound_mails').selectAll().execute())).not.toMatch(/jane@acme/i);
    expect((await db.selectFrom('inbound_mails').select('from_address').where('inquiry_id', 'is', null).execute()).map((row) => row.from_address)).toEqual(['other@example.org']);
  });
});

describe('a bounce report', () => {
  const report = (originalId: string, messageId: string) => crlf(`From: Mail Delivery System <MAILER-DAEMON@mx.example.net>
To: no-reply@nusantarabridge.co.id
Subject: Undelivered Mail Returned to Sender
Message-ID: ${messageId}
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="R"

--R
Content-Type: text/plain

Your message could not be delivered.

--R
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net

Final-Recipient: rfc822; minsu@example.com
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 User unknown

--R
Content-Type: message/rfc822

From: no-reply@nusantarabridge.co.id
To: minsu@example.com
Subject: [${inquiry.ref}] PMA 설립 문의 답변
Message-ID: ${originalId}

Hello
--R--
`);

  it('hands the returned mail’s Message-ID, recipient and reason to onBounce, and holds a report of no known mail aside', async () => {
    expect(await (await post(report('<known@nusantarabridge.co.id>', '<dsn-1@mx.example.net>'))).json()).toEqual({ outcome: 'bounce', matched: true });
    expect(bounces).toEqual([{ originalMessageId: '<known@nusantarabridge.co.id>', recipient: 'minsu@example.com', reason: '550 5.1.1 User unknown' }]);
    expect(await (await post(report('<unknown@nusantarabridge.co.id>', '<dsn-2@mx.example.net>'))).json()).toEqual({ outcome: 'bounce', matched: false });
    expect(await (await post(report('<unknown@nusantarabridge.co.id>', '<dsn-2@mx.example.net>'))).json()).toEqual({ outcome: 'duplicate' });
    // A bounce is no mail from the visitor: the inquiry's history is untouched.
    expect(await history()).toEqual([]);
    const owner = await signIn('kim');
    const held = (await (await adminRequest(adminInboundMail, 'GET', '/api/admin/inbound-mail', { cookie: owner })).json()) as { items: { kind: string; bounceOf: string; bounceMatched: boolean }[] };
    expect(held.items.map((item) => [item.kind, item.bounceOf, item.bounceMatched])).toEqual([['bounce', '<unknown@nusantarabridge.co.id>', false]]);
  });
});

describe('the desk address in the mail about an inquiry', () => {
  it('is in the reply path of the firm’s notification and of a reply from the desk, next to the usual address', async () => {
    let sink: MailSink | undefined;
    try {
      sink = await startMailSink();
      vi.stubEnv('INQUIRY_NOTIFY_TO', 'inquiries@nusantarabridge.co.id');
      const stored = await storeInquiry(db, {
        reference: crypto.randomUUID(),
        inquiry: { name: 'Jane Doe', company: 'ACME', email: 'jane@acme.example', phone: '+65 6123', service: 'visa', budget: null, message: null },
        consent: { version: '2025-01-01', locale: 'en' },
        notify: ['firm', 'visitor'],
      });
      if (!stored.stored) throw new Error('not stored');
      await deliverNewNotifications(db, stored.notificationIds, { settings: smtpSettings(), site: undefined });
      const desk = `desk+${stored.publicRef}@nusantarabridge.co.id`;
      const firm = sink.received.find((mail) => mail.to.includes('inquiries@nusantarabridge.co.id'))!;
      const deskEntry = `"PT Nusantara Bridge Consulting (${stored.publicRef})" <${desk}>`;
      expect(replyToOf(firm.raw)).toBe(`Jane Doe <jane@acme.example>, ${deskEntry}`);
      expect(firm.subject).toContain(stored.publicRef);
      expect(firm.raw).not.toMatch(/^(Cc|Bcc):/m);
      const visitor = sink.received.find((mail) => mail.to.includes('jane@acme.example'))!;
      expect(replyToOf(visitor.raw)).toBe(`contact@nusantarabridge.co.id, ${deskEntry}`);

      sink.received.length = 0;
      const staff = await signIn('lee');
      const sent = await adminRequest(adminContactReply, 'POST', `/api/admin/contacts/${stored.id}/reply`, { cookie: staff, params: { id: String(stored.id) }, body: { subject: 'Your visa', body: 'Hello Jane' } });
      expect(sent.status).toBe(201);
      expect(sink.received[0]!.subject).toBe(`[${stored.publicRef}] Your visa`);
      expect(replyToOf(sink.received[0]!.raw)).toBe(`contact@nusantarabridge.co.id, ${deskEntry}`);

      // Without INBOUND_MAIL_ADDRESS nothing changes.
      vi.stubEnv('INBOUND_MAIL_ADDRESS', '');
      sink.received.length = 0;
      await adminRequest(adminContactReply, 'POST', `/api/admin/contacts/${stored.id}/reply`, { cookie: staff, params: { id: String(stored.id) }, body: { subject: 'Again', body: 'Hello' } });
      expect(replyToOf(sink.received[0]!.raw)).toBe('contact@nusantarabridge.co.id');
    } finally {
      sink?.close();
    }
  });
});
