-- Administrator sign-in: server-side sessions (the JWT only carries the session id, so logout and a
-- password change end a session for real), failed-login throttling shared by every function
-- instance, and the audit log of every administrator action.

ALTER TABLE admins ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE admin_sessions (
  id            uuid         PRIMARY KEY,
  admin_id      integer      NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at    timestamptz  NOT NULL DEFAULT now(),
  last_seen_at  timestamptz  NOT NULL DEFAULT now(),
  expires_at    timestamptz  NOT NULL,
  revoked_at    timestamptz,
  ip            varchar(64),
  user_agent    varchar(500)
);
CREATE INDEX admin_sessions_admin ON admin_sessions (admin_id);

-- One row per bucket: 'user:<username>' or 'ip:<address>'.
CREATE TABLE admin_login_throttle (
  bucket        varchar(200) PRIMARY KEY,
  failures      integer      NOT NULL DEFAULT 0,
  window_start  timestamptz  NOT NULL DEFAULT now(),
  locked_until  timestamptz
);

CREATE TABLE audit_log (
  id          serial       PRIMARY KEY,
  admin_id    integer      REFERENCES admins (id) ON DELETE SET NULL,
  username    varchar(50)  NOT NULL,
  action      varchar(20)  NOT NULL,
  entity      varchar(40),
  entity_id   varchar(64),
  summary     varchar(500),
  ip          varchar(64),
  created_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent ON audit_log (created_at DESC);
