/**
 * A local SMTP server that takes every message and keeps it, for tests that follow an e-mail to its
 * reader: the integration tests keep messages in memory (tests/integration/helpers/mail-sink.ts), the
 * end-to-end tests read them as files from a mailbox folder (`node scripts/mail-sink.ts <folder>
 * [port]`, or `startMailbox` from scripts/test.ts), where the site under test sends them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks and `=3D` undone, to find links and tokens in. */
  text: string;
  /** The Subject header, its encoded words decoded. */
  subject: string;
  /** The body of a single-part message as its reader sees it (base64 or quoted-printable decoded). */
  body: string;
}

/** Quoted-printable text (RFC 2045) as the UTF-8 it encodes. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input[i] === '=' ? input.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's value with its folding undone and its UTF-8 encoded words (RFC 2047) decoded. */
function headerValue(head: string, name: string): string {
  const value = new RegExp(`^${name}:(.*(?:\r?\n[ \t].*)*)`, 'im').exec(head)?.[1] ?? '';
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')))
    .trim();
}

function readMail(to: string[], raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const content = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = headerValue(head, 'Content-Transfer-Encoding').toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? fromQuotedPrintable(content) : content;
  return { to, raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='), subject: headerValue(head, 'Subject'), body };
}

/** Starts an SMTP server on 127.0.0.1 (`port` 0: a free one) that hands every message to `keep`. */
export async function startSmtpSink(keep: (mail: ReceivedMail) => void, port = 0): Promise<{ port: number; close(): void }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        keep(readMail(session.envelope.rcptTo.map((r) => r.address), Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A client's connection error (reset, broken pipe) reaches the server as an 'error' event; without a
  // listener Node would throw it and the sink, with every test that reads its mail, would die.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`[mail-sink] ${error.message}`);
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return { port: (server.server.address() as AddressInfo).port, close: () => server.close() };
}

/** The settings that send the site's mail to a sink on `port`. */
export function sinkSettings(port: number): Record<'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_FROM', string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'no-reply@nusantarabridge.co.id' };
}

/** A sink that writes each message to `folder` as `<n>.json` ({ to, raw, text }). */
export async function startMailbox(folder: string, port = 0): Promise<{ port: number; close(): void }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  return startSmtpSink((mail) => writeFileSync(join(folder, `${Date.now()}-${++count}.json`), JSON.stringify(mail)), port);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder, port] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node scripts/mail-sink.ts <folder> [port]');
    process.exit(2);
  }
  const sink = await startMailbox(folder, Number(port ?? 0));
  console.log(`Mail sink on 127.0.0.1:${sink.port}, keeping messages in ${folder}`);
}
