-- The address (slug) of each service page in each prefixed locale, as the firm names it in the admin.
-- A service's address in a locale is its newest row; its older rows are its earlier addresses, each
-- answered by a permanent redirect to the address now, so a shared link never breaks. Without a row a
-- service has the slug the code gives it (src/i18n/routes.ts); the Korean addresses are the
-- specification's and are not stored. A slug names one service of a locale, now or earlier (the key).
-- No existing row of any table changes.
CREATE TABLE service_slugs (
  locale       varchar(5)   NOT NULL,
  slug         varchar(80)  NOT NULL,
  service_key  varchar(40)  NOT NULL,
  created_by   integer      REFERENCES admins (id) ON DELETE SET NULL,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (locale, slug)
);

CREATE INDEX service_slugs_current ON service_slugs (locale, service_key, created_at DESC);
