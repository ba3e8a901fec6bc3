-- Exports of any size (issue 13 item 5): an export beyond what one download may carry is prepared in
-- the background, in parts that each fit a function's answer, and offered when ready. Its parts hold
-- personal data, so they expire after a day (the scheduled function deletes them) and go with their
-- administrator; a privacy erasure deletes every prepared export too. No existing row changes.
CREATE TABLE inquiry_exports (
  id           serial       PRIMARY KEY,
  admin_id     integer      NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  -- The list's filters as the export was asked for (the query string's values).
  filters      jsonb        NOT NULL,
  locale       varchar(5)   NOT NULL,
  time_zone    varchar(64),
  status       varchar(10)  NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  rows         integer      NOT NULL DEFAULT 0,
  error        text,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  started_at   timestamptz,
  finished_at  timestamptz,
  expires_at   timestamptz  NOT NULL DEFAULT now() + interval '1 day'
);
CREATE INDEX inquiry_exports_waiting ON inquiry_exports (created_at) WHERE status IN ('queued', 'running');

CREATE TABLE inquiry_export_parts (
  export_id  integer  NOT NULL REFERENCES inquiry_exports (id) ON DELETE CASCADE,
  part       integer  NOT NULL,
  rows       integer  NOT NULL,
  content    text     NOT NULL,
  PRIMARY KEY (export_id, part)
);
