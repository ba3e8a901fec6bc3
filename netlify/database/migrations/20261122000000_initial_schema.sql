-- Initial schema: the spec's five tables. Visible text of notices, FAQs and CSR posts is Korean in
-- its own columns (required) with the optional en/id/zh/ja versions in `translations`
-- ({"en": {"title": "...", "content": "..."}, ...}), so one row serves every locale.

CREATE TABLE admins (
  id          serial PRIMARY KEY,
  username    varchar(50)  NOT NULL UNIQUE,
  password    varchar(255) NOT NULL,            -- scrypt hash in PHC-like form, never the password
  role        varchar(20)  NOT NULL DEFAULT 'admin',
  created_at  timestamptz  NOT NULL DEFAULT now(),
  last_login  timestamptz
);

CREATE TABLE notices (
  id            serial PRIMARY KEY,
  title         text        NOT NULL,
  content       text        NOT NULL,           -- sanitized rich HTML
  author        text        NOT NULL,
  category      varchar(50) NOT NULL DEFAULT 'announcement',
  is_important  boolean     NOT NULL DEFAULT false,
  views         integer     NOT NULL DEFAULT 0,
  is_pinned     boolean     NOT NULL DEFAULT false,
  is_published  boolean     NOT NULL DEFAULT true,
  translations  jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_public_order ON notices (is_published, is_pinned DESC, created_at DESC);

CREATE TABLE faqs (
  id            serial PRIMARY KEY,
  question      text        NOT NULL,
  answer        text        NOT NULL,           -- sanitized rich HTML
  category      varchar(50) NOT NULL,
  sort_order    integer     NOT NULL DEFAULT 0, -- the spec's `order`
  is_published  boolean     NOT NULL DEFAULT true,
  translations  jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_public_order ON faqs (is_published, category, sort_order, id);

CREATE TABLE csr_posts (
  id              serial PRIMARY KEY,
  title           varchar(500) NOT NULL,
  content         text         NOT NULL,        -- sanitized rich HTML
  excerpt         varchar(300),
  category        varchar(100) NOT NULL,
  featured_image  varchar(500),
  is_published    boolean      NOT NULL DEFAULT false,
  published_at    timestamptz,
  views           integer      NOT NULL DEFAULT 0,
  author_id       integer      NOT NULL REFERENCES admins (id),
  translations    jsonb        NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz  NOT NULL DEFAULT now(),
  updated_at      timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX csr_posts_public_order ON csr_posts (is_published, published_at DESC);

CREATE TABLE contact_inquiries (
  id          serial PRIMARY KEY,
  name        text        NOT NULL,
  company     text        NOT NULL,
  email       text        NOT NULL,
  phone       text        NOT NULL,
  service     text        NOT NULL,
  budget      text,
  message     text,
  privacy     boolean     NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_inquiries_created_at ON contact_inquiries (created_at DESC);
