/**
 * A local SMTP server for tests that send e-mail (scripts/mail-sink.ts): SMTP_HOST, SMTP_PORT and
 * SMTP_FROM point at it while it runs, and every message it takes is kept in `received`.
 */
import { sinkSettings, startSmtpSink, type ReceivedMail } from '#scripts/mail-sink.ts';

export type { ReceivedMail };

export interface MailSink {
  received: ReceivedMail[];
  /** Stops the server and puts the SMTP settings back as they were. */
  close(): void;
}

const SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM'] as const;

export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const server = await startSmtpSink((mail) => received.push(mail));
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  Object.assign(process.env, sinkSettings(server.port));
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
