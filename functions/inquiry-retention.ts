import type { Config } from '@netlify/functions';
import { getDb, type Db } from '#db/client.ts';
import { deleteInquiriesReceivedBefore, deleteSpamReceivedBefore } from '#db/repositories/inquiries/retention.ts';
import { deleteRateLimitWindowsBefore } from '#db/repositories/rate-limits.ts';
import { deleteHeldMailReceivedBefore } from '#db/repositories/inbound-mail.ts';
import { privacyPolicy } from '#data/firm.ts';

/** The moment before which an inquiry has been kept long enough (general consultation records: 3 years). */
export function retentionCutoff(now: Date, years: number = privacyPolicy.consultationRecordsYears): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** How long quarantined spam is kept for a person to look at before it is purged. */
export const SPAM_RETENTION_DAYS = 30;

/**
 * Deletes the inquiries older than the privacy policy's retention period, with their consent and
 * notification rows, the spam older than SPAM_RETENTION_DAYS, rate-limit windows older than a day, and
 * the mail held aside (no inquiry claimed it) as old as the inquiries deleted.
 */
export async function runInquiryRetention(db: Db, now: Date = new Date()): Promise<{ inquiries: number; spam: number; rateLimitWindows: number; heldMail: number }> {
  const inquiries = await deleteInquiriesReceivedBefore(db, retentionCutoff(now));
  const heldMail = await deleteHeldMailReceivedBefore(db, retentionCutoff(now));
  const spam = await deleteSpamReceivedBefore(db, new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 3600_000));
  const rateLimitWindows = await deleteRateLimitWindowsBefore(db, new Date(now.getTime() - 24 * 3600_000));
  return { inquiries, spam, rateLimitWindows, heldMail };
}

/** Scheduled daily, on Netlify and on the local server alike (scripts/local-server/scheduler.ts). */
export default async function inquiryRetention(): Promise<Response> {
  const result = await runInquiryRetention(getDb());
  console.log(`[inquiry-retention] deleted ${result.inquiries} inquiries older than ${privacyPolicy.consultationRecordsYears} years, ${result.spam} spam older than ${SPAM_RETENTION_DAYS} days, ${result.rateLimitWindows} rate-limit windows, ${result.heldMail} held mails`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
