import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { SiteBuild } from '../schema.ts';
import type { SiteBuildReason } from '#domain/site-build.ts';

/**
 * Build requests and their outcomes (site_builds). A request waits ('requested') until a build
 * serves it: the local SiteBuilder claims every waiting request when a build starts ('running') and
 * ends them with its outcome; on Netlify a deploy notification ends the requests made before the
 * deploy was created. Times come from the caller, so retries can be tested with a given clock.
 */

export interface NewBuildRequest {
  reason: SiteBuildReason;
  contentKind?: string | null;
  requestedBy?: number | null;
  attempt?: number;
  retryOf?: number | null;
}

export type BuildOutcome = { ok: true } | { ok: false; error: string };

/** Stores a waiting request; undefined when that retry attempt was already asked for (a concurrent run). */
export function insertBuildRequest(db: Db, request: NewBuildRequest, now: Date): Promise<SiteBuild | undefined> {
  return db
    .insertInto('site_builds')
    .values({
      reason: request.reason,
      content_kind: request.contentKind ?? null,
      requested_by: request.requestedBy ?? null,
      requested_at: now,
      attempt: request.attempt ?? 1,
      retry_of: request.retryOf ?? null,
    })
    .onConflict((oc) => oc.columns(['retry_of', 'attempt']).where('retry_of', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The build hook could not be reached: the request failed without a build. */
export async function markBuildRequestFailed(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db
    .updateTable('site_builds')
    .set({ status: 'failed', error, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .execute();
}

/**
 * A local build starts under `ref`: it serves every request still waiting, and takes over requests
 * left 'running' by a build that never ended (the server was killed; locally one build runs at a
 * time). Without any, the build is recorded under `reason`. Returns how many requests it serves.
 */
export function startLocalBuild(db: Db, ref: string, reason: SiteBuildReason, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('site_builds')
      .set({ status: 'running', started_at: now, build_ref: ref })
      .where('status', 'in', ['requested', 'running'])
      .returning('id')
      .execute();
    if (claimed.length > 0) return claimed.length;
    await trx.insertInto('site_builds').values({ reason, requested_at: now, status: 'running', started_at: now, build_ref: ref }).execute();
    return 1;
  });
}

/** The build under `ref` ended: every request it served gets its outcome. */
export async function finishLocalBuild(db: Db, ref: string, outcome: BuildOutcome, now: Date): Promise<void> {
  await db
    .updateTable('site_builds')
    .set(outcome.ok ? { status: 'succeeded', finished_at: now, error: null } : { status: 'failed', finished_at: now, error: outcome.error })
    .where('build_ref', '=', ref)
    .where('status', '=', 'running')
    .execute();
}

export interface DeployOutcome {
  /** Netlify's deploy id. */
  id: string;
  succeeded: boolean;
  /** When the deploy was created (its build read the database after that). */
  createdAt: Date;
  finishedAt: Date;
  error: string | null;
}

export type DeployRecord = { recorded: 'requests'; requests: number } | { recorded: 'unrequested' } | { recorded: 'replay' };

/**
 * Records a deploy's outcome once: the requests made before the deploy was created end with it;
 * without any (a git push, a deploy from Netlify's UI) the deploy gets a row of its own. A second
 * notification of the same deploy changes nothing. Serialized by a transaction-scoped lock, so two
 * deliveries at once cannot both record it.
 */
export function recordDeployOutcome(db: Db, deploy: DeployOutcome): Promise<DeployRecord> {
  return db.transaction().execute(async (trx): Promise<DeployRecord> => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('site_builds.deploy_outcome'))`.execute(trx);
    const seen = await trx.selectFrom('site_builds').select('id').where('build_ref', '=', deploy.id).limit(1).executeTakeFirst();
    if (seen) return { recorded: 'replay' };
    const outcome = deploy.succeeded
      ? { status: 'succeeded' as const, error: null }
      : { status: 'failed' as const, error: deploy.error ?? 'The deploy failed.' };
    const ended = await trx
      .updateTable('site_builds')
      .set({ ...outcome, started_at: deploy.createdAt, finished_at: deploy.finishedAt, build_ref: deploy.id })
      .where('status', 'in', ['requested', 'running'])
      .where('requested_at', '<=', deploy.createdAt)
      .returning('id')
      .execute();
    if (ended.length > 0) return { recorded: 'requests', requests: ended.length };
    await trx
      .insertInto('site_builds')
      .values({ reason: 'deploy', requested_at: deploy.createdAt, started_at: deploy.createdAt, finished_at: deploy.finishedAt, build_ref: deploy.id, ...outcome })
      .execute();
    return { recorded: 'unrequested' };
  });
}

export type LatestBuild = SiteBuild & { requested_by_name: string | null };

/** The latest request, with the username of the administrator who made it. */
export function findLatestBuild(db: Db): Promise<LatestBuild | undefined> {
  return db
    .selectFrom('site_builds')
    .leftJoin('admins', 'admins.id', 'site_builds.requested_by')
    .selectAll('site_builds')
    .select('admins.username as requested_by_name')
    .orderBy('site_builds.requested_at', 'desc')
    .orderBy('site_builds.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The successful build that started last. */
export function findLatestSuccess(db: Db): Promise<Pick<SiteBuild, 'started_at' | 'finished_at'> | undefined> {
  return db
    .selectFrom('site_builds')
    .select(['started_at', 'finished_at'])
    .where('status', '=', 'succeeded')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When an administrator last changed content (each change records a request). */
export async function findLatestEditAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom('site_builds')
    .select((eb) => eb.fn.max('requested_at').as('at'))
    .where('reason', '=', 'content')
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** The retries of a failed build are used up. */
export async function flagBuild(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('site_builds').set({ flagged_at: now }).where('id', '=', id).where('flagged_at', 'is', null).execute();
}
