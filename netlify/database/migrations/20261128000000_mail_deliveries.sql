-- Every outgoing e-mail, one row each: what it was for (kind), the inquiry it is about (if any), the
-- address, the subject, the Message-ID it was sent with (what a bounce report quotes), and what became
-- of it (status, with the error or the bounce's reason). The back office shows it on the inquiry's
-- page and in the dashboard's mail health.
-- - A reply's text is kept here only while it is not in the inquiry's history (it failed): it can be
--   sent again; once sent, the history line (event_id) holds it and `text` is cleared, so a reply's
--   words are stored once. Invitations and resets carry one-time links: their text is never kept.
-- - An inquiry e-mail of the outbox (inquiry_notifications) keeps one row over its retries
--   (notification_id) and one Message-ID, so a mail that did reach the server before a retry can be
--   recognised by the reader as the same one.
-- - message_id is null only for the rows carried over below (sent before Message-IDs were recorded).
CREATE TABLE mail_deliveries (
  id               serial       PRIMARY KEY,
  kind             varchar(20)  NOT NULL CHECK (kind IN ('acknowledgement', 'notification', 'reply', 'invitation', 'reset', 'assignment', 'answered', 'reminder', 'test')),
  inquiry_id       integer      REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  notification_id  integer      UNIQUE REFERENCES inquiry_notifications (id) ON DELETE CASCADE,
  event_id         integer      UNIQUE REFERENCES inquiry_events (id) ON DELETE SET NULL,
  admin_id         integer      REFERENCES admins (id) ON DELETE SET NULL,
  recipient        text,
  subject          text,
  text             text,
  message_id       text         UNIQUE,
  status           varchar(10)  NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'bounced')),
  error            text,
  attempts         integer      NOT NULL DEFAULT 1 CHECK (attempts >= 0),
  sent_at          timestamptz,
  bounced_at       timestamptz,
  updated_at       timestamptz  NOT NULL DEFAULT now(),
  created_at       timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX mail_deliveries_inquiry ON mail_deliveries (inquiry_id) WHERE inquiry_id IS NOT NULL;
-- The dashboard's figures: recent failures and bounces, the last success.
CREATE INDEX mail_deliveries_updated ON mail_deliveries (updated_at);
CREATE INDEX mail_deliveries_sent ON mail_deliveries (sent_at) WHERE sent_at IS NOT NULL;

-- What is already known carries over: the outbox's settled e-mails (the firm's address was a setting,
-- not stored: unknown) and the replies in the histories (recorded only once sent).
INSERT INTO mail_deliveries (kind, inquiry_id, notification_id, recipient, status, error, attempts, sent_at, updated_at, created_at)
SELECT CASE n.kind WHEN 'visitor' THEN 'acknowledgement' ELSE 'notification' END, n.inquiry_id, n.id,
       CASE n.kind WHEN 'visitor' THEN i.email END, n.status, n.last_error, n.attempts, n.sent_at,
       coalesce(n.sent_at, n.created_at), n.created_at
FROM inquiry_notifications n JOIN contact_inquiries i ON i.id = n.inquiry_id
WHERE n.status IN ('sent', 'failed')
ORDER BY n.id;

INSERT INTO mail_deliveries (kind, inquiry_id, event_id, admin_id, recipient, subject, status, sent_at, updated_at, created_at)
SELECT 'reply', e.inquiry_id, e.id, e.admin_id, i.email, e.to_value, 'sent', e.created_at, e.created_at, e.created_at
FROM inquiry_events e JOIN contact_inquiries i ON i.id = e.inquiry_id
WHERE e.kind = 'reply'
ORDER BY e.id;
