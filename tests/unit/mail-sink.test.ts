import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startSmtpSink, type ReceivedMail } from '#scripts/mail-sink.ts';

describe('the test mail sink', () => {
  it('reads what the site sends: recipients, the Korean subject and body decoded, the raw message kept', async () => {
    const received: ReceivedMail[] = [];
    const sink = await startSmtpSink((mail) => received.push(mail));
    try {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
      const body = `안녕하세요. 다음 주 화요일 오전 10시에 상담 가능합니다.\n링크: https://example.com/admin?reset=${'x'.repeat(43)}\n${'긴 줄 '.repeat(40)}`;
      await transport.sendMail({ from: 'no-reply@example.com', to: 'visitor@example.com', subject: '[NB-2026-7KQ4MX] 누산타라 브릿지 컨설팅 상담 문의 답변', text: body });
      await transport.sendMail({ from: 'no-reply@example.com', to: 'other@example.com', subject: 'Plain', text: 'a=b café' });
      expect(received.map((mail) => mail.to)).toEqual([['visitor@example.com'], ['other@example.com']]);
      expect(received[0]!.subject).toBe('[NB-2026-7KQ4MX] 누산타라 브릿지 컨설팅 상담 문의 답변');
      expect(received[0]!.body.replace(/\r\n/g, '\n').trimEnd()).toBe(body.trimEnd());
      expect(received[1]).toMatchObject({ subject: 'Plain' });
      expect(received[1]!.body.trim()).toBe('a=b café');
    } finally {
      sink.close();
    }
  });
});
