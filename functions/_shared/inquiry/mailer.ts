/** SMTP delivery through nodemailer, one transport per distinct setting, with short timeouts. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from './config.ts';
import type { MailMessage } from './messages.ts';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

let cached: { key: string; transporter: Transporter } | undefined;

function transporterFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify([settings.host, settings.port, settings.secure, settings.user, settings.pass]);
  if (cached?.key !== key) {
    cached?.transporter.close();
    cached = {
      key,
      transporter: nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
        // A function has seconds, not minutes: give up early and let the retry schedule try again.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transporter;
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  return {
    async send(message) {
      await transporterFor(settings).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.cc ? { cc: message.cc } : {}),
        ...(message.bcc ? { bcc: message.bcc } : {}),
      });
    },
  };
}
