-- Readable inquiry references (issue 13): NB-<year>-<six Crockford base32 characters>, unique, what
-- visitors and staff quote (src/domain/inquiry/reference.ts). The database draws them (the column's
-- default), so every writer gets one; a collision fails the insert on the unique index and the writer
-- draws again. Every existing inquiry gets one now (the year it arrived, Jakarta time); its uuid
-- `reference` stays as the submission's idempotency key.
CREATE FUNCTION inquiry_public_ref(at timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'NB-' || to_char(at AT TIME ZONE 'Asia/Jakarta', 'YYYY') || '-' ||
    string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::integer, 1), '')
  FROM generate_series(1, 6)
$$;

ALTER TABLE contact_inquiries ADD COLUMN public_ref varchar(20);
CREATE UNIQUE INDEX contact_inquiries_public_ref ON contact_inquiries (public_ref);
DO $$
DECLARE
  row record;
  code text;
BEGIN
  FOR row IN SELECT id, created_at FROM contact_inquiries WHERE public_ref IS NULL ORDER BY id LOOP
    LOOP
      code := inquiry_public_ref(row.created_at);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM contact_inquiries WHERE public_ref = code);
    END LOOP;
    UPDATE contact_inquiries SET public_ref = code WHERE id = row.id;
  END LOOP;
END
$$;
ALTER TABLE contact_inquiries ALTER COLUMN public_ref SET DEFAULT inquiry_public_ref(now());
ALTER TABLE contact_inquiries ALTER COLUMN public_ref SET NOT NULL;
ALTER TABLE contact_inquiries ADD CONSTRAINT contact_inquiries_public_ref_format CHECK (public_ref ~ '^NB-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{6}$');
