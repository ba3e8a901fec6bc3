/** What the retention job deletes: old inquiries (privacy policy) and old quarantined spam. */
import type { Db } from '../../client.ts';

/**
 * Deletes the inquiries received before `cutoff` (privacy policy: general consultation records are
 * kept 3 years). Their consent and notification rows go with them (ON DELETE CASCADE).
 */
export async function deleteInquiriesReceivedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contact_inquiries').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the quarantined spam received before `cutoff` (kept 30 days for a person to look at). */
export async function deleteSpamReceivedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contact_inquiries').where('status', '=', 'spam').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
