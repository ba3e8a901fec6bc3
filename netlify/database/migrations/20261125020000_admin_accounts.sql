-- Accounts an owner manages from the admin app (issue 12): an e-mail address per administrator,
-- disabled accounts (kept, with who disabled them, never deleted: the audit log names them), and
-- one-time invitations. An invitation's token is never stored, only its SHA-256; it is valid 48 hours
-- and once. Every existing administrator is kept as it is (no e-mail yet, not disabled).
ALTER TABLE admins ADD COLUMN email varchar(254);
CREATE UNIQUE INDEX admins_email_unique ON admins (lower(email)) WHERE email IS NOT NULL;
ALTER TABLE admins ADD COLUMN disabled_at timestamptz;
ALTER TABLE admins ADD COLUMN disabled_by integer REFERENCES admins (id) ON DELETE SET NULL;

CREATE TABLE admin_invites (
  id           serial        PRIMARY KEY,
  token_hash   char(64)      NOT NULL UNIQUE,
  email        varchar(254)  NOT NULL,
  role         varchar(20)   NOT NULL CHECK (role IN ('owner', 'editor', 'staff')),
  invited_by   integer       REFERENCES admins (id) ON DELETE SET NULL,
  created_at   timestamptz   NOT NULL DEFAULT now(),
  expires_at   timestamptz   NOT NULL,
  accepted_at  timestamptz,
  admin_id     integer       REFERENCES admins (id) ON DELETE SET NULL
);
