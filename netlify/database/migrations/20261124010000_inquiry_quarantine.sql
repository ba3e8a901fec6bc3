-- Quarantine, never discard: a submission that trips a bot signal (sent faster than a person fills
-- the form, the honeypot filled) is stored like any other with status 'spam' and the signal in
-- spam_reason, instead of being answered as accepted and thrown away. A person marks it "not spam"
-- (it becomes 'new' and its e-mails are owed then); the retention job purges spam after 30 days.
-- The reason stays after "not spam", so the inquiry's history says it was once flagged.
-- inquiry_spam_counts (the old per-day counters of discarded submissions) keeps its rows; nothing
-- writes it any more.
ALTER TABLE contact_inquiries DROP CONSTRAINT contact_inquiries_status_check;
ALTER TABLE contact_inquiries
  ADD CONSTRAINT contact_inquiries_status_check CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
  ADD COLUMN spam_reason varchar(20) CHECK (spam_reason IN ('too-fast', 'honeypot', 'manual')),
  ADD CONSTRAINT contact_inquiries_spam_has_reason CHECK (status <> 'spam' OR spam_reason IS NOT NULL);
