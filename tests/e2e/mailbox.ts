/**
 * The e-mails the site under test sent, as the local mail sink keeps them (scripts/mail-sink.ts,
 * folder E2E_MAIL_DIR): the newest message to an address, waited for without sleeping.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import type { ReceivedMail } from '#scripts/mail-sink.ts';

function mailbox(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR must name the mail sink\'s folder (scripts/test.ts and playwright.config.ts set it)');
  return folder;
}

function messagesTo(address: string): ReceivedMail[] {
  const folder = mailbox();
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits until a message to `address` whose subject or decoded body matches `matching` arrives; the newest such. */
export async function mailTo(address: string, matching: RegExp = /./): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = messagesTo(address).filter((mail) => matching.test(`${mail.subject}\n${mail.body}`)).at(-1)) !== undefined, { timeout: 30_000 }).toBe(true);
  return found!;
}
