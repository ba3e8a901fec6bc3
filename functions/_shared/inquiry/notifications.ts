/**
 * Delivery of the inquiry e-mails from the outbox (inquiry_notifications): right after the inquiry
 * is stored (never delaying or undoing it), then by the scheduled function with exponential
 * backoff until sent or given up. Each e-mail's attempts are recorded on one mail record (its
 * status on the inquiry's page).
 */
import type { Db } from '#db/client.ts';
import {
  findInquiryWithConsent,
  claimDueNotifications,
  claimNewNotifications,
  markNotificationFailed,
  markNotificationSent,
} from '#db/repositories/inquiry-notifications.ts';
import type { InquiryNotification, InquiryNotificationKind } from '#db/schema.ts';
import { smtpSettings, type SmtpSettings } from './config.ts';
import { smtpMailer, type Mailer } from './mailer.ts';
import { firmMessage, visitorMessage, type InquiryTexts } from './messages.ts';
import { loadContactChannels } from '../site-contact.ts';
import { loadFirmFacts } from '../site-facts.ts';
import { loadSitePage } from '../site-pages.ts';
import { siteAddress } from '../site-address.ts';
import { sendNotificationRecorded } from '../mail/deliveries.ts';
import type { ContactChannels } from '#domain/site-settings/contact.ts';
import type { FirmFacts } from '#domain/site-settings/facts.ts';

/** Attempts before a notification is marked failed (about 6 hours of retries in all). */
export const MAX_ATTEMPTS = 10;
/** How long a claimed row is left alone by other senders (a crash mid-send is retried after it). */
export const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 2 * 3600_000;

/** Wait after the n-th failed attempt: 1, 2, 4, 8 … minutes, at most 2 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** The e-mails an inquiry is owed under the current settings (none without SMTP). */
export function notificationKinds(settings: SmtpSettings | undefined): InquiryNotificationKind[] {
  if (!settings) return [];
  return settings.notifyTo ? ['firm', 'visitor'] : ['visitor'];
}

export interface DeliveryOptions {
  now?: () => Date;
  /** The site's origin for the desk link in the firm's mail; by default the configured one (SITE_URL, Netlify's URL). */
  site?: string | undefined;
  settings?: SmtpSettings | undefined;
  mailer?: Mailer;
  log?: (line: string) => void;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

async function attempt(db: Db, row: InquiryNotification, mail: { settings: SmtpSettings; mailer: Mailer; texts: InquiryTexts; contact: ContactChannels | undefined; facts: FirmFacts | undefined; site: string | undefined }, now: () => Date, report: DeliveryReport, log: (line: string) => void) {
  const { settings, mailer } = mail;
  try {
    const inquiry = await findInquiryWithConsent(db, row.inquiry_id);
    if (!inquiry) return; // deleted meanwhile; its rows are gone with it
    if (row.kind === 'firm' && !settings.notifyTo) throw new Error('INQUIRY_NOTIFY_TO is not set');
    const message = row.kind === 'firm' ? firmMessage(inquiry, settings, mail.texts, mail.site) : visitorMessage(inquiry, settings, mail.texts, mail.contact, mail.facts);
    await sendNotificationRecorded(db, { id: row.id, inquiryId: row.inquiry_id, kind: row.kind }, message, mailer, now);
    await markNotificationSent(db, row.id, now());
    report.sent += 1;
  } catch (error) {
    const message = ((error as Error)?.message ?? String(error)).replaceAll(/\s+/g, ' ').slice(0, 500);
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await markNotificationFailed(db, row.id, message, giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts))).catch((e: unknown) =>
      log(`[inquiry-notifications] could not record the failure of #${row.id}: ${(e as Error).message}`),
    );
    if (giveUp) report.failed += 1;
    else report.retrying += 1;
    log(`[inquiry-notifications] ${row.kind} e-mail of inquiry ${row.inquiry_id}, attempt ${row.attempts}: ${message}${giveUp ? ' (given up)' : ''}`);
  }
}

async function run(db: Db, claim: (leaseUntil: Date, now: Date) => Promise<InquiryNotification[]>, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const settings = 'settings' in options ? options.settings : smtpSettings();
  if (!settings) return report; // not configured (any more): rows wait until it is
  const mailer = options.mailer ?? smtpMailer(settings);
  const start = now();
  const rows = await claim(new Date(start.getTime() + LEASE_MS), start);
  if (rows.length === 0) return report;
  // The e-mails' words are the inquiry page's texts as published.
  const texts = await loadSitePage(db, 'inquiry');
  // The visitor's e-mail is signed with the firm's office line and promises its response hours as set: read once per run.
  const toVisitor = rows.some((row) => row.kind === 'visitor');
  const contact = toVisitor ? (await loadContactChannels(db)).contact : undefined;
  const facts = toVisitor ? (await loadFirmFacts(db)).facts : undefined;
  const site = 'site' in options ? options.site : siteAddress(undefined);
  for (const row of rows) await attempt(db, row, { settings, mailer, texts, contact, facts, site }, now, report, log);
  return report;
}

/** First attempt for the rows just created with an inquiry (called after the commit). */
export function deliverNewNotifications(db: Db, ids: readonly number[], options: DeliveryOptions = {}): Promise<DeliveryReport> {
  if (ids.length === 0) return Promise.resolve({ sent: 0, retrying: 0, failed: 0 });
  return run(db, (leaseUntil) => claimNewNotifications(db, ids, leaseUntil), options);
}

/** Retries every due row, `limit` at a time (the scheduled function). */
export function processDueNotifications(db: Db, options: DeliveryOptions & { limit?: number } = {}): Promise<DeliveryReport> {
  return run(db, (leaseUntil, now) => claimDueNotifications(db, now, options.limit ?? 50, leaseUntil), options);
}
