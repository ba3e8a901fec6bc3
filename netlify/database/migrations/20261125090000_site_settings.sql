-- The site settings the firm edits in the admin (issue 13 item 9: its contact channels; later the
-- pictures and people of issue 16): one row per group of settings, its value checked by the group's
-- schema in src/domain/site-settings before it is stored, with an edit version for If-Match. A group
-- without a row shows its defaults (src/data/company.ts), so nothing is seeded here and no existing
-- row of any table changes.
CREATE TABLE site_settings (
  key         varchar(40)  PRIMARY KEY,
  value       jsonb        NOT NULL,
  version     integer      NOT NULL DEFAULT 2,
  updated_by  integer      REFERENCES admins (id) ON DELETE SET NULL,
  updated_at  timestamptz  NOT NULL DEFAULT now()
);
