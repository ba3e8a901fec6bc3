/**
 * The administrators' inquiry desk (GET/PATCH/DELETE /api/admin/contacts, the CSV export and the
 * dashboard): lists with filters, one inquiry, status changes and erasure with edit versions.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import type { ContactInquiry, InquiryNotificationKind } from '../../schema.ts';
import { versionList, whyNotWritten, type AllowedVersions, type ConditionalWrite } from '../versioned.ts';
import type { Locale } from '#i18n/locales.ts';
import type { ServiceOption } from '#domain/inquiry/options.ts';
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import { referenceQuery } from '#domain/inquiry/reference.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import type { InquirySource } from '#domain/inquiry/source.ts';

export interface InquiryFilters {
  /** One status; without it every status but spam (spam has its own view). */
  status?: InquiryStatus;
  /** An option key of the form's service list. */
  service?: ServiceOption;
  /** Case-insensitive substring of the name, company, e-mail, phone, message or reference. */
  q?: string;
  /** Handled by this administrator, or by nobody yet. */
  assignee?: number | 'none';
  /** The language the visitor wrote in (their consent's). */
  locale?: Locale;
  /** Arrived on or after / on or before these days (YYYY-MM-DD, Jakarta time). */
  from?: string;
  to?: string;
  /** Its follow-up day has passed and it is not done. */
  overdue?: boolean;
}

/**
 * An inquiry as the administrator sees it: with the locale of its consent (null when none is stored)
 * and the name of the administrator of its last change (null when none, or the account is gone).
 */
export type AdminInquiryRow = Pick<
  ContactInquiry,
  | 'id' | 'reference' | 'public_ref' | 'name' | 'company' | 'email' | 'phone' | 'service' | 'budget' | 'message' | 'privacy' | 'status' | 'status_updated_at' | 'spam_reason' | 'version' | 'created_at'
  | 'landing_page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'
> & { locale: Locale | null; updated_by_name: string | null; assigned_to: number | null; assignee_name: string | null; follow_up: string | null };

/** Where the visit began, from the row's columns. */
export function sourceOf(row: Pick<ContactInquiry, 'landing_page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'>): InquirySource {
  return { landingPage: row.landing_page, referrer: row.referrer, utmSource: row.utm_source, utmMedium: row.utm_medium, utmCampaign: row.utm_campaign };
}

/** `text` as a LIKE pattern matching itself anywhere: its wildcards `%` `_` and the escape `\` are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function adminInquiries(db: Db) {
  return db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .leftJoin('admins as a', 'a.id', 'i.updated_by')
    .leftJoin('admins as h', 'h.id', 'i.assigned_to')
    .select([
      'i.id', 'i.reference', 'i.public_ref', 'i.name', 'i.company', 'i.email', 'i.phone', 'i.service', 'i.budget', 'i.message', 'i.privacy',
      'i.status', 'i.status_updated_at', 'i.spam_reason', 'i.version', 'i.created_at', 'c.locale', 'a.username as updated_by_name',
      'i.assigned_to', 'h.username as assignee_name', 'i.landing_page', 'i.referrer', 'i.utm_source', 'i.utm_medium', 'i.utm_campaign', sql<string | null>`to_char(i.follow_up_on, 'YYYY-MM-DD')`.as('follow_up'),
    ]);
}

/** Where a page of the list ends: the last row's arrival (microseconds since 1970) and id. */
export interface PageCursor {
  createdUs: string;
  id: number;
}

/**
 * Inquiries matching the filters, newest first, at most `limit` of them; with `after`, those that
 * come after that row (keyset paging: the index on (created_at, id) goes straight there, however deep
 * the page). Each row carries its own cursor (`cursor_us`) for the next page.
 *
 * A search reads the newest SEARCH_WINDOW inquiries in order first and, only when they do not fill
 * the page, asks the bigram index for the older ones. The planner cannot tell how many inquiries a
 * substring is in (it takes the bigrams of "工厂设立" as independent, a hundred times too rare), so
 * left to itself it walks the whole table for a rare word or gathers and sorts every match of a
 * common one; this way a common word costs the window and a rare one what the index finds.
 */
