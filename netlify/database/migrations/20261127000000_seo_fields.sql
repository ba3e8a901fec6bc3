-- Per-item SEO: the description search engines and link previews show, and the picture of the card,
-- for the items that have their own public pages (notices, CSR stories).
--
-- description: the Korean text in its own column like title and content; its translations go into
-- the existing translations jsonb under the same key ("description"), so translation status
-- (translation_sources) tracks it like any other text field. NULL means "use the default" (the
-- story's excerpt, else the start of the text: src/domain/content/seo.ts).
-- social_image: a site path (an upload, /api/uploads/<uuid>.webp) or an absolute URL; NULL means the
-- story's featured image, else the site's default card.
--
-- Both are nullable with no default, so adding them rewrites nothing and keeps every row as it was;
-- the revisions and content-version triggers read whole rows (to_jsonb) and take them in as they are.
ALTER TABLE notices ADD COLUMN description text, ADD COLUMN social_image text;
ALTER TABLE csr_posts ADD COLUMN description text, ADD COLUMN social_image text;
