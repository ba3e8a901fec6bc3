-- Mail that reaches the desk through the mail provider's inbound webhook (POST /api/inbound-mail):
-- replies written in a mailbox about an inquiry, and bounce reports of the mail the site sent.
--
-- An inquiry's history gains one kind of line, 'mail': a message from the visitor or from someone
-- else (a staff member's answer from a mailbox is a 'reply', like one sent from the desk, so the
-- first-reply figures count it without a second rule). The constraint is replaced, not widened in
-- place: Postgres cannot alter a CHECK.
ALTER TABLE inquiry_events DROP CONSTRAINT inquiry_events_kind_check;
ALTER TABLE inquiry_events ADD CONSTRAINT inquiry_events_kind_check
  CHECK (kind IN ('status', 'assign', 'follow_up', 'note', 'reply', 'mail'));

-- Every message the endpoint took, once: its Message-ID is the key a provider's retry repeats (a
-- message without one is keyed by the SHA-256 of its bytes). A message matched to an inquiry keeps
-- here only who sent it and its attachments' names and sizes (never their content); its text is the
-- history line (event_id), so an erasure or a redaction of the history reaches it. A message that
-- matched no inquiry keeps its text here, held aside for an owner to read (inquiry_id null), and so
-- does a bounce report that matched no mail the site sent. An inquiry's mail goes when it is erased.
CREATE TABLE inbound_mails (
  id            serial        PRIMARY KEY,
  message_id    varchar(998)  NOT NULL UNIQUE,
  kind          varchar(10)   NOT NULL CHECK (kind IN ('mail', 'bounce')),
  inquiry_id    integer       REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  event_id      integer       REFERENCES inquiry_events (id) ON DELETE SET NULL,
  -- Who wrote it: an active administrator's e-mail is staff, the inquiry's e-mail the visitor,
  -- anything else someone else (the provider's signature of a webhook says who posted, not who wrote).
  sender        varchar(10)   NOT NULL CHECK (sender IN ('staff', 'visitor', 'other')),
  admin_id      integer       REFERENCES admins (id) ON DELETE SET NULL,
  from_address  varchar(320)  NOT NULL,
  subject       varchar(998)  NOT NULL,
  -- The text without its quoted part; null once it is the history line's.
  body          text,
  attachments   jsonb         NOT NULL DEFAULT '[]'::jsonb,
  -- A bounce: the Message-ID of the mail it reports, and whether that mail was found.
  bounce_of     varchar(998),
  bounce_matched boolean,
  received_at   timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX inbound_mails_held ON inbound_mails (received_at DESC) WHERE inquiry_id IS NULL;
CREATE INDEX inbound_mails_event ON inbound_mails (event_id) WHERE event_id IS NOT NULL;
