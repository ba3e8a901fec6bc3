-- What an audit line records, as data (src/domain/audit-detail.ts), so the admin app can write it in
-- the reader's language with names instead of ids. The English summary stays beside it (a backup or
-- psql reader still has words); lines written before this have no details and keep their summary.
ALTER TABLE audit_log ADD COLUMN details jsonb;
