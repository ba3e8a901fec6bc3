import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SiteBuildReason, SiteBuildStatus } from '#domain/site-build.ts';
import type { AdminLocale, AdminRole } from '#domain/admin-access.ts';
import type { AuditAction } from '#domain/audit-action.ts';
import type { AuditDetail } from '#domain/audit-detail.ts';
import type { InquiryEventKind, MailAttachment, MailSender } from '#domain/inquiry/handling.ts';
import type { InquiryStatus, SpamReason } from '#domain/inquiry/status.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { TranslationSources } from '#domain/content/translation-status.ts';
import type { SiteSettingRowKey } from '#domain/site-settings/keys.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import type { InquiryExportStatus } from '#domain/inquiry/export-job.ts';
import type { InquiryFields } from '#domain/inquiry/schema.ts';
import type { Locale } from '#i18n/locales.ts';
import type { UploadAlt } from '#domain/media/alt.ts';
import type { DeviceClass } from '#domain/analytics/hit.ts';
import type { MailKind, MailStatus } from '#domain/mail/delivery.ts';

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

type TranslationsColumn<Field extends string> = ColumnType<Translations<Field>, Translations<Field> | undefined, Translations<Field>>;
/**
 * Per language and field, the hash of the Korean text each translation was made from: what tells a
 * current translation from a stale one (migration 20261126010000_translation_sources).
 */
type TranslationSourcesColumn<Field extends string> = ColumnType<TranslationSources<Field>, TranslationSources<Field> | undefined, TranslationSources<Field>>;

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password: string;
  /** What the administrator may do (migration 20261125000000_admin_roles); new ones are owners unless told. */
  role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
  created_at: CreatedAt;
  last_login: Timestamp | null;
  /** Set when the password changes; sessions issued before it are void (migration 20261122020000). */
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Unique ignoring case and Unicode form (migration 20261127140000_admin_name_keys); null until one is given. */
  email: string | null;
  /**
   * Set by migration 20261127140000_admin_name_keys on an account whose username (or e-mail) an
   * older account already had under another case or Unicode form: kept, left out of the unique index,
   * reported by `npm run admin -- list`. Never set by the code.
   */
  username_clash: ColumnType<boolean, never, never>;
  email_clash: ColumnType<boolean, never, never>;
  /** A disabled account cannot sign in and has no session; kept for the audit log. */
  disabled_at: Timestamp | null;
  disabled_by: number | null;
  /** Base32 TOTP secret once a second factor is confirmed (migration 20261125050000_two_factor). */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last 30-second step a code was accepted for: that code and older ones are refused. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** A secret being set up: it replaces totp_secret when a code from it is confirmed. */
  totp_pending_secret: string | null;
  totp_pending_at: Timestamp | null;
  /** The admin app's language (migration 20261125060000_admin_preferences). */
  locale: ColumnType<AdminLocale, AdminLocale | undefined, AdminLocale>;
  /** IANA time zone the admin app shows dates in; null: the firm's, Asia/Jakarta. */
  time_zone: string | null;
  /** Gets the desk's morning reminder e-mail (migration 20261128020000_inquiry_reminders); an owner turns it off per person. */
  reminders: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Single-use recovery codes of the second factor, as SHA-256 (migration 20261125050000_two_factor). */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Timestamp | null;
}

/** The back office's settings: at most one row, none until the first change (migration 20261125050000_two_factor). */
export interface AdminSettingsTable {
  id: ColumnType<boolean, never, never>;
  require_two_factor: boolean;
  updated_at: UpdatedAt;
  updated_by: number | null;
}

/**
 * A group of site settings the firm edits (migration 20261125090000_site_settings), e.g. 'contact':
 * its value is checked by the group's schema in src/domain/site-settings. Without a row the group is
 * at version 1, its defaults. The row 'facts-draft' holds the facts' pending draft
 * (db/repositories/site-facts-draft.ts).
 */
