import { sql } from 'kysely';
import type { Locale } from '#i18n/locales.ts';
import type { Db } from '../client.ts';
import type { InquiryFields } from '#domain/inquiry/schema.ts';
import type { ServiceOption } from '#domain/inquiry/options.ts';
import type { InquiryStatus, SpamReason } from '#domain/inquiry/status.ts';
import type { ContactInquiry, InquiryNotificationKind } from '../schema.ts';
import { versionList, whyNotWritten, type AllowedVersions, type ConditionalWrite } from './versioned.ts';

/** What a visitor sent, as the form's schema made it (stored as is). */
export type InquiryValues = InquiryFields;

export interface RateLimitWindow {
  /** Counter key: a keyed hash of the client address, or 'global'. */
  bucket: string;
  windowStart: Date;
  /** Requests allowed in the window. */
  max: number;
}

export interface StoreInquiryInput {
  /** uuid: the submission's idempotency key and the inquiry's public reference. */
  reference: string;
  inquiry: InquiryValues;
  consent: { version: string; locale: Locale };
  /** E-mails to owe for this inquiry (an outbox row each), created atomically with it. */
  notify: readonly InquiryNotificationKind[];
  /** A bot signal it tripped: stored with status 'spam' and this reason (then owe no e-mail). */
  spam?: SpamReason;
  /**
   * Count this request against the client's and the global window first, and store only within
   * both (the global one is counted only for a client within its own limit).
   */
  rateLimit?: { address: RateLimitWindow; global: RateLimitWindow };
}

export type StoreResult =
  | {
      stored: true;
      id: number;
      reference: string;
      createdAt: Date;
      notificationIds: number[];
      /** The reference was already stored (a resubmission): nothing new was written. */
      duplicate: boolean;
    }
  | { stored: false; limitedBy: 'address' | 'global' };

interface BatchRow {
  ord: number;
  limited_by: 'address' | 'global' | null;
  id: number | null;
  reference: string | null;
  created_at: Date | null;
  notification_ids: number[];
}

/**
 * Stores several inquiries — each counted against its rate-limit windows in the order given, each
 * with its consent record and notification rows — in ONE statement. Postgres runs a statement with
 * data-modifying CTEs as one transaction, so for every inquiry either all its rows exist or none
 * does, and the caller's `await` returns only after the commit (autocommit). One statement for a
 * whole batch is what lets the embedded database take hundreds of inquiries a second (group
 * commit, see functions/_shared/inquiry/writer.ts); with a single input it is the same statement.
 *
 * Rate limits: a request is within its client's window if the hits before this statement plus its
 * rank among this batch's requests of that client stay within `max`; only requests within their
 * client's window count against the global window, ranked the same way.
 */
