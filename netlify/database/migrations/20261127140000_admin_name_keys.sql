-- One name per person: usernames and e-mails of administrators are unique without regard to case
-- and Unicode form. The key is lower(normalize(x, NFKC)), computed by the database itself, so the
-- index and every lookup (db/repositories/admins.ts) use one and the same definition.
--
-- Every existing account is kept as it is. Where earlier versions let two accounts take names (or
-- e-mails) that share a key, the oldest account keeps the key and each later one is marked
-- (username_clash / email_clash) and left out of the new index only; the old exact-name and
-- lower(email) constraints still hold for it. A marked account still signs in by its exact name.
-- The clashes are reported here (WARNING, with the names) and by `npm run admin -- list`, so the
-- operator can disable the account that should not exist. Failing the migration instead would hold
-- back every deploy (this one's sign-in fixes included) until someone edits the table by hand.
ALTER TABLE admins ADD COLUMN username_clash boolean NOT NULL DEFAULT false;
ALTER TABLE admins ADD COLUMN email_clash boolean NOT NULL DEFAULT false;

UPDATE admins a SET username_clash = true
WHERE EXISTS (
  SELECT 1 FROM admins b
  WHERE b.id < a.id AND lower(normalize(b.username, NFKC)) = lower(normalize(a.username, NFKC))
);
UPDATE admins a SET email_clash = true
WHERE a.email IS NOT NULL AND EXISTS (
  SELECT 1 FROM admins b
  WHERE b.id < a.id AND b.email IS NOT NULL AND lower(normalize(b.email, NFKC)) = lower(normalize(a.email, NFKC))
);

CREATE UNIQUE INDEX admins_username_folded ON admins (lower(normalize(username, NFKC))) WHERE NOT username_clash;
CREATE UNIQUE INDEX admins_email_folded ON admins (lower(normalize(email, NFKC))) WHERE email IS NOT NULL AND NOT email_clash;

-- Sign-in throttles of existing accounts are keyed by the account's id from now on
-- (functions/_shared/admin/throttle.ts): a lock in force stays in force.
UPDATE admin_login_throttle t SET bucket = 'account:' || a.id
FROM admins a
WHERE t.bucket = 'user:' || lower(a.username) AND NOT a.username_clash;

DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(format('%s (id %s) clashes with %s (id %s)', quote_literal(a.username), a.id, quote_literal(b.username), b.id), '; ' ORDER BY a.id)
    INTO clashes
    FROM admins a JOIN admins b ON b.id < a.id
    WHERE (a.username_clash AND lower(normalize(b.username, NFKC)) = lower(normalize(a.username, NFKC)))
       OR (a.email_clash AND b.email IS NOT NULL AND lower(normalize(b.email, NFKC)) = lower(normalize(a.email, NFKC)));
  IF clashes IS NOT NULL THEN
    RAISE WARNING 'administrators whose names or e-mails differ only in case or Unicode form were kept and marked: %. Disable the one that should not exist (accounts screen), see `npm run admin -- list`.', clashes;
  END IF;
END $$;
