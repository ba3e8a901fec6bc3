-- How far the firm has handled each inquiry: new, in progress, done.
ALTER TABLE contact_inquiries
  ADD COLUMN status varchar(20) NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done')),
  ADD COLUMN status_updated_at timestamptz;
CREATE INDEX contact_inquiries_status ON contact_inquiries (status, created_at DESC);
