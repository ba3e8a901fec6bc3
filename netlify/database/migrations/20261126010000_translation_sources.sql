-- Translation status: which translations of a notice, FAQ or CSR story still match the Korean.
--
-- translation_sources holds, per language and field, the SHA-256 (hex, of the UTF-8 text) of the
-- Korean field the translation was made from: { "en": { "title": "<hash of the Korean title>" } }.
-- The admin API sets it when a translation is written or confirmed and keeps it on other saves
-- (src/domain/content/translation-status.ts); a translation whose source differs from the hash of
-- the Korean text as it is now is stale.
--
-- Existing translations: nobody recorded what they were made from, so they are taken as current as
-- of this migration (their source is today's Korean text). Marking all of them stale would bury the
-- few that really are under hundreds of false alarms; from here on every Korean edit is tracked.
-- The UPDATEs leave version untouched, so the revisions trigger keeps no revision for them.
ALTER TABLE notices ADD COLUMN translation_sources jsonb NOT NULL DEFAULT '{}';
ALTER TABLE faqs ADD COLUMN translation_sources jsonb NOT NULL DEFAULT '{}';
ALTER TABLE csr_posts ADD COLUMN translation_sources jsonb NOT NULL DEFAULT '{}';

-- The source of every non-blank translated field: the hash of the Korean column of the same name.
UPDATE notices AS item SET translation_sources = coalesce((
  SELECT jsonb_object_agg(lang.key, fields.sources)
  FROM jsonb_each(item.translations) AS lang,
  LATERAL (
    SELECT jsonb_object_agg(field.key, encode(sha256(convert_to(to_jsonb(item) ->> field.key, 'UTF8')), 'hex')) AS sources
    FROM jsonb_each_text(lang.value) AS field
    WHERE field.key IN ('title', 'content') AND btrim(field.value) <> '' AND to_jsonb(item) ->> field.key IS NOT NULL
  ) AS fields
  WHERE jsonb_typeof(lang.value) = 'object' AND fields.sources IS NOT NULL
), '{}')
WHERE item.translations <> '{}';

UPDATE faqs AS item SET translation_sources = coalesce((
  SELECT jsonb_object_agg(lang.key, fields.sources)
  FROM jsonb_each(item.translations) AS lang,
  LATERAL (
    SELECT jsonb_object_agg(field.key, encode(sha256(convert_to(to_jsonb(item) ->> field.key, 'UTF8')), 'hex')) AS sources
    FROM jsonb_each_text(lang.value) AS field
    WHERE field.key IN ('question', 'answer') AND btrim(field.value) <> '' AND to_jsonb(item) ->> field.key IS NOT NULL
  ) AS fields
  WHERE jsonb_typeof(lang.value) = 'object' AND fields.sources IS NOT NULL
), '{}')
WHERE item.translations <> '{}';

UPDATE csr_posts AS item SET translation_sources = coalesce((
  SELECT jsonb_object_agg(lang.key, fields.sources)
  FROM jsonb_each(item.translations) AS lang,
  LATERAL (
    SELECT jsonb_object_agg(field.key, encode(sha256(convert_to(to_jsonb(item) ->> field.key, 'UTF8')), 'hex')) AS sources
    FROM jsonb_each_text(lang.value) AS field
    WHERE field.key IN ('title', 'content', 'excerpt') AND btrim(field.value) <> '' AND to_jsonb(item) ->> field.key IS NOT NULL
  ) AS fields
  WHERE jsonb_typeof(lang.value) = 'object' AND fields.sources IS NOT NULL
), '{}')
WHERE item.translations <> '{}';
