-- Password reset by e-mail (issue 12): a one-time token per request, valid 30 minutes, used once.
-- Only the SHA-256 of the token is stored. A row goes with its account.
CREATE TABLE admin_password_resets (
  id          serial       PRIMARY KEY,
  admin_id    integer      NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  token_hash  char(64)     NOT NULL UNIQUE,
  created_at  timestamptz  NOT NULL DEFAULT now(),
  expires_at  timestamptz  NOT NULL,
  used_at     timestamptz
);
CREATE INDEX admin_password_resets_admin ON admin_password_resets (admin_id);