export async function listInquiriesForAdmin(db: Db, filters: InquiryFilters, limit: number, after?: PageCursor): Promise<ListedInquiry[]> {
  if (!filters.q || !indexed(filters.q)) return listed(db, matching(filters, { after }), limit);
  const edge = await windowEdge(db, filters, after);
  const recent = await listed(db, matching(filters, { after, from: edge }), limit);
  if (!edge || recent.length === limit) return recent;
  return [...recent, ...(await listed(db, matching(filters, { after: edge }), limit - recent.length))];
}

type ListedInquiry = AdminInquiryRow & { cursor_us: string };

/** A search reads this many of the newest inquiries in order before it turns to the index. */
const SEARCH_WINDOW = 2000;

function listed(db: Db, condition: ReturnType<typeof matching>, limit: number): Promise<ListedInquiry[]> {
  return adminInquiries(db)
    .where(condition)
    .select(cursorUs)
    .orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
}

const cursorUs = sql<string>`(extract(epoch FROM i.created_at) * 1000000)::bigint`.as('cursor_us');

/**
 * The last of the SEARCH_WINDOW newest inquiries the filters other than `q` select (after `after`),
 * undefined when there are fewer: the window ends there.
 */
async function windowEdge(db: Db, filters: InquiryFilters, after?: PageCursor): Promise<PageCursor | undefined> {
  const row = await db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .select(['i.id', cursorUs])
    .where(matching(withoutSearch(filters), { after }))
    .orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').offset(SEARCH_WINDOW - 1).limit(1)
    .executeTakeFirst();
  return row && { createdUs: row.cursor_us, id: row.id };
}

/**
 * How many inquiries match the filters (the list's total), no more than `limit` (the scan stops
 * there). A search counts like the list reads: the newest SEARCH_WINDOW in order first (a common
 * word reaches the limit there, without the bigrams of every row it is in being worked out), then
 * the older ones through the index.
 */
export async function countInquiriesForAdmin(db: Db, filters: InquiryFilters, limit: number): Promise<number> {
  if (!filters.q || !indexed(filters.q)) return counted(db, matching(filters), limit);
  const edge = await windowEdge(db, filters);
  const recent = await counted(db, matching(filters, { from: edge }), limit);
  if (!edge || recent >= limit) return recent;
  return recent + (await counted(db, matching(filters, { after: edge }), limit - recent));
}

