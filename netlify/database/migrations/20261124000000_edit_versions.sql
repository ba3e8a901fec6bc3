-- Edit versions, so that no save silently replaces another (optimistic concurrency, RFC 9110
-- If-Match): every edit of a notice, FAQ, CSR story or inquiry bumps `version`; an admin PUT, PATCH
-- or DELETE names the version it started from and is refused (412) when the row has moved on.
-- View counts never bump it. `updated_by` is the administrator of the last edit (null for rows
-- last written before this migration, or when that administrator is gone).
ALTER TABLE notices
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN updated_by integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE faqs
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN updated_by integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE csr_posts
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN updated_by integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE contact_inquiries
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN updated_by integer REFERENCES admins (id) ON DELETE SET NULL;
