-- My account (issue 12): the language of the admin app and the time zone its dates are shown in.
-- Every existing administrator keeps Korean (the only language so far) and the firm's time zone,
-- Asia/Jakarta, which null stands for (what the admin app has always shown).
ALTER TABLE admins ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'ko' CHECK (locale IN ('ko', 'en', 'id', 'zh', 'ja'));
ALTER TABLE admins ADD COLUMN time_zone varchar(64);
