import { once } from 'node:events';
import { connect } from 'node:net';
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

  it('keeps running when a client resets its connection mid-conversation', async () => {
    const received: ReceivedMail[] = [];
    const sink = await startSmtpSink((mail) => received.push(mail));
    try {
      // A client that starts a message (the sink ignores a reset before MAIL FROM), then resets (RST)
      // instead of sending it.
      const socket = connect(sink.port, '127.0.0.1');
      socket.setEncoding('utf8');
      let heard = '';
      socket.on('data', (chunk: string) => (heard += chunk));
      const reply = async (code: string) => {
        while (!new RegExp(`^${code} `, 'm').test(heard)) await once(socket, 'data');
        heard = '';
      };
      await reply('220');
      socket.write('EHLO reset.example\r\n');
      await reply('250');
      socket.write('MAIL FROM:<someone@reset.example>\r\n');
      await reply('250');
      socket.resetAndDestroy();
      await once(socket, 'close');
      // Give the server's side of the reset a turn of the event loop to arrive.
      await new Promise((resolve) => setImmediate(resolve));
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
      await transport.sendMail({ from: 'no-reply@example.com', to: 'after@example.com', subject: 'After the reset', text: 'still here' });
      expect(received.map((mail) => mail.to)).toEqual([['after@example.com']]);
    } finally {
      sink.close();
    }
  });
});
