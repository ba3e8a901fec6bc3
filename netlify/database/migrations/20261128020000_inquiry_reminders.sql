-- The morning reminder of the inquiry desk (functions/inquiry-reminders.ts): each active assignee
-- with overdue follow-ups or inquiries unanswered for 24 hours gets one e-mail a day.
--
-- admins.reminders: whether that person gets it; an owner turns it off per person. Every existing
-- administrator gets it (the default), as every new one does.
--
-- inquiry_reminders: one row per person and firm day (Asia/Jakarta), claimed by inserting it before
-- the mail is sent, so two runs (a retry, an overlap, a restart) never both send that day's mail.
-- 'sending' is a claim whose outcome is not known yet (a run stopped mid-send stays so: it is not
-- sent again, at most once); 'failed' is a refused send that a later run of the same morning may
-- retry (attempts). Only counts are kept, never which inquiries, so erasing an inquiry leaves
-- nothing here to erase. Rows older than 30 days are deleted by the job itself.
ALTER TABLE admins ADD COLUMN reminders boolean NOT NULL DEFAULT true;

CREATE TABLE inquiry_reminders (
  admin_id    integer      NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  day         date         NOT NULL,
  status      varchar(10)  NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
  attempts    integer      NOT NULL DEFAULT 1,
  overdue     integer      NOT NULL DEFAULT 0,
  unanswered  integer      NOT NULL DEFAULT 0,
  error       text,
  claimed_at  timestamptz  NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  PRIMARY KEY (admin_id, day)
);
CREATE INDEX inquiry_reminders_day ON inquiry_reminders (day);
