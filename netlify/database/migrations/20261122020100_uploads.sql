-- Images an administrator puts into rich text: resized and re-encoded on upload, stored here and
-- served by URL (/api/uploads/<id>.<ext>) with long-lived caching, so stored HTML never holds data URLs.
CREATE TABLE uploads (
  id            uuid         PRIMARY KEY,
  content_type  varchar(40)  NOT NULL,
  width         integer      NOT NULL,
  height        integer      NOT NULL,
  byte_length   integer      NOT NULL,
  sha256        char(64)     NOT NULL UNIQUE,
  bytes         bytea        NOT NULL,
  created_by    integer      REFERENCES admins (id) ON DELETE SET NULL,
  created_at    timestamptz  NOT NULL DEFAULT now()
);
