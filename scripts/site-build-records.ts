/**
 * The local SiteBuilder's records in site_builds: a build serves every request waiting when it
 * starts (or is recorded as the server's start, or as an unrecorded hook call) and gives them its
 * outcome, as a Netlify deploy notification does in production (functions/deploy-notifications.ts).
 */
import type { Db } from '#db/client.ts';
import { finishLocalBuild, startLocalBuild } from '#db/repositories/site-builds.ts';
import { shortBuildError } from '#functions/_shared/builds/build-hook.ts';
import type { BuildRecorder } from './site-builder.ts';

export function siteBuildRecorder(db: () => Db, now: () => Date = () => new Date()): BuildRecorder {
  return {
    async started(ref, trigger) {
      await startLocalBuild(db(), ref, trigger, now());
    },
    async finished(ref, outcome) {
      await finishLocalBuild(db(), ref, outcome.ok ? outcome : { ok: false, error: shortBuildError(outcome.error) }, now());
    },
  };
}
