import { describe, expect, it } from 'vitest';
import { htmlToText, normalizeMessageId, parseInboundMessage, verdictsVouch } from '#functions/_shared/mail/inbound-message.ts';

const crlf = (text: string) => text.replace(/\n/g, '\r\n');

describe('reading a received mail', () => {
  it('gives its sender, recipients, subject, text and the names and sizes of its attachments', async () => {
    const raw = crlf(`From: =?UTF-8?B?6rmA66+87IiY?= <Minsu@Example.com>
To: Nusantara Bridge <contact@nusantarabridge.co.id>, "NB" <desk+NB-2026-7KQ4MX@example.com>
Cc: partner@example.org
Delivered-To: desk+nb-2026-7kq4mx@example.com
Subject: =?UTF-8?B?UmU6IFtOQi0yMDI2LTdLUTRNWF0g64u167OA?=
Message-ID: <CAF=abc@mail.gmail.com>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b"

--b
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

감사합니다.
--b
Content-Type: application/pdf; name="사업자등록증.pdf"
Content-Disposition: attachment; filename*=UTF-8''%EC%82%AC%EC%97%85%EC%9E%90%EB%93%B1%EB%A1%9D%EC%A6%9D.pdf
Content-Transfer-Encoding: base64

JVBERi0xLjQKJcfs
--b--
`);
    const message = await parseInboundMessage(raw);
    expect(message).toMatchObject({
      messageId: '<CAF=abc@mail.gmail.com>',
      fromAddress: 'minsu@example.com',
      subject: 'Re: [NB-2026-7KQ4MX] 답변',
      text: expect.stringContaining('감사합니다.'),
      attachments: [{ name: '사업자등록증.pdf', size: 12 }],
      bounce: undefined,
      automatic: false,
    });
    expect(message.recipients).toEqual(expect.arrayContaining(['contact@nusantarabridge.co.id', 'desk+NB-2026-7KQ4MX@example.com', 'partner@example.org', 'desk+nb-2026-7kq4mx@example.com']));
  });

  it('reads the text of an HTML-only mail without its quoted part, and tells an automatic answer', async () => {
    const raw = crlf(`From: kim@example.com
Subject: Out of office
Auto-Submitted: auto-replied
Content-Type: text/html; charset=UTF-8

<p>I am away &amp; back on Monday.<br>Kim</p><div class="gmail_quote"><p>On Fri … wrote:</p><blockquote>old</blockquote></div>`);
    const message = await parseInboundMessage(raw);
    expect(message.text).toBe('I am away & back on Monday.\nKim');
    expect(message.automatic).toBe(true);
    expect(message.messageId).toBeUndefined();
    expect(htmlToText('<style>p{}</style><p>a&#44; b&#x21;</p><blockquote>q</blockquote>')).toBe('a, b!');
  });

  it('takes a Message-ID with or without its brackets, and nothing else', () => {
    expect(normalizeMessageId(' <a.b@c> ')).toBe('<a.b@c>');
    expect(normalizeMessageId('a.b@c')).toBe('<a.b@c>');
    expect(normalizeMessageId('(comment) <a@b>')).toBe('<a@b>');
    expect(normalizeMessageId('')).toBeUndefined();
    expect(normalizeMessageId(undefined)).toBeUndefined();
  });
});

