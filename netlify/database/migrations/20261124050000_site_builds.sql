-- Site builds: every request to rebuild the prebuilt pages and how it ended, so that a failed build
-- is seen, retried and flagged instead of leaving visitors without JavaScript (and crawlers) on old
-- pages until the next edit.
--
-- One row per request: an administrator's content change ('content'), an automatic retry of a failed
-- build ('retry', `attempt` > 1, `retry_of` = the first request of the chain), the local server's
-- start ('startup'), a build hook call nobody recorded ('hook'), or a Netlify deploy we did not
-- request, such as a git push ('deploy'). The outcome columns are filled by the build that served
-- the request: locally the SiteBuilder itself; on Netlify the signed deploy notification
-- (functions/deploy-notifications.ts). Requests served by one build share its `build_ref` (Netlify's
-- deploy id, or the local build's directory): a burst of edits builds once.
CREATE TABLE site_builds (
  id            serial       PRIMARY KEY,
  reason        varchar(10)  NOT NULL CHECK (reason IN ('content', 'retry', 'startup', 'hook', 'deploy')),
  content_kind  varchar(20),
  requested_by  integer      REFERENCES admins (id) ON DELETE SET NULL,
  requested_at  timestamptz  NOT NULL DEFAULT now(),
  attempt       integer      NOT NULL DEFAULT 1 CHECK (attempt BETWEEN 1 AND 100),
  retry_of      integer      REFERENCES site_builds (id) ON DELETE CASCADE,
  status        varchar(10)  NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'running', 'succeeded', 'failed')),
  started_at    timestamptz,
  finished_at   timestamptz,
  error         varchar(500),
  build_ref     varchar(100),
  -- Set once the retries are used up: the dashboard asks a person to look.
  flagged_at    timestamptz,
  CONSTRAINT site_builds_finished_when_ended CHECK ((status IN ('succeeded', 'failed')) = (finished_at IS NOT NULL))
);

-- The latest request (dashboard, retries) and the requests still waiting for a build.
CREATE INDEX site_builds_latest ON site_builds (requested_at DESC, id DESC);
CREATE INDEX site_builds_waiting ON site_builds (requested_at) WHERE status IN ('requested', 'running');
CREATE INDEX site_builds_succeeded ON site_builds (started_at DESC) WHERE status = 'succeeded';
CREATE INDEX site_builds_build_ref ON site_builds (build_ref) WHERE build_ref IS NOT NULL;
-- Two retry runs at once (a slow one and the next) cannot both ask for the same attempt.
CREATE UNIQUE INDEX site_builds_one_request_per_attempt ON site_builds (retry_of, attempt) WHERE retry_of IS NOT NULL;
