-- The media library: each upload gets its alt text per public locale (ko en id zh ja) and the name
-- of the file it was uploaded as, so the library lists it by a name a person recognises.
--
-- alt: {"ko": "…", "en": "…"}; a locale missing or empty means no alt text yet (the library refuses to
-- insert an image without the Korean one). The default '{}' fills every existing row; the table has
-- no triggers, so nothing else is rewritten.
-- file_name: NULL for uploads made before (and for callers that do not send one): the library then
-- shows the stored name, <id>.webp.
ALTER TABLE uploads ADD COLUMN alt jsonb NOT NULL DEFAULT '{}'::jsonb, ADD COLUMN file_name text;
