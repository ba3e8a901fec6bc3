import { sql } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import type { InquiryNotificationKind } from '../schema.ts';

export interface InquiryValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  budget: string | null;
  message: string | null;
}

export interface StoreInquiryInput {
  /** uuid: the submission's idempotency key and the inquiry's public reference. */
  reference: string;
  inquiry: InquiryValues;
  consent: { version: string; locale: Locale };
  /** E-mails to owe for this inquiry (an outbox row each), created atomically with it. */
  notify: readonly InquiryNotificationKind[];
}

export interface StoredInquiry {
  id: number;
  reference: string;
  createdAt: Date;
  notificationIds: number[];
  /** The reference was already stored (a resubmission): nothing new was written. */
  duplicate: boolean;
}

/**
 * Stores an inquiry with its consent record and its notification rows in ONE statement: Postgres
 * runs a statement with data-modifying CTEs as one transaction, so either all rows exist or none
 * does, and the caller's `await` returns only after the commit (autocommit). One round trip also
 * keeps the embedded database's single session free for other requests.
 */
export async function storeInquiry(db: Db, input: StoreInquiryInput): Promise<StoredInquiry> {
  const { reference, inquiry: i, consent, notify } = input;
  const notifications =
    notify.length > 0
      ? sql`, notifications AS (
          INSERT INTO inquiry_notifications (inquiry_id, kind)
          SELECT inquiry.id, k.kind FROM inquiry CROSS JOIN (VALUES ${sql.join(notify.map((kind) => sql`(${kind})`))}) AS k (kind)
          RETURNING id
        )`
      : sql``;
  const ids = notify.length > 0 ? sql`ARRAY(SELECT id FROM notifications ORDER BY id)` : sql`'{}'::integer[]`;
  const { rows } = await sql<{ id: number; reference: string; created_at: Date; notification_ids: number[] }>`
    WITH inquiry AS (
      INSERT INTO contact_inquiries (reference, name, company, email, phone, service, budget, message, privacy)
      VALUES (${reference}::uuid, ${i.name}, ${i.company}, ${i.email}, ${i.phone}, ${i.service}, ${i.budget}, ${i.message}, true)
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, reference, created_at
    ), consent AS (
      INSERT INTO inquiry_consents (inquiry_id, consent_version, locale)
      SELECT id, ${consent.version}, ${consent.locale} FROM inquiry
      RETURNING inquiry_id
    )${notifications}
    SELECT inquiry.id, inquiry.reference::text AS reference, inquiry.created_at, ${ids} AS notification_ids FROM inquiry
  `.execute(db);
  const row = rows[0];
  if (row) return { id: row.id, reference: row.reference, createdAt: row.created_at, notificationIds: row.notification_ids, duplicate: false };

  // ON CONFLICT DO NOTHING waited for the other insert of this reference to commit: it is there.
  const existing = await db
    .selectFrom('contact_inquiries')
    .select(['id', 'created_at'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { id: existing.id, reference, createdAt: existing.created_at, notificationIds: [], duplicate: true };
}

/** An inquiry with the consent it was sent under (the notification e-mails need both). */
export function findInquiryWithConsent(db: Db, id: number) {
  return db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .select([
      'i.id', 'i.reference', 'i.name', 'i.company', 'i.email', 'i.phone', 'i.service', 'i.budget', 'i.message', 'i.created_at',
      'c.consent_version', 'c.locale', 'c.consented_at',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes the inquiries received before `cutoff` (privacy policy: general consultation records are
 * kept 3 years). Their consent and notification rows go with them (ON DELETE CASCADE).
 */
export async function deleteInquiriesReceivedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contact_inquiries').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
