import type { Db } from '../client.ts';
import type { InquiryNotification } from '../schema.ts';

/**
 * The notification outbox. A row is claimed before each attempt: its attempt is counted and its
 * next attempt pushed out by a lease, so the immediate attempt and the scheduled retry never send
 * the same e-mail at once, and a crash mid-send is retried once the lease runs out.
 */

/** Claims rows just created with an inquiry (never attempted yet) for the immediate attempt. */
export function claimNewNotifications(db: Db, ids: readonly number[], leaseUntil: Date): Promise<InquiryNotification[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .updateTable('inquiry_notifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', 'in', [...ids])
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .returningAll()
    .execute();
}

/** Claims up to `limit` pending rows whose next attempt is due, oldest first. */
export function claimDueNotifications(db: Db, now: Date, limit: number, leaseUntil: Date): Promise<InquiryNotification[]> {
  return db
    .updateTable('inquiry_notifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('inquiry_notifications')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'pending')
    .returningAll()
    .execute();
}

export async function markNotificationSent(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('inquiry_notifications').set({ status: 'sent', sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up (status failed) when it is null. */
export async function markNotificationFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('inquiry_notifications')
    .set(retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed' })
    .where('id', '=', id)
    .execute();
}


/** An inquiry with the consent it was sent under (the notification e-mails need both). */
export type InquiryWithConsent = NonNullable<Awaited<ReturnType<typeof findInquiryWithConsent>>>;

export function findInquiryWithConsent(db: Db, id: number) {
  return db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .select([
      'i.id', 'i.reference', 'i.public_ref', 'i.name', 'i.company', 'i.email', 'i.phone', 'i.service', 'i.budget', 'i.message', 'i.created_at',
      'c.consent_version', 'c.locale', 'c.consented_at',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}
