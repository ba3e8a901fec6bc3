-- Invitations under the owners' control: an owner can withdraw a pending invitation (withdrawn_at,
-- withdrawn_by), and an invitation lives only while its sender could still send it: disabling or
-- demoting the sender withdraws its pending invitations (db/repositories/admin-accounts.ts), and
-- acceptance checks the sender again.
--
-- Every invitation is kept. The pending ones that an earlier version would still have honoured
-- although their sender can no longer invite (disabled, no longer an owner, or gone) are marked
-- withdrawn here, by no one, so the list of pending invitations shows only the links that work.
ALTER TABLE admin_invites ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE admin_invites ADD COLUMN withdrawn_by integer REFERENCES admins (id) ON DELETE SET NULL;

UPDATE admin_invites i SET withdrawn_at = now()
WHERE i.accepted_at IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM admins a WHERE a.id = i.invited_by AND a.disabled_at IS NULL AND a.role = 'owner'
  );