/** Counted in a subquery: its LIMIT stops the scan. */
async function counted(db: Db, condition: ReturnType<typeof matching>, limit: number): Promise<number> {
  const rows = db.selectFrom('contact_inquiries as i').leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id').where(condition);
  const row = await db.selectFrom(rows.select(sql<number>`1`.as('one')).limit(limit).as('m')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function withoutSearch({ q: _q, ...others }: InquiryFilters): InquiryFilters {
  return others;
}

/**
 * Which rows of the list a query reads: those after `after` (the page's start); with `from`, only
 * those from that row on, read in order of arrival (a search's window: no bigram index).
 */
interface Stretch {
  after?: PageCursor | undefined;
  from?: PageCursor | undefined;
}

/** A row's (created_at, id) as a row value, to compare with a cursor. */
function cursorRow(cursor: PageCursor) {
  return sql`(timestamptz 'epoch' + ${cursor.createdUs}::bigint * interval '1 microsecond', ${cursor.id}::integer)`;
}

/**
 * The filters (and the stretch of the list) as one condition over contact_inquiries as i joined with
 * inquiry_consents as c, so the list and its total cannot count differently.
 */
function matching(filters: InquiryFilters, stretch: Stretch = {}) {
  const conditions = [filters.status ? sql`i.status = ${filters.status}` : sql`i.status <> 'spam'`];
  if (filters.service) conditions.push(sql`i.service = ${filters.service}`);
  if (filters.assignee === 'none') conditions.push(sql`i.assigned_to IS NULL`);
  else if (filters.assignee !== undefined) conditions.push(sql`i.assigned_to = ${filters.assignee}`);
  if (filters.locale) conditions.push(sql`c.locale = ${filters.locale}`);
  // Days are the firm's (Jakarta): an inquiry at 23:30 UTC belongs to the next day there.
  if (filters.from) conditions.push(sql`i.created_at >= (${filters.from}::date)::timestamp AT TIME ZONE ${FIRM_TIME_ZONE}`);
  if (filters.to) conditions.push(sql`i.created_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE ${FIRM_TIME_ZONE}`);
  if (filters.overdue) conditions.push(sql`i.follow_up_on < (now() AT TIME ZONE ${FIRM_TIME_ZONE})::date AND i.status <> 'done'`);
  if (filters.q) {
    if (indexed(filters.q) && !stretch.from) conditions.push(holdsBigrams(filters.q));
    conditions.push(contains(filters.q));
  }
  if (stretch.after) conditions.push(sql`(i.created_at, i.id) < ${cursorRow(stretch.after)}`);
  if (stretch.from) conditions.push(sql`(i.created_at, i.id) >= ${cursorRow(stretch.from)}`);
  return sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * The bigrams of an inquiry's searchable text, exactly as the GIN index of migration
 * 20261125100000_inquiry_search_index spells them (another spelling would not use the index).
 */
const SEARCH_GRAMS = sql`inquiry_search_grams(i.name || E'\\n' || i.company || E'\\n' || i.email || E'\\n' || i.phone || E'\\n' || coalesce(i.message, '') || E'\\n' || i.public_ref)`;

/** One character has no bigram: such a search reads the inquiries in order of arrival. */
function indexed(q: string): boolean {
  return [...q].length >= 2;
}

/**
 * `q` as a case-insensitive substring of the name, company, e-mail, phone, message or reference (or
 * the reference as people type it: lower case, O for 0, without dashes). This decides what a search finds; holdsBigrams only narrows it quickly.
 */
function contains(q: string) {
  // ESCAPE spelled out: the pattern's backslashes escape its wildcards whatever the server's default.
  const like = (column: string, pattern: string) => sql`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`;
  const pattern = containsPattern(q);
  const columns = ['i.name', 'i.company', 'i.email', 'i.phone', 'i.message', 'i.public_ref'].map((column) => like(column, pattern));
  const reference = referenceQuery(q);
  if (reference) columns.push(like('i.public_ref', containsPattern(reference)));
  return sql<boolean>`(${sql.join(columns, sql` OR `)})`;
}

/**
 * The inquiry's text holds every bigram of `q` (or of the reference as typed): true of everything
 * `contains` finds, and answered by the index without reading the rows.
 */
export function holdsBigrams(q: string) {
  const holds = (text: string) => sql<boolean>`${SEARCH_GRAMS} @> inquiry_search_grams(${text})`;
  const reference = referenceQuery(q);
  return reference ? sql<boolean>`(${holds(q)} OR ${holds(reference)})` : holds(q);
}

export function findInquiryForAdmin(db: Db, id: number): Promise<AdminInquiryRow | undefined> {
  return adminInquiries(db).where('i.id', '=', id).executeTakeFirst();
}

/** The inquiry with this reference (`NB-2026-7KQ4MX`, canonical form; its unique index finds it). */
export function findInquiryByReferenceForAdmin(db: Db, reference: string): Promise<AdminInquiryRow | undefined> {
  return adminInquiries(db).where('i.public_ref', '=', reference).executeTakeFirst();
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
    ), history AS (
      INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value)
      SELECT changed.id, ${change.adminId}, 'status', old.status, ${change.status} FROM changed JOIN old ON old.id = changed.id
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
  const row = await query.returning(['id', 'public_ref as reference']).executeTakeFirst();
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
