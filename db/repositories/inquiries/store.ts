/**
 * Storing what visitors send: each inquiry with its consent and its owed e-mails, counted against
 * the rate limits, in one statement (the only place the inquiry rate limit is counted).
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import type { InquiryNotificationKind } from '../../schema.ts';
import type { Locale } from '#i18n/locales.ts';
import type { InquiryFields } from '#domain/inquiry/schema.ts';
import type { SpamReason } from '#domain/inquiry/status.ts';
import { NO_SOURCE, type InquirySource } from '#domain/inquiry/source.ts';

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
  /** Where the visit began (none for a form sent without JavaScript, or by an older caller). */
  source?: InquirySource;
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
      /** What the visitor quotes (NB-2026-7KQ4MX). */
      publicRef: string;
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
  public_ref: string | null;
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
  // The database draws each readable reference; on the rare collision the statement wrote nothing
  // (it is one transaction) and runs again with new draws.
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeInquiryBatch(db, inputs);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== '23505' || constraint !== 'contact_inquiries_public_ref' || attempt >= 5) throw error;
    }
  }
}

function sourceColumns(source: InquirySource) {
  return { landing_page: source.landingPage, referrer: source.referrer, utm_source: source.utmSource, utm_medium: source.utmMedium, utm_campaign: source.utmCampaign };
}

async function storeInquiryBatch(db: Db, inputs: readonly StoreInquiryInput[]): Promise<StoreResult[]> {
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
    ...sourceColumns(input.source ?? NO_SOURCE),
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
        landing_page text, referrer text, utm_source text, utm_medium text, utm_campaign text,
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
      INSERT INTO contact_inquiries (reference, name, company, email, phone, service, budget, message, privacy, status, spam_reason,
        landing_page, referrer, utm_source, utm_medium, utm_campaign)
      SELECT reference, name, company, email, phone, service, budget, message, true, status, spam_reason,
        landing_page, referrer, utm_source, utm_medium, utm_campaign
      FROM decided WHERE limited_by IS NULL ORDER BY ord
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, reference, public_ref, created_at
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
    SELECT d.ord, d.limited_by, inquiry.id, inquiry.reference::text AS reference, inquiry.public_ref, inquiry.created_at,
      ARRAY(SELECT n.id FROM notifications n WHERE n.inquiry_id = inquiry.id ORDER BY n.id) AS notification_ids
    FROM decided d LEFT JOIN inquiry ON inquiry.reference = d.reference
    ORDER BY d.ord
  `.execute(db);

  const byOrd: StoreResult[] = [];
  const resubmitted: number[] = [];
  for (const row of results) {
    if (row.limited_by) byOrd[row.ord] = { stored: false, limitedBy: row.limited_by };
    else if (row.id != null && row.reference && row.public_ref && row.created_at) {
      byOrd[row.ord] = { stored: true, id: row.id, reference: row.reference, publicRef: row.public_ref, createdAt: row.created_at, notificationIds: row.notification_ids, duplicate: false };
    } else resubmitted.push(row.ord);
  }
  if (resubmitted.length > 0) {
    // Within the limits but not inserted: the reference was stored before (ON CONFLICT DO NOTHING
    // waited for that insert to commit, so it is there).
    const existing = await db
      .selectFrom('contact_inquiries')
      .select(['id', 'reference', 'public_ref', 'created_at'])
      .where('reference', 'in', resubmitted.map((ord) => unique[ord]!.reference))
      .execute();
    for (const ord of resubmitted) {
      const found = existing.find((e) => e.reference === unique[ord]!.reference);
      if (!found) throw new Error(`inquiry ${unique[ord]!.reference} was neither stored nor found`);
      byOrd[ord] = { stored: true, id: found.id, reference: found.reference, publicRef: found.public_ref, createdAt: found.created_at, notificationIds: [], duplicate: true };
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

