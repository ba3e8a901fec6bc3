/**
 * A local SMTP server for tests that send e-mail: SMTP_HOST, SMTP_PORT and SMTP_FROM point at it
 * while it runs, and every message it takes is kept in `received` (the raw message, and its text with
 * quoted-printable soft line breaks and `=3D` undone, to find links and tokens in).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  text: string;
}

export interface MailSink {
  received: ReceivedMail[];
  /** Stops the server and puts the SMTP settings back as they were. */
  close(): void;
}

const SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM'] as const;

export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String((server.server.address() as AddressInfo).port), SMTP_FROM: 'no-reply@nusantarabridge.co.id' });
  return {
    received,
    close() {
      server.close();
      for (const name of SETTINGS) {
        const value = saved[name];
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
