-- The audit lines of privacy requests began with "address <16 hex digits>: ", the first digits of an
-- unsalted SHA-256 of the address: anyone reading the log could confirm a guessed address by hashing
-- it. That prefix goes; the rest of the line (what was exported or erased, how many) stays. Lines
-- written from now on hold nothing computed from the address.
UPDATE audit_log
SET summary = regexp_replace(summary, '^address [0-9a-f]{16}: ', '')
WHERE entity = 'privacy' AND summary ~ '^address [0-9a-f]{16}: ';
