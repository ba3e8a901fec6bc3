-- The media library's trash and the alt text's edit version.
--
-- Trash: deleting an unused image sets deleted_at and deleted_by; its row and bytes (and its smaller
-- copies) stay, still served, so a page or a draft that started using it meanwhile shows no broken
-- image, and it can be restored for 30 days. Only the scheduled purge deletes the row (its copies go
-- with it, ON DELETE CASCADE), and only when nothing uses it by then.
-- version: raised by every alt text edit and by moving to or from the trash; an alt edit names the
-- version it was made on (If-Match), as content edits do. Existing rows start at 1, none in the trash:
-- the defaults fill them, no row is rewritten otherwise.
ALTER TABLE uploads
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_by integer REFERENCES admins (id) ON DELETE SET NULL;
CREATE INDEX uploads_trash ON uploads (deleted_at) WHERE deleted_at IS NOT NULL;
