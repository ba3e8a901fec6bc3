-- Views count readers: a notice or CSR story is counted at most once per visitor and day. The visitor
-- is a keyed hash of the day, the client address and the browser (functions/_shared/views/), so no
-- address is stored and yesterday's keys cannot be linked to today's; the marks are kept only as long
-- as de-duplication needs them (the daily view-marks-purge deletes those older than two days).
CREATE TABLE view_marks (
  kind     varchar(10) NOT NULL CHECK (kind IN ('notice', 'csr_post')),
  item_id  integer     NOT NULL,
  day      date        NOT NULL,
  visitor  varchar(43) NOT NULL,
  PRIMARY KEY (kind, item_id, day, visitor)
);
CREATE INDEX view_marks_day ON view_marks (day);
