-- Roles of administrators (issue 12): owner, editor, staff. Every existing administrator had the
-- single role 'admin', which could do everything: each becomes an owner, so nobody loses access.
-- New accounts made from the command line are owners too (bootstrap and recovery).
UPDATE admins SET role = 'owner' WHERE role NOT IN ('owner', 'editor', 'staff');
ALTER TABLE admins ALTER COLUMN role SET DEFAULT 'owner';
ALTER TABLE admins ADD CONSTRAINT admins_role_known CHECK (role IN ('owner', 'editor', 'staff'));