export interface SiteSettingsTable {
  key: SiteSettingRowKey;
  value: ColumnType<unknown, string, string>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/**
 * A content page's texts in one locale (migration 20261128040000_site_pages): checked by the page's
 * schema (src/domain/pages/registry.ts) before it is stored; without a row the page shows its
 * first-run texts at version 1. `sources`: each translated text field's path -> the fingerprint of the
 * Korean text it was made from.
 */
export interface SitePagesTable {
  page_key: PageKey;
  locale: Locale;
  content: ColumnType<unknown, string, string>;
  sources: ColumnType<Record<string, string>, string, string>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** Every saved version of a page's locale (migration 20261128040000_site_pages). */
export interface SitePageRevisionsTable {
  id: Generated<string>;
  page_key: PageKey;
  locale: Locale;
  version: number;
  content: ColumnType<unknown, string, string>;
  saved_by: number | null;
  saved_at: CreatedAt;
}

/**
 * A content page's draft in one locale (migration 20261128060000_site_page_drafts): at most one per page
 * and locale, the published row (site_pages) untouched until it is published by hand or at `publish_at`.
 */
export interface SitePageDraftsTable {
  page_key: PageKey;
  locale: Locale;
  content: ColumnType<unknown, string, string>;
  /** The page's version the draft was made on. */
  base_version: number;
  publish_at: Date | null;
  saved_by: number | null;
  /** The draft's validator: every save gets a later one (a preview link names it). */
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * A service page's address in a prefixed locale (migration 20261128070000_service_slugs): the newest row
 * of a service and locale is its address now, the older ones its earlier addresses (permanent redirects).
 */
export interface ServiceSlugsTable {
  locale: Locale;
  slug: string;
  service_key: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Password reset requests (migration 20261125040000_password_resets): 30 minutes, once. */
export interface AdminPasswordResetsTable {
  id: Generated<number>;
  admin_id: number;
  /** SHA-256 (hex) of the token in the e-mailed link; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** One-time invitations to the back office (migration 20261125020000_admin_accounts). */
export interface AdminInvitesTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  email: string;
  role: ColumnType<AdminRole, AdminRole, AdminRole>;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  /** The account the invitation became. */
  admin_id: number | null;
  /** Withdrawn by an owner, or with its sender's disabling or demotion (by the owner who did that; null: by the upgrade that found it so). */
  withdrawn_at: Timestamp | null;
  withdrawn_by: number | null;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  author: string;
  category: Generated<string>;
  is_important: Generated<boolean>;
  views: Generated<number>;
  is_pinned: Generated<boolean>;
  is_published: Generated<boolean>;
  /** The SEO description (meta description, og:description); null: the default (migration 20261127000000_seo_fields). */
  description: string | null;
  /** The picture of the link preview card (og:image); null: the default (migration 20261127000000_seo_fields). */
  social_image: string | null;
  translations: TranslationsColumn<'title' | 'content' | 'description'>;
  translation_sources: TranslationSourcesColumn<'title' | 'content' | 'description'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Bumped by every edit (never by a view); the item's ETag (migration 20261124000000_edit_versions). */
  version: Generated<number>;
  /** The administrator of the last edit; null before that migration or once the account is gone. */
  updated_by: number | null;
  /** In the trash since then (restorable for 30 days); null when not (migration 20261124030000). */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  /** Came with a fresh install (scripts/seed): the launch-readiness panel lists it (migration 20261128050000_seed_samples). */
  seed_sample: Generated<boolean>;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: string;
  sort_order: Generated<number>;
  is_published: Generated<boolean>;
  translations: TranslationsColumn<'question' | 'answer'>;
  translation_sources: TranslationSourcesColumn<'question' | 'answer'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Bumped by every edit (never by a view); the item's ETag (migration 20261124000000_edit_versions). */
  version: Generated<number>;
  /** The administrator of the last edit; null before that migration or once the account is gone. */
  updated_by: number | null;
  /** In the trash since then (restorable for 30 days); null when not (migration 20261124030000). */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  /** Came with a fresh install (scripts/seed): the launch-readiness panel lists it (migration 20261128050000_seed_samples). */
  seed_sample: Generated<boolean>;
}

export interface CsrPostsTable {
  id: Generated<number>;
  title: string;
  content: string;
  excerpt: string | null;
  category: string;
  featured_image: string | null;
  is_published: Generated<boolean>;
  published_at: Timestamp | null;
  views: Generated<number>;
  author_id: number;
  /** The SEO description (meta description, og:description); null: the excerpt, else the text (migration 20261127000000_seo_fields). */
  description: string | null;
  /** The picture of the link preview card (og:image); null: the featured image, else the site's card (migration 20261127000000_seo_fields). */
  social_image: string | null;
  translations: TranslationsColumn<'title' | 'content' | 'excerpt' | 'description'>;
  translation_sources: TranslationSourcesColumn<'title' | 'content' | 'excerpt' | 'description'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Bumped by every edit (never by a view); the item's ETag (migration 20261124000000_edit_versions). */
  version: Generated<number>;
  /** The administrator of the last edit; null before that migration or once the account is gone. */
  updated_by: number | null;
  /** In the trash since then (restorable for 30 days); null when not (migration 20261124030000). */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  /** Came with a fresh install (scripts/seed): the launch-readiness panel lists it (migration 20261128050000_seed_samples). */
  seed_sample: Generated<boolean>;
}

/** The visitor's values are the columns the form's schema makes them (name … message), then the firm's own. */
export interface ContactInquiriesTable extends InquiryFields {
  id: Generated<number>;
  privacy: boolean;
  created_at: CreatedAt;
  /** The submission's uuid: its idempotency key, internal (migration 20261122000000). */
  reference: Generated<string>;
  /** What visitors and staff quote, NB-2026-7KQ4MX, drawn by the database (src/domain/inquiry/reference.ts; migration 20261125070000). */
  public_ref: Generated<string>;
  /** How far the firm has handled it (migration 20261122020200_inquiry_status). */
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  status_updated_at: Timestamp | null;
  /** Why it was quarantined as spam; kept after "not spam" (migration 20261124010000_inquiry_quarantine). */
  spam_reason: ColumnType<SpamReason | null, SpamReason | null | undefined, SpamReason | null>;
  /** Bumped by every edit (never by a view); the item's ETag (migration 20261124000000_edit_versions). */
  version: Generated<number>;
  /** The administrator of the last edit; null before that migration or once the account is gone. */
  updated_by: number | null;
  /** Who handles it (migration 20261125080000_inquiry_handling). */
  assigned_to: number | null;
  /** The day to follow it up (a calendar day, read as text by the desk's queries). */
  follow_up_on: ColumnType<Date, string, string> | null;
  /** Where the visit began (migration 20261125095000_inquiry_source; src/domain/inquiry/source.ts). */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An export prepared in the background (migration 20261125120000_inquiry_exports). */
export interface InquiryExportsTable {
  id: Generated<number>;
  admin_id: number;
  filters: ColumnType<Record<string, string>, string, string>;
  locale: AdminLocale;
  time_zone: string | null;
  status: ColumnType<InquiryExportStatus, InquiryExportStatus | undefined, InquiryExportStatus>;
  rows: Generated<number>;
  error: string | null;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Generated<Date>;
  /** Where the last run stopped (migration 20261127130000): the list-order key of the last inquiry in a stored part; null before the first part. */
  cursor_us: ColumnType<string | null, string | null | undefined, string | null>;
  cursor_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One part of a prepared export: a whole CSV file (BOM and header included) within one answer's size. */
export interface InquiryExportPartsTable {
  export_id: number;
  part: number;
  rows: number;
  content: string;
}

/** What happened to an inquiry, who did it and when; notes are events too (append-only). */
export interface InquiryEventsTable {
  id: Generated<number>;
  inquiry_id: number;
  admin_id: number | null;
  kind: InquiryEventKind;
  from_value: string | null;
  to_value: string | null;
  body: string | null;
  created_at: CreatedAt;
}

/** Reusable replies to visitors, one visitor language each (migration 20261125110000_reply_templates). */
export interface ReplyTemplatesTable {
  id: Generated<number>;
  locale: Locale;
  /** Unique in its language, ignoring case. */
  name: string;
  subject: string;
  body: string;
  /** Raised by every edit; the template's ETag. */
  version: Generated<number>;
  /** The administrator of the last edit; null for the seeded ones or once the account is gone. */
  updated_by: number | null;
  updated_at: UpdatedAt;
  created_at: CreatedAt;
}

/** The consent stored with each inquiry (migration 20261122010000_inquiry_pipeline). */
export interface InquiryConsentsTable {
  inquiry_id: number;
  consent_version: string;
  locale: Locale;
  consented_at: CreatedAt;
}

export type InquiryNotificationKind = 'firm' | 'visitor';
export type InquiryNotificationStatus = 'pending' | 'sent' | 'failed';

/** E-mails owed for an inquiry, delivered after the commit and retried with backoff. */
export interface InquiryNotificationsTable {
  id: Generated<number>;
  inquiry_id: number;
  kind: InquiryNotificationKind;
  status: ColumnType<InquiryNotificationStatus, InquiryNotificationStatus | undefined, InquiryNotificationStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Fixed-window request counters of the inquiry rate limits. */
export interface InquiryRateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

/** Submissions answered as accepted but not stored, per day and reason, before spam was quarantined (migration 20261124010000): kept, no longer written. */
export interface InquirySpamCountsTable {
  day: ColumnType<Date, Date | string, Date | string>;
  reason: string;
  hits: Generated<number>;
}

/** One signed-in browser of an administrator; the JWT carries its id (migration 20261122020000). */
export interface AdminSessionsTable {
  id: string;
  admin_id: number;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Absolute end of the session (8 hours after sign-in). */
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** City and country from the platform's geolocation at sign-in (migration 20261125030000_session_place). */
  place: string | null;
}

/** Failed sign-ins per bucket (`user:<name>` or `ip:<address>`), for throttling. */
export interface AdminLoginThrottleTable {
  bucket: string;
  failures: Generated<number>;
  window_start: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Timestamp | null;
  /** Locks so far (migration 20261125010000_login_backoff): the next one lasts twice as long. */
  locks: Generated<number>;
}

export type { AuditAction };

/** Every administrator action, newest shown on the dashboard. */
export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  username: string;
  action: AuditAction;
  entity: string | null;
  entity_id: string | null;
  summary: string | null;
  /** The line as data (null on lines written before there were details): JSON in, parsed out. */
  details: ColumnType<AuditDetail | null, string | null | undefined, never>;
  ip: string | null;
  created_at: CreatedAt;
}

/** Images uploaded through the editor, resized and re-encoded (migration 20261122020100_uploads). */
export interface UploadsTable {
  id: string;
  content_type: string;
  width: number;
  height: number;
  byte_length: number;
  sha256: string;
  bytes: Buffer;
  created_by: number | null;
  created_at: CreatedAt;
  /** Alt text per public locale (migration 20261127011500_upload_media): src/domain/media/alt.ts. */
  alt: ColumnType<UploadAlt, string | undefined, string>;
  /** The name of the file as uploaded; null before the media library (shown as `<id>.webp`). */
  file_name: string | null;
  /** Raised by every alt text edit and trash move (migration 20261127160000_media_trash): the alt edit's If-Match. */
  version: Generated<number>;
  /** In the media trash since then (still served), purged after 30 days if nothing uses it. */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
}

/** An upload's smaller copies for `srcset`, one per width (migration 20261127020000_upload_variants). */
export interface UploadVariantsTable {
  upload_id: string;
  width: number;
  height: number;
  byte_length: number;
  bytes: Buffer;
}

/** A request to rebuild the prebuilt pages and its outcome (migration 20261124050000_site_builds). */
export interface SiteBuildsTable {
  id: Generated<number>;
  reason: SiteBuildReason;
  /** What changed and asked for the build ('notices', 'faqs', 'csr-posts', 'settings'). */
  content_kind: string | null;
  requested_by: number | null;
  requested_at: CreatedAt;
  attempt: Generated<number>;
  /** The first request of a retry chain. */
  retry_of: number | null;
  status: ColumnType<SiteBuildStatus, SiteBuildStatus | undefined, SiteBuildStatus>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  error: string | null;
  /** The build that served the request: Netlify's deploy id, or `local:<build directory>`. */
  build_ref: string | null;
  /** The retries are used up: the dashboard asks a person to look. */
  flagged_at: Timestamp | null;
}

export type RevisionEntity = 'notice' | 'faq' | 'csr_post';

/** A notice, FAQ or CSR story as it was before an edit changed it (migration 20261124030000). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  entity: RevisionEntity;
  entity_id: number;
  /** The version this was; the row's version after the edit is higher. */
  version: number;
  /** The row's own columns at that version (title, content, translations …). */
  data: ColumnType<Record<string, unknown>, Record<string, unknown>, never>;
  saved_by: number | null;
  saved_at: ColumnType<Date, Date | string, never>;
}

/**
 * The pending next version of a notice, FAQ or CSR story (migration 20261127010000): the admin input
 * that publishing applies through the item's ordinary update, optionally at a set time.
 */
export interface ContentDraftsTable {
  entity: RevisionEntity;
  entity_id: number;
  data: ColumnType<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>>;
  /** The item's version the draft was made on. */
  base_version: number;
  publish_at: Date | null;
  saved_by: number | null;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ViewKind = 'notice' | 'csr_post';

/** One visitor's view of an item on a day, so it counts once (migration 20261124040000_view_marks). */
export interface ViewMarksTable {
  kind: ViewKind;
  item_id: number;
  day: ColumnType<Date, Date | string, Date | string>;
  /** A keyed hash of the day, the client address and the browser: never the address itself. */
  visitor: string;
}

/**
 * The stamp of a public collection's content, changed by a trigger on every write of the table but a
 * view count (migration 20261126000000_content_versions): the key of the read APIs' cached answers.
 */
export interface ContentVersionsTable {
  collection: 'notices' | 'faqs' | 'csr_posts';
  stamp: Generated<string>;
  changed_at: Generated<Date>;
}

/** The day's random key of the visitor hash (migration 20261127190000_visitor_analytics); deleted after its day. */
export interface VisitorSaltsTable {
  day: ColumnType<Date, Date | string, Date | string>;
  salt: Buffer;
}

/** A visitor's first hit of a day on the site (scope '') or on a page (scope: its path); deleted after the day. */
export interface VisitorMarksTable {
  day: ColumnType<Date, Date | string, Date | string>;
  scope: string;
  /** HMAC-SHA-256 of the address, browser and site under the day's salt: never the address itself. */
  visitor: string;
}

type DayColumn = ColumnType<Date, Date | string, Date | string>;

/** Page views per day, page, language, source, country and device. */
export interface VisitDaysTable {
  day: DayColumn;
  path: string;
  locale: string;
  source: string;
  campaign: Generated<string>;
  country: string;
  device: DeviceClass;
  pageviews: Generated<number>;
  visitors: Generated<number>;
  entries: Generated<number>;
}

export interface VisitSearchesTable {
  day: DayColumn;
  locale: string;
  term: string;
  searches: Generated<number>;
  empty: Generated<number>;
}

export interface VisitNotFoundTable {
  day: DayColumn;
  path: string;
  referrer: string;
  hits: Generated<number>;
}

export interface VisitFunnelTable {
  day: DayColumn;
  step: 'contact_view' | 'form_start';
  locale: string;
  source: string;
  visitors: Generated<number>;
}

/** Every outgoing e-mail and what became of it (migration 20261128000000_mail_deliveries). */
export interface MailDeliveriesTable {
  id: Generated<number>;
  kind: MailKind;
  inquiry_id: number | null;
  /** The outbox row it delivers (one row over its retries). */
  notification_id: number | null;
  /** The history line of a reply once sent. */
  event_id: number | null;
  admin_id: number | null;
  recipient: string | null;
  subject: string | null;
  /** A reply's text while it is not in the history. */
  text: string | null;
  message_id: string | null;
  status: MailStatus;
  error: string | null;
  attempts: Generated<number>;
  sent_at: Timestamp | null;
  bounced_at: Timestamp | null;
  updated_at: UpdatedAt;
  created_at: CreatedAt;
}

/** One person's morning reminder of one firm day, claimed before it is sent (migration 20261128020000_inquiry_reminders). */
export interface InquiryRemindersTable {
  admin_id: number;
  day: DayColumn;
  status: 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  overdue: Generated<number>;
  unanswered: Generated<number>;
  error: string | null;
  claimed_at: Generated<Date>;
  sent_at: Timestamp | null;
}

/** A mail's attachments as stored: a JSON array in a jsonb column, not a Postgres array. */
interface AttachmentsJson extends Array<MailAttachment> {}

/**
 * Every message POST /api/inbound-mail took, once per Message-ID: a matched one's sender and
 * attachments (its text is its history line), an unmatched one held aside with its text, a bounce
 * report with the mail it reports (migration 20261128010000_inbound_mail).
 */
export interface InboundMailsTable {
  id: Generated<number>;
  message_id: string;
  kind: 'mail' | 'bounce';
  inquiry_id: number | null;
  event_id: number | null;
  sender: MailSender;
  admin_id: number | null;
  from_address: string;
  subject: string;
  body: string | null;
  attachments: ColumnType<AttachmentsJson, string | undefined, string>;
  bounce_of: string | null;
  bounce_matched: boolean | null;
  received_at: CreatedAt;
}

export interface Database {
  admins: AdminsTable;
  notices: NoticesTable;
  faqs: FaqsTable;
  csr_posts: CsrPostsTable;
  contact_inquiries: ContactInquiriesTable;
  inquiry_consents: InquiryConsentsTable;
  inquiry_events: InquiryEventsTable;
  inquiry_exports: InquiryExportsTable;
  inquiry_export_parts: InquiryExportPartsTable;
  inquiry_notifications: InquiryNotificationsTable;
  inquiry_rate_limits: InquiryRateLimitsTable;
  inquiry_spam_counts: InquirySpamCountsTable;
  reply_templates: ReplyTemplatesTable;
  admin_sessions: AdminSessionsTable;
  admin_login_throttle: AdminLoginThrottleTable;
  admin_invites: AdminInvitesTable;
  admin_password_resets: AdminPasswordResetsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_settings: AdminSettingsTable;
  site_settings: SiteSettingsTable;
  site_pages: SitePagesTable;
  site_page_revisions: SitePageRevisionsTable;
  audit_log: AuditLogTable;
  uploads: UploadsTable;
  upload_variants: UploadVariantsTable;
  site_builds: SiteBuildsTable;
  content_revisions: ContentRevisionsTable;
  content_drafts: ContentDraftsTable;
  site_page_drafts: SitePageDraftsTable;
  service_slugs: ServiceSlugsTable;
  view_marks: ViewMarksTable;
  content_versions: ContentVersionsTable;
  visitor_salts: VisitorSaltsTable;
  visitor_marks: VisitorMarksTable;
  visit_days: VisitDaysTable;
  visit_searches: VisitSearchesTable;
  visit_not_found: VisitNotFoundTable;
  visit_funnel: VisitFunnelTable;
  mail_deliveries: MailDeliveriesTable;
  inquiry_reminders: InquiryRemindersTable;
  inbound_mails: InboundMailsTable;
}

export type NewNotice = Insertable<NoticesTable>;
export type NewFaq = Insertable<FaqsTable>;
export type NewCsrPost = Insertable<CsrPostsTable>;
export type ContactInquiry = Selectable<ContactInquiriesTable>;
export type InquiryNotification = Selectable<InquiryNotificationsTable>;
export type SiteBuild = Selectable<SiteBuildsTable>;
