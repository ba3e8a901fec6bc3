-- Content versions: one stamp per public collection (notices, FAQs, CSR stories) that changes with
-- every write to that table except a view count, whatever code path, process or tool wrote it (the
-- admin API, a restore, the trash purge, psql). The public read APIs keep their answers in memory
-- keyed by this stamp (functions/_shared/public-cache/), so an answer can never outlive the content
-- it was built from, in any process that serves it.
--
-- A stamp is a random UUID rather than a counter: a counter could come back to a value a running
-- server has already cached (a restore puts the table back as it was) with different content behind
-- it, while a UUID names one state of the content. `npm run db:restore` loads the backup's stamps,
-- read in the same snapshot as its rows, and sets `app.restoring_backup` for its transaction so that
-- loading the rows draws no new ones (the restore is exact); a backup loaded by psql draws new ones,
-- which only costs a rebuild of each answer.
--
-- View counts change on every read and are served apart from the content (GET /api/view-counts), so
-- an update that changes nothing but `views` leaves the stamp alone.
CREATE TABLE content_versions (
  collection  varchar(20)  PRIMARY KEY CHECK (collection IN ('notices', 'faqs', 'csr_posts')),
  stamp       uuid         NOT NULL DEFAULT gen_random_uuid(),
  changed_at  timestamptz  NOT NULL DEFAULT now()
);
INSERT INTO content_versions (collection) VALUES ('notices'), ('faqs'), ('csr_posts');

-- An UPDATE, not an upsert: a backup loaded by psql may insert the stamps' rows after the content's,
-- and an upserted row would collide with them. (A collection whose row is gone has no stamp; its
-- answers are then built on every request, never cached under a stamp that may come back.)
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.restoring_backup', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE content_versions SET stamp = gen_random_uuid(), changed_at = now() WHERE collection = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;

-- Inserts, deletes and TRUNCATE once per statement (a seed of many rows bumps once); updates per row,
-- so that a view count (only `views` changed) can be told apart.
CREATE TRIGGER notices_content_version AFTER INSERT OR DELETE OR TRUNCATE ON notices FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER faqs_content_version AFTER INSERT OR DELETE OR TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER csr_posts_content_version AFTER INSERT OR DELETE OR TRUNCATE ON csr_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER notices_content_version_update AFTER UPDATE ON notices FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views')) EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER faqs_content_version_update AFTER UPDATE ON faqs FOR EACH ROW
  WHEN (to_jsonb(OLD) IS DISTINCT FROM to_jsonb(NEW)) EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER csr_posts_content_version_update AFTER UPDATE ON csr_posts FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views')) EXECUTE FUNCTION bump_content_version();
