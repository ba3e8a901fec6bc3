-- Two-factor sign-in (issue 12): a TOTP secret per administrator (RFC 6238, SHA-1, 6 digits, 30 s),
-- the last time step a code was accepted for (a code, or an older one, is never accepted twice), a
-- secret being set up that becomes the real one only when a code from it is confirmed, ten single-use
-- recovery codes stored as SHA-256, and the owner's rule that every account must use a second factor.
-- Every existing administrator is kept as it is, without a second factor; the rule starts off.
ALTER TABLE admins ADD COLUMN totp_secret varchar(64);
ALTER TABLE admins ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE admins ADD COLUMN totp_last_step bigint;
ALTER TABLE admins ADD COLUMN totp_pending_secret varchar(64);
ALTER TABLE admins ADD COLUMN totp_pending_at timestamptz;
ALTER TABLE admins ADD CONSTRAINT admins_totp_enabled CHECK ((totp_secret IS NULL) = (totp_enabled_at IS NULL));

CREATE TABLE admin_recovery_codes (
  id          serial       PRIMARY KEY,
  admin_id    integer      NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash   char(64)     NOT NULL,
  created_at  timestamptz  NOT NULL DEFAULT now(),
  used_at     timestamptz,
  UNIQUE (admin_id, code_hash)
);

-- Settings of the back office an owner changes: at most one row, written on the first change (no
-- row: every setting has its default, so a new database holds no data until someone adds some).
CREATE TABLE admin_settings (
  id                  boolean      PRIMARY KEY DEFAULT true CHECK (id),
  require_two_factor  boolean      NOT NULL DEFAULT false,
  updated_at          timestamptz  NOT NULL DEFAULT now(),
  updated_by          integer      REFERENCES admins (id) ON DELETE SET NULL
);