export async function storeInquiries(db: Db, inputs: readonly StoreInquiryInput[]): Promise<StoreResult[]> {
  if (inputs.length === 0) return [];
  // One submission per reference in a batch: a repeated reference shares the first one's result.
  const ordOf = new Map<string, number>();
  const unique: StoreInquiryInput[] = [];
  for (const input of inputs) {
    if (ordOf.has(input.reference)) continue;
    ordOf.set(input.reference, unique.length);
    unique.push(input);
  }
  const rows = unique.map((input, ord) => ({
    ord,
    reference: input.reference,
    ...input.inquiry,
    status: input.spam ? 'spam' : 'new',
    spam_reason: input.spam ?? null,
    consent_version: input.consent.version,
    locale: input.consent.locale,
    notify: [...input.notify],
    addr_bucket: input.rateLimit?.address.bucket ?? null,
    addr_window: input.rateLimit?.address.windowStart.toISOString() ?? null,
    addr_max: input.rateLimit?.address.max ?? null,
    glob_bucket: input.rateLimit?.global.bucket ?? null,
    glob_window: input.rateLimit?.global.windowStart.toISOString() ?? null,
    glob_max: input.rateLimit?.global.max ?? null,
  }));
  const { rows: results } = await sql<BatchRow>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x (
        ord integer, reference uuid, name text, company text, email text, phone text, service text, budget text, message text,
        status text, spam_reason text, consent_version text, locale text, notify text[],
        addr_bucket text, addr_window timestamptz, addr_max integer, glob_bucket text, glob_window timestamptz, glob_max integer
      )
    ), addr_need AS (
      SELECT addr_bucket AS bucket, addr_window AS window_start, count(*)::integer AS n
      FROM input WHERE addr_bucket IS NOT NULL GROUP BY addr_bucket, addr_window
    ), addr AS (
      INSERT INTO inquiry_rate_limits (bucket, window_start, hits)
      SELECT bucket, window_start, n FROM addr_need ORDER BY bucket, window_start -- one lock order: no deadlock between writers
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = inquiry_rate_limits.hits + excluded.hits
      RETURNING bucket, window_start, hits
    ), ranked AS (
      SELECT i.*,
        i.addr_bucket IS NULL
          OR addr.hits - need.n + row_number() OVER (PARTITION BY i.addr_bucket, i.addr_window ORDER BY i.ord) <= i.addr_max AS addr_ok
      FROM input i
      LEFT JOIN addr_need need ON need.bucket = i.addr_bucket AND need.window_start = i.addr_window
      LEFT JOIN addr ON addr.bucket = i.addr_bucket AND addr.window_start = i.addr_window
    ), glob_need AS (
      SELECT glob_bucket AS bucket, glob_window AS window_start, count(*)::integer AS n
      FROM ranked WHERE addr_ok AND glob_bucket IS NOT NULL GROUP BY glob_bucket, glob_window
    ), glob AS (
      INSERT INTO inquiry_rate_limits (bucket, window_start, hits)
      SELECT bucket, window_start, n FROM glob_need ORDER BY bucket, window_start
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = inquiry_rate_limits.hits + excluded.hits
      RETURNING bucket, window_start, hits
    ), decided AS (
      SELECT r.*,
        CASE
          WHEN NOT r.addr_ok THEN 'address'
          WHEN r.glob_bucket IS NOT NULL
            AND glob.hits - need.n + row_number() OVER (PARTITION BY r.addr_ok, r.glob_bucket, r.glob_window ORDER BY r.ord) > r.glob_max THEN 'global'
        END AS limited_by
      FROM ranked r
      LEFT JOIN glob_need need ON r.addr_ok AND need.bucket = r.glob_bucket AND need.window_start = r.glob_window
      LEFT JOIN glob ON r.addr_ok AND glob.bucket = r.glob_bucket AND glob.window_start = r.glob_window
    ), inquiry AS (
      INSERT INTO contact_inquiries (reference, name, company, email, phone, service, budget, message, privacy, status, spam_reason)
      SELECT reference, name, company, email, phone, service, budget, message, true, status, spam_reason FROM decided WHERE limited_by IS NULL ORDER BY ord
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, reference, created_at
    ), consent AS (
      INSERT INTO inquiry_consents (inquiry_id, consent_version, locale)
      SELECT inquiry.id, d.consent_version, d.locale FROM inquiry JOIN decided d ON d.reference = inquiry.reference
      RETURNING inquiry_id
    ), notifications AS (
      INSERT INTO inquiry_notifications (inquiry_id, kind)
      SELECT inquiry.id, k.kind FROM inquiry JOIN decided d ON d.reference = inquiry.reference CROSS JOIN LATERAL unnest(d.notify) AS k (kind)
      WHERE d.status <> 'spam' -- quarantined: no e-mail until a person says it is not spam
      RETURNING id, inquiry_id
    )
    SELECT d.ord, d.limited_by, inquiry.id, inquiry.reference::text AS reference, inquiry.created_at,
      ARRAY(SELECT n.id FROM notifications n WHERE n.inquiry_id = inquiry.id ORDER BY n.id) AS notification_ids
    FROM decided d LEFT JOIN inquiry ON inquiry.reference = d.reference
    ORDER BY d.ord
  `.execute(db);

  const byOrd: StoreResult[] = [];
  const resubmitted: number[] = [];
  for (const row of results) {
    if (row.limited_by) byOrd[row.ord] = { stored: false, limitedBy: row.limited_by };
    else if (row.id != null && row.reference && row.created_at) {
      byOrd[row.ord] = { stored: true, id: row.id, reference: row.reference, createdAt: row.created_at, notificationIds: row.notification_ids, duplicate: false };
    } else resubmitted.push(row.ord);
  }
  if (resubmitted.length > 0) {
    // Within the limits but not inserted: the reference was stored before (ON CONFLICT DO NOTHING
    // waited for that insert to commit, so it is there).
    const existing = await db
      .selectFrom('contact_inquiries')
      .select(['id', 'reference', 'created_at'])
      .where('reference', 'in', resubmitted.map((ord) => unique[ord]!.reference))
      .execute();
    for (const ord of resubmitted) {
      const found = existing.find((e) => e.reference === unique[ord]!.reference);
      if (!found) throw new Error(`inquiry ${unique[ord]!.reference} was neither stored nor found`);
      byOrd[ord] = { stored: true, id: found.id, reference: found.reference, createdAt: found.created_at, notificationIds: [], duplicate: true };
    }
  }
  return inputs.map((input) => {
    const ord = ordOf.get(input.reference)!;
    const result = byOrd[ord]!;
    return unique[ord] === input || !result.stored ? result : { ...result, notificationIds: [], duplicate: true };
  });
}

/** Stores one inquiry: storeInquiries with a single input (see there). */
export async function storeInquiry(db: Db, input: StoreInquiryInput): Promise<StoreResult> {
  const [result] = await storeInquiries(db, [input]);
  return result!;
}

/** An inquiry with the consent it was sent under (the notification e-mails need both). */
export type InquiryWithConsent = NonNullable<Awaited<ReturnType<typeof findInquiryWithConsent>>>;

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

/** Deletes the quarantined spam received before `cutoff` (kept 30 days for a person to look at). */
export async function deleteSpamReceivedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contact_inquiries').where('status', '=', 'spam').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// Administrator queries (GET/PATCH/DELETE /api/admin/contacts, the CSV export and the dashboard).

export interface InquiryFilters {
  /** One status; without it every status but spam (spam has its own view). */
  status?: InquiryStatus;
  /** An option key of the form's service list. */
  service?: ServiceOption;
  /** Case-insensitive substring of the name, company, e-mail, phone or message. */
  q?: string;
}

/**
 * An inquiry as the administrator sees it: with the locale of its consent (null when none is stored)
 * and the name of the administrator of its last change (null when none, or the account is gone).
 */
export type AdminInquiryRow = Pick<
  ContactInquiry,
  'id' | 'reference' | 'name' | 'company' | 'email' | 'phone' | 'service' | 'budget' | 'message' | 'privacy' | 'status' | 'status_updated_at' | 'spam_reason' | 'version' | 'created_at'
> & { locale: Locale | null; updated_by_name: string | null };

/** `text` as a LIKE pattern matching itself anywhere: its wildcards `%` `_` and the escape `\` are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function adminInquiries(db: Db) {
  return db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .leftJoin('admins as a', 'a.id', 'i.updated_by')
    .select([
      'i.id', 'i.reference', 'i.name', 'i.company', 'i.email', 'i.phone', 'i.service', 'i.budget', 'i.message', 'i.privacy',
      'i.status', 'i.status_updated_at', 'i.spam_reason', 'i.version', 'i.created_at', 'c.locale', 'a.username as updated_by_name',
    ]);
}

/** Inquiries matching the filters, newest first, at most `limit` of them. */
export function listInquiriesForAdmin(db: Db, filters: InquiryFilters, limit: number): Promise<AdminInquiryRow[]> {
  let query = adminInquiries(db);
  query = filters.status ? query.where('i.status', '=', filters.status) : query.where('i.status', '<>', 'spam');
  if (filters.service) query = query.where('i.service', '=', filters.service);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // ESCAPE spelled out: the pattern's backslashes escape its wildcards whatever the server's default.
    const like = (column: 'i.name' | 'i.company' | 'i.email' | 'i.phone' | 'i.message') => sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`;
    query = query.where((eb) => eb.or([like('i.name'), like('i.company'), like('i.email'), like('i.phone'), like('i.message')]));
  }
  return query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
}

