-- The approximate place a session signed in from (issue 12, "my active sessions"): city and country
-- as the platform's own request geolocation reports them (Netlify's context.geo), never an outside
-- service; null locally and for every session before this migration.
ALTER TABLE admin_sessions ADD COLUMN place varchar(120);
