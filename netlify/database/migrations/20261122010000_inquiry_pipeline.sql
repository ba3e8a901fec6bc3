-- Inquiry pipeline: a public reference per inquiry (also the idempotency key of a submission), the
-- consent record stored with each inquiry, the notification outbox, and the counters that rate
-- limits and spam accounting share across function instances.

ALTER TABLE contact_inquiries ADD COLUMN reference uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE contact_inquiries ADD CONSTRAINT contact_inquiries_reference_key UNIQUE (reference);

-- What the visitor agreed to, when and in which language: one row per inquiry.
CREATE TABLE inquiry_consents (
  inquiry_id       integer     PRIMARY KEY REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  consent_version  varchar(40) NOT NULL,
  locale           varchar(5)  NOT NULL,
  consented_at     timestamptz NOT NULL DEFAULT now()
);

-- E-mails owed for an inquiry (to the firm, to the visitor). Created with the inquiry, delivered
-- after the commit, retried with backoff until sent or given up (failed).
CREATE TABLE inquiry_notifications (
  id               serial      PRIMARY KEY,
  inquiry_id       integer     NOT NULL REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  kind             varchar(10) NOT NULL CHECK (kind IN ('firm', 'visitor')),
  status           varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer     NOT NULL DEFAULT 0,
  last_error       text,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (inquiry_id, kind)
);
CREATE INDEX inquiry_notifications_due ON inquiry_notifications (next_attempt_at) WHERE status = 'pending';

-- Fixed-window request counters (bucket: a keyed hash of the client address, or 'global').
CREATE TABLE inquiry_rate_limits (
  bucket        varchar(64) NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

-- Submissions answered as accepted but not stored (honeypot filled, sent too fast), per day.
CREATE TABLE inquiry_spam_counts (
  day     date        NOT NULL,
  reason  varchar(20) NOT NULL,
  hits    integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (day, reason)
);
