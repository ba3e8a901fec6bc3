-- The content pages' texts the firm edits (src/domain/pages/registry.ts names the pages): one row per
-- page and locale, its content checked by the page's schema before it is stored, with an edit version
-- for If-Match. A page without a row shows its first-run texts (src/data/pages), so nothing is seeded
-- here and no existing row of any table changes.
-- `sources` maps a translated text field's path to the fingerprint of the Korean text it was translated
-- from (db/translation-sources.ts); a field whose Korean text has changed since is stale.
CREATE TABLE site_pages (
  page_key    varchar(40)  NOT NULL,
  locale      varchar(5)   NOT NULL,
  content     jsonb        NOT NULL,
  sources     jsonb        NOT NULL DEFAULT '{}'::jsonb,
  version     integer      NOT NULL DEFAULT 2,
  updated_by  integer      REFERENCES admins (id) ON DELETE SET NULL,
  updated_at  timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (page_key, locale)
);

-- Every saved version of a page's locale, for its revisions and their restore (the first-run texts are
-- version 1 and are not stored).
CREATE TABLE site_page_revisions (
  id          bigserial    PRIMARY KEY,
  page_key    varchar(40)  NOT NULL,
  locale      varchar(5)   NOT NULL,
  version     integer      NOT NULL,
  content     jsonb        NOT NULL,
  saved_by    integer      REFERENCES admins (id) ON DELETE SET NULL,
  saved_at    timestamptz  NOT NULL DEFAULT now(),
  UNIQUE (page_key, locale, version)
);
