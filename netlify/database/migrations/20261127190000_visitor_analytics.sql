-- Cookieless visitor analytics (POST /api/hit): only daily aggregates are kept. A visitor is counted
-- once per day (and once per page) through a keyed hash of the client address, the browser and the
-- site, whose key is a random salt made for that day (the firm's, Asia/Jakarta) and deleted with the
-- day's hashes by the daily purge: yesterday's hashes cannot be recomputed or linked to today's.
CREATE TABLE visitor_salts (
  day  date  PRIMARY KEY,
  salt bytea NOT NULL CHECK (octet_length(salt) = 32)
);

-- scope '' marks the visitor's first hit of the day on the site, a path their first on that page.
CREATE TABLE visitor_marks (
  day     date         NOT NULL,
  scope   varchar(320) NOT NULL,
  visitor varchar(43)  NOT NULL,
  PRIMARY KEY (day, scope, visitor)
);

-- Page views per day x page x language x source x country x device. visitors: first view of this
-- page today by a visitor; entries: a visitor's first page of the day (their sum is the day's visitors).
CREATE TABLE visit_days (
  day       date         NOT NULL,
  path      varchar(300) NOT NULL,
  locale    varchar(5)   NOT NULL,
  source    varchar(100) NOT NULL,
  campaign  varchar(100) NOT NULL DEFAULT '',
  country   varchar(7)   NOT NULL,
  device    varchar(7)   NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop', 'unknown')),
  pageviews integer      NOT NULL DEFAULT 0 CHECK (pageviews >= 0),
  visitors  integer      NOT NULL DEFAULT 0 CHECK (visitors >= 0),
  entries   integer      NOT NULL DEFAULT 0 CHECK (entries >= 0),
  PRIMARY KEY (day, path, locale, source, campaign, country, device)
);

CREATE TABLE visit_searches (
  day      date         NOT NULL,
  locale   varchar(5)   NOT NULL,
  term     varchar(100) NOT NULL,
  searches integer      NOT NULL DEFAULT 0 CHECK (searches >= 0),
  -- how many of them found nothing
  empty    integer      NOT NULL DEFAULT 0 CHECK (empty >= 0),
  PRIMARY KEY (day, locale, term)
);

CREATE TABLE visit_not_found (
  day      date         NOT NULL,
  path     varchar(300) NOT NULL,
  -- the page that linked to the missing one ('' when none is known)
  referrer varchar(300) NOT NULL,
  hits     integer      NOT NULL DEFAULT 0 CHECK (hits >= 0),
  PRIMARY KEY (day, path, referrer)
);

-- The steps before an inquiry, once per visitor and day: a contact-page view, a started form.
CREATE TABLE visit_funnel (
  day      date         NOT NULL,
  step     varchar(12)  NOT NULL CHECK (step IN ('contact_view', 'form_start')),
  locale   varchar(5)   NOT NULL,
  source   varchar(100) NOT NULL,
  visitors integer      NOT NULL DEFAULT 0 CHECK (visitors >= 0),
  PRIMARY KEY (day, step, locale, source)
);
