-- A content page's draft in one locale: at most one per page and locale, kept apart from site_pages so
-- the published texts (what the build reads) are untouched until the draft is published, by hand or at
-- `publish_at` (functions/content-publish-scheduled.ts). `base_version` is the page's version the draft
-- was made on; `saved_at` is the draft's own validator (a preview link names it). No existing row of any
-- table changes.
CREATE TABLE site_page_drafts (
  page_key      varchar(40)  NOT NULL,
  locale        varchar(5)   NOT NULL,
  content       jsonb        NOT NULL,
  base_version  integer      NOT NULL,
  publish_at    timestamptz,
  saved_by      integer      REFERENCES admins (id) ON DELETE SET NULL,
  saved_at      timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (page_key, locale)
);

CREATE INDEX site_page_drafts_due ON site_page_drafts (publish_at) WHERE publish_at IS NOT NULL;
