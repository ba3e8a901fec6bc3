-- Revisions and a trash for notices, FAQs and CSR stories: no slip is final.
--
-- Revisions: every edit raises a row's version (20261124000000_edit_versions); when an edit changed
-- the content, a trigger keeps the row as it was before it, with who made that version and when (its
-- updated_by and updated_at), whatever code path wrote it. View counts never raise the version and
-- moving to or from the trash changes no content, so neither makes a revision. `data` holds the row's
-- own columns, minus bookkeeping (id, views, version, editor and times, trash marks).
--
-- Trash: deleting sets deleted_at and deleted_by (and raises the version, so the state before the
-- deletion is a revision too); public pages and lists leave trashed rows out; a trashed row can be
-- restored for 30 days, then the scheduled purge deletes it with its revisions.
CREATE TABLE content_revisions (
  id         serial       PRIMARY KEY,
  entity     varchar(20)  NOT NULL CHECK (entity IN ('notice', 'faq', 'csr_post')),
  entity_id  integer      NOT NULL,
  version    integer      NOT NULL,
  data       jsonb        NOT NULL,
  saved_by   integer      REFERENCES admins (id) ON DELETE SET NULL,
  saved_at   timestamptz  NOT NULL,
  UNIQUE (entity, entity_id, version)
);

CREATE FUNCTION keep_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping text[] := ARRAY['id', 'views', 'version', 'updated_by', 'updated_at', 'created_at', 'deleted_at', 'deleted_by'];
  before jsonb := to_jsonb(OLD) - bookkeeping;
BEGIN
  IF NEW.version IS DISTINCT FROM OLD.version AND before IS DISTINCT FROM (to_jsonb(NEW) - bookkeeping) THEN
    INSERT INTO content_revisions (entity, entity_id, version, data, saved_by, saved_at)
    VALUES (TG_ARGV[0], OLD.id, OLD.version, before, OLD.updated_by, OLD.updated_at)
    ON CONFLICT (entity, entity_id, version) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;

ALTER TABLE notices ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE faqs ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE csr_posts ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer REFERENCES admins (id) ON DELETE SET NULL;
CREATE INDEX notices_trash ON notices (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX faqs_trash ON faqs (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX csr_posts_trash ON csr_posts (deleted_at) WHERE deleted_at IS NOT NULL;

CREATE TRIGGER notices_keep_revision AFTER UPDATE ON notices FOR EACH ROW EXECUTE FUNCTION keep_content_revision('notice');
CREATE TRIGGER faqs_keep_revision AFTER UPDATE ON faqs FOR EACH ROW EXECUTE FUNCTION keep_content_revision('faq');
CREATE TRIGGER csr_posts_keep_revision AFTER UPDATE ON csr_posts FOR EACH ROW EXECUTE FUNCTION keep_content_revision('csr_post');