describe('whether the From address is vouched for', () => {
  it('by DMARC, or DKIM or SPF for the From domain, in the receiving side’s topmost Authentication-Results', async () => {
    const from = 'lee@nusantarabridge.co.id';
    expect(verdictsVouch(['mx.google.com; dmarc=pass (p=NONE) header.from=nusantarabridge.co.id'], from)).toBe(true);
    expect(verdictsVouch(['mx.example; dkim=pass header.d=nusantarabridge.co.id header.s=s1'], from)).toBe(true);
    expect(verdictsVouch(['mx.example; dkim=pass header.i=@mail.nusantarabridge.co.id'], from)).toBe(true);
    expect(verdictsVouch(['mx.example; spf=pass smtp.mailfrom=bounce@nusantarabridge.co.id'], from)).toBe(true);
    // Another domain's signature, a failure, or nothing at all vouches for nothing.
    expect(verdictsVouch(['mx.example; dkim=pass header.d=attacker.example; spf=pass smtp.mailfrom=x@attacker.example'], from)).toBe(false);
    expect(verdictsVouch(['mx.example; dkim=fail header.d=nusantarabridge.co.id; dmarc=fail header.from=nusantarabridge.co.id'], from)).toBe(false);
    expect(verdictsVouch([], from)).toBe(false);
    const signed = crlf('Authentication-Results: mx.provider.example; dkim=fail header.d=nusantarabridge.co.id\nAuthentication-Results: forged.example; dkim=pass header.d=nusantarabridge.co.id\nFrom: lee@nusantarabridge.co.id\nSubject: x\n\nHi');
    expect((await parseInboundMessage(signed)).fromVerified).toBe(false);
    expect((await parseInboundMessage(crlf('X-Mailgun-Dkim-Check-Result: Pass\nFrom: lee@nusantarabridge.co.id\n\nHi'))).fromVerified).toBe(true);
  });
});

const report = (returned: string) => crlf(`From: Mail Delivery System <MAILER-DAEMON@mx.example.net>
To: site@nusantarabridge.co.id
Subject: Undelivered Mail Returned to Sender
Message-ID: <bounce-1@mx.example.net>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B1"

--B1
Content-Type: text/plain; charset=us-ascii

I'm sorry to have to inform you that your message could not be delivered.

--B1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net

Final-Recipient: rfc822; minsu@example.com
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <minsu@example.com>: Recipient address
    rejected: User unknown

--B1
${returned}
--B1--
`);

describe('reading a bounce report', () => {
  it('finds the returned mail’s Message-ID, the recipient and the server’s reason in a delivery status report', async () => {
    for (const part of [
      'Content-Type: message/rfc822\n\nFrom: site@nusantarabridge.co.id\nMessage-ID: <orig-123@nusantarabridge.co.id>\nSubject: x\n\nHello',
      'Content-Type: text/rfc822-headers\n\nFrom: site@nusantarabridge.co.id\nMessage-Id:\n <orig-123@nusantarabridge.co.id>\nSubject: x\n',
    ]) {
      const message = await parseInboundMessage(report(part));
      expect(message.bounce).toEqual({
        originalMessageId: '<orig-123@nusantarabridge.co.id>',
        recipient: 'minsu@example.com',
        reason: '550 5.1.1 <minsu@example.com>: Recipient address rejected: User unknown',
        failed: true,
      });
      expect(message.attachments).toEqual([]);
    }
  });

  it('tells a delay from a failure', async () => {
    const message = await parseInboundMessage(report('Content-Type: text/rfc822-headers\n\nMessage-ID: <orig-9@x>\n').replace('Action: failed', 'Action: delayed'));
    expect(message.bounce).toMatchObject({ originalMessageId: '<orig-9@x>', failed: false });
  });

  it('reads a provider’s returned-mail notice without a report part, by its In-Reply-To', async () => {
    const raw = crlf(`From: postmaster@outlook.com
To: site@nusantarabridge.co.id
Subject: Undeliverable: [NB-2026-7KQ4MX] 답변
In-Reply-To: <orig-77@nusantarabridge.co.id>

Delivery has failed to these recipients or groups:
minsu@example.com
`);
    expect((await parseInboundMessage(raw)).bounce).toEqual({
      originalMessageId: '<orig-77@nusantarabridge.co.id>',
      recipient: undefined,
      reason: 'Delivery has failed to these recipients or groups:',
      failed: true,
    });
  });

  it('does not take a person’s mail about delivery for a bounce', async () => {
    const raw = crlf('From: kim@example.com\nSubject: Delivery failed? I never got your answer\n\nHello');
    expect((await parseInboundMessage(raw)).bounce).toBeUndefined();
  });
});
