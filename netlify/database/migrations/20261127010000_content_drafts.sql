-- Drafts of notices, FAQs and CSR stories: the next version of an item, kept apart from the item so
-- that the live row (what the public API, the build and the pages read) stays exactly as it is until
-- the draft is published, through the same update as any edit (revisions, version check, translation
-- status). One draft per item.
--
-- data: the admin input as the edit dialog sends it (the shape the update validates again on publish).
-- base_version: the item's version the draft was made on; publishing it on a newer version is refused
-- rather than silently undoing the edit made in between.
-- publish_at: when the scheduled publisher (functions/content-publish-scheduled.ts) makes it live;
-- NULL publishes only by hand.
--
-- A new table only: no existing row changes. A draft goes when its item is deleted for good (the
-- trash purge, or anyone's DELETE), by the trigger below, since one table serves three parents.
CREATE TABLE content_drafts (
  entity       varchar(20)  NOT NULL CHECK (entity IN ('notice', 'faq', 'csr_post')),
  entity_id    integer      NOT NULL,
  data         jsonb        NOT NULL,
  base_version integer      NOT NULL,
  publish_at   timestamptz,
  saved_by     integer      REFERENCES admins (id) ON DELETE SET NULL,
  saved_at     timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, entity_id)
);
CREATE INDEX content_drafts_due ON content_drafts (publish_at) WHERE publish_at IS NOT NULL;

CREATE FUNCTION drop_content_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_drafts WHERE entity = TG_ARGV[0] AND entity_id = OLD.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER notices_drop_draft AFTER DELETE ON notices FOR EACH ROW EXECUTE FUNCTION drop_content_draft('notice');
CREATE TRIGGER faqs_drop_draft AFTER DELETE ON faqs FOR EACH ROW EXECUTE FUNCTION drop_content_draft('faq');
CREATE TRIGGER csr_posts_drop_draft AFTER DELETE ON csr_posts FOR EACH ROW EXECUTE FUNCTION drop_content_draft('csr_post');
