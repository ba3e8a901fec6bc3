-- Working an inquiry (issue 13): who handles it (an administrator; kept as null when the account is
-- removed), the day to follow it up, and its history: every status, assignee and follow-up change
-- and every internal note, with who and when. Notes are append-only (nothing updates or deletes an
-- event; an inquiry's events go with it when it is erased). Every existing inquiry is kept, unassigned.
ALTER TABLE contact_inquiries ADD COLUMN assigned_to integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE contact_inquiries ADD COLUMN follow_up_on date;
CREATE INDEX contact_inquiries_assigned_to ON contact_inquiries (assigned_to) WHERE assigned_to IS NOT NULL;
CREATE INDEX contact_inquiries_follow_up_on ON contact_inquiries (follow_up_on) WHERE follow_up_on IS NOT NULL;

CREATE TABLE inquiry_events (
  id          serial       PRIMARY KEY,
  inquiry_id  integer      NOT NULL REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  admin_id    integer      REFERENCES admins (id) ON DELETE SET NULL,
  kind        varchar(20)  NOT NULL CHECK (kind IN ('status', 'assign', 'follow_up', 'note', 'reply')),
  -- status: the statuses; assign: the usernames (null: nobody); follow_up: the days (null: none).
  from_value  text,
  to_value    text,
  -- A note's or a reply's text.
  body        text,
  created_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, id);
