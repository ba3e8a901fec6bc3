-- Sign-in throttle with exponential backoff (issue 12): each lock of a bucket lasts twice as long as
-- the one before (15 min, 30 min, 1 h ... up to a day) until a success or a quiet day clears it.
-- Existing buckets keep their counts and start at no lock so far.
ALTER TABLE admin_login_throttle ADD COLUMN locks integer NOT NULL DEFAULT 0 CHECK (locks >= 0);