export function findInquiryForAdmin(db: Db, id: number): Promise<AdminInquiryRow | undefined> {
  return adminInquiries(db).where('i.id', '=', id).executeTakeFirst();
}

export interface StatusChange {
  previous: InquiryStatus;
  /** Outbox rows created because the inquiry left the spam quarantine (its e-mails are owed now). */
  notificationIds: number[];
}

/**
 * Sets an inquiry's status in one statement, if it is at an allowed version: the version goes up and
 * the administrator is recorded (setting the status it already has changes nothing). Leaving 'spam'
 * creates the e-mail rows `notify` names in the same statement; entering it by hand records the
 * reason 'manual'.
 */
export async function updateInquiryStatus(
  db: Db,
  id: number,
  change: { status: InquiryStatus; adminId: number; versions: AllowedVersions; notify: readonly InquiryNotificationKind[] },
): Promise<ConditionalWrite<StatusChange>> {
  const versions = versionList(change.versions);
  const { rows } = await sql<{ previous: InquiryStatus; notification_ids: number[] }>`
    WITH old AS (
      SELECT id, status FROM contact_inquiries
      WHERE id = ${id} AND (${versions}::int[] IS NULL OR version = ANY(${versions}::int[]))
      FOR UPDATE
    ), changed AS (
      UPDATE contact_inquiries i SET
        status = ${change.status},
        status_updated_at = now(),
        spam_reason = CASE WHEN ${change.status} = 'spam' THEN coalesce(i.spam_reason, 'manual') ELSE i.spam_reason END,
        version = i.version + 1,
        updated_by = ${change.adminId}
      FROM old WHERE i.id = old.id AND old.status <> ${change.status}
      RETURNING i.id
    ), owed AS (
      INSERT INTO inquiry_notifications (inquiry_id, kind)
      SELECT changed.id, k.kind FROM changed JOIN old ON old.id = changed.id CROSS JOIN unnest(${[...change.notify]}::text[]) AS k (kind)
      WHERE old.status = 'spam'
      ON CONFLICT (inquiry_id, kind) DO NOTHING
      RETURNING id
    )
    SELECT old.status AS previous, ARRAY(SELECT id FROM owed ORDER BY id) AS notification_ids FROM old
  `.execute(db);
  const row = rows[0];
  if (!row) return { ok: false, reason: await whyNotWritten(db, 'contact_inquiries', id) };
  return { ok: true, value: { previous: row.previous, notificationIds: row.notification_ids } };
}

/**
 * Erases one inquiry if it is at an allowed version; its consent and notification rows go with it
 * (ON DELETE CASCADE, in the same statement). Answers what identifies it without personal data.
 */
export async function deleteInquiry(db: Db, id: number, versions: AllowedVersions): Promise<ConditionalWrite<{ id: number; reference: string }>> {
  const allowed = versionList(versions);
  let query = db.deleteFrom('contact_inquiries').where('id', '=', id);
  if (allowed) query = query.where('version', 'in', allowed);
  const row = await query.returning(['id', 'reference']).executeTakeFirst();
  return row ? { ok: true, value: row } : { ok: false, reason: await whyNotWritten(db, 'contact_inquiries', id) };
}

/** The inquiries the firm works on (spam aside), those still 'new', and those in the spam quarantine. */
export async function countInquiries(db: Db): Promise<{ total: number; new: number; spam: number }> {
  const row = await db
    .selectFrom('contact_inquiries')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('status', '<>', 'spam').as('total'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'new').as('new'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'spam').as('spam'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), new: Number(row.new), spam: Number(row.spam) };
}
