/**
 * Drafts of the content resources: the next version of an item kept apart from it (the live row, which
 * the public API, the build and the pages read, stays as it is), saved, discarded, previewed through a
 * signed link, and published either by the editor (the item's ordinary PUT with the draft's text, which
 * removes the draft it names: routes.ts) or at its set time by the scheduler (publishDueDrafts), through the same
 * update: the version check, the revision trigger, translation status, the audit and the rebuild.
 * A new item saved as a draft only is stored unpublished, with its draft. Every change of a draft names
 * the draft it was made on (its savedAt), so one saved meanwhile by someone else is never lost unseen.
 */
import * as v from 'valibot';
import { CONTENT_TABLES } from '#db/repositories/content-history.ts';
import { deleteDraft, findDraft, listDrafts, listDueDrafts, saveDraft, unscheduleDraft, type DraftRow } from '#db/repositories/content-drafts.ts';
import type { Db } from '#db/client.ts';
import type { ContentDraft } from '#domain/content/api.ts';
import { formSigningSecret } from '../../inquiry/config.ts';
import { errorResponse } from '../../http.ts';
import { signPreviewToken } from '../../preview/token.ts';
import { recordAudit } from '../audit.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from '../preconditions.ts';
import { afterContentChange, type ContentKind } from '../publish.ts';
import { adminJson, notFound, type AdminContext, type AdminHandler } from '../route.ts';
import { parseId } from '#domain/ids.ts';
import { validateBody } from '../validation.ts';
import { contentResources, isContentResourceName, type AnyContentResource } from './resources.ts';
import { acceptSnakeCaseFlags, DraftBase, DraftSchedule } from './schemas.ts';

const entityOf = (resource: AnyContentResource) => CONTENT_TABLES[resource.table].entity;

function draftApi(row: DraftRow): ContentDraft {
  return {
    data: row.data,
    baseVersion: row.base_version,
    publishAt: row.publish_at ? row.publish_at.toISOString() : null,
    savedAt: row.saved_at.toISOString(),
    savedBy: row.saved_by_name,
  };
}

/** An item as the admin API answers it: with its pending draft, or `draft: null`. */
export async function attachDraft<T extends { id: number }>(db: Db, resource: AnyContentResource, item: T): Promise<T & { draft: ContentDraft | null }> {
  const row = await findDraft(db, entityOf(resource), item.id);
  return { ...item, draft: row ? draftApi(row) : null };
}

/** The admin list: every item with its draft (one query for all). */
export async function attachDrafts<T extends { id: number }>(db: Db, resource: AnyContentResource, items: T[]): Promise<(T & { draft: ContentDraft | null })[]> {
  const drafts = new Map((await listDrafts(db, entityOf(resource))).map((row) => [row.entity_id, draftApi(row)]));
  return items.map((item) => ({ ...item, draft: drafts.get(item.id) ?? null }));
}

/** After an edit of the item went through: the draft it published (saved at `savedAt`) is removed, never a later one. */
export async function dropDraftAfterPublish(db: Db, resource: AnyContentResource, id: number, savedAt: Date): Promise<void> {
  await deleteDraft(db, entityOf(resource), id, savedAt);
}

export type NamedDraft<T> = { ok: true; savedAt: T } | { ok: false; response: Response };

/** The draft a request names (DraftBase: a savedAt, null for none, undefined when it names none), or the 400 answer. */
function namedDraft(given: unknown): NamedDraft<Date | null | undefined> {
  const parsed = validateBody(DraftBase, { draftSavedAt: given });
  return parsed.ok ? { ok: true, savedAt: parsed.value.draftSavedAt } : parsed;
}

/** The draft an item's PUT publishes (`?draftSavedAt=`; none when absent), or the 400 answer. */
export function publishedDraft(ctx: AdminContext): NamedDraft<Date | undefined> {
  const named = namedDraft(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
  return named.ok ? { ok: true, savedAt: named.savedAt ?? undefined } : named;
}

/** The resource and input of a draft request: the item's own input, plus when to publish it. */
function draftInput(resource: AnyContentResource, body: unknown) {
  const schedule = validateBody(DraftSchedule, body);
  const raw = acceptSnakeCaseFlags(body);
  const input = validateBody(resource.schema, raw);
  if (!input.ok) return input;
  if (!schedule.ok) return schedule;
  // Kept as sent (minus the schedule and the draft it replaces): publishing validates it again with the item's own schema.
  const { publishAt: _, draftSavedAt: __, ...data } = raw as Record<string, unknown>;
  return { ok: true as const, input: input.value, data, publishAt: schedule.value.publishAt ?? null };
}

function audit(ctx: AdminContext, action: 'create' | 'draft_save' | 'draft_discard', resource: AnyContentResource, id: number, label: string) {
  return recordAudit(ctx.db, { admin: ctx.admin, action, entity: resource.entity, entityId: id, summary: label.slice(0, 80), ip: ctx.ip });
}

/** The item with its draft as the answer (its version as the ETag). */
async function answer(ctx: AdminContext, resource: AnyContentResource, id: number, status = 200): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  return row ? itemJson(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version, status) : notFound();
}

/** POST /api/admin/drafts/:kind: a new item saved as a draft only (stored unpublished, with the draft). */
async function createAsDraft(ctx: AdminContext, resource: AnyContentResource): Promise<Response> {
  const checked = draftInput(resource, ctx.body);
  if (!checked.ok) return checked.response;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await resource.insert(trx, { ...(checked.input as object), isPublished: false }, ctx.admin);
    const row = await resource.find(trx, created);
    await saveDraft(trx, { entity: entityOf(resource), entityId: created, data: checked.data, baseVersion: row?.version ?? 1, publishAt: checked.publishAt, savedBy: ctx.admin.id }, new Date(), null);
    return created;
  });
  await audit(ctx, 'create', resource, id, resource.label(checked.input as never));
  return answer(ctx, resource, id, 201);
}

/** The draft a change of drafts is made on, which it must name: 428 when it does not, 400 when malformed. */
export function draftBase(given: unknown): NamedDraft<Date | null> {
  const named = namedDraft(given);
  if (!named.ok) return named;
  if (named.savedAt === undefined) {
    return { ok: false, response: errorResponse(428, 'Precondition Required: send draftSavedAt, the savedAt of the draft you started from (null when there was none)') };
  }
  return { ok: true, savedAt: named.savedAt };
}

/** 412 with the item and the draft it has now: someone saved, discarded or published a draft meanwhile. */
async function draftChanged(ctx: AdminContext, resource: AnyContentResource, id: number): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  return row ? preconditionFailed(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version, 'draft') : notFound();
}

/**
 * PUT /api/admin/drafts/:kind/:id with If-Match (the item's version the draft is made on) and
 * `draftSavedAt` (the draft it replaces, null for none).
 */
async function saveItemDraft(ctx: AdminContext, resource: AnyContentResource, id: number): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  if (!row) return notFound();
  const checked = draftInput(resource, ctx.body);
  if (!checked.ok) return checked.response;
  const base = draftBase((ctx.body as { draftSavedAt?: unknown } | null)?.draftSavedAt);
  if (!base.ok) return base.response;
  const precondition = requireIfMatch(ctx.req);
  if (!precondition.ok) return precondition.response;
  const versions = allowedVersions(precondition.ifMatch);
  if (versions && !versions.includes(row.version)) return preconditionFailed(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version);
  const draft = { entity: entityOf(resource), entityId: id, data: checked.data, baseVersion: row.version, publishAt: checked.publishAt, savedBy: ctx.admin.id };
  if (!(await saveDraft(ctx.db, draft, new Date(), base.savedAt))) return draftChanged(ctx, resource, id);
  await audit(ctx, 'draft_save', resource, id, resource.label(row));
  return answer(ctx, resource, id);
}

/** DELETE /api/admin/drafts/:kind/:id?draftSavedAt=…: the draft is given up; the live item stays as it is. */
async function discard(ctx: AdminContext, resource: AnyContentResource, id: number): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  if (!row || !(await findDraft(ctx.db, entityOf(resource), id))) return notFound();
  const base = draftBase(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
  if (!base.ok) return base.response;
  if (!base.savedAt || !(await deleteDraft(ctx.db, entityOf(resource), id, base.savedAt))) return draftChanged(ctx, resource, id);
  await audit(ctx, 'draft_discard', resource, id, resource.label(row));
  return answer(ctx, resource, id);
}

/** POST /api/admin/drafts/:kind/:id/preview: a link token for the draft as saved now (dead once it is saved again), valid 24 hours. */
async function previewLink(ctx: AdminContext, kind: ContentKind, resource: AnyContentResource, id: number): Promise<Response> {
  const draft = await findDraft(ctx.db, entityOf(resource), id);
  if (!draft) return notFound();
  const secret = formSigningSecret();
  if (!secret) return errorResponse(503, 'Previews need FORM_SIGNING_SECRET');
  const { token, expiresAt } = await signPreviewToken(secret, { kind, id }, draft.saved_at, new Date());
  return adminJson({ kind, id, draftSavedAt: draft.saved_at.toISOString(), token, expiresAt: expiresAt.toISOString() });
}

function target(ctx: AdminContext): { kind: ContentKind; resource: AnyContentResource; id: number | undefined } | undefined {
  const kind = ctx.params.kind;
  if (!isContentResourceName(kind)) return undefined;
  return { kind, resource: contentResources[kind] as unknown as AnyContentResource, id: parseId(ctx.params.id) };
}

const isPreview = (ctx: AdminContext) => ctx.url.pathname.replace(/\/$/, '').endsWith('/preview');

export const draftHandlers: { POST: AdminHandler; PUT: AdminHandler; DELETE: AdminHandler } = {
  async POST(ctx) {
    const found = target(ctx);
    if (!found) return notFound();
    if (ctx.params.id === undefined) return createAsDraft(ctx, found.resource);
    return found.id !== undefined && isPreview(ctx) ? previewLink(ctx, found.kind, found.resource, found.id) : notFound();
  },
  async PUT(ctx) {
    const found = target(ctx);
    return found?.id !== undefined && !isPreview(ctx) ? saveItemDraft(ctx, found.resource, found.id) : notFound();
  },
  async DELETE(ctx) {
    const found = target(ctx);
    return found?.id !== undefined && !isPreview(ctx) ? discard(ctx, found.resource, found.id) : notFound();
  },
};

export interface ScheduledRun {
  published: number;
  /** Drafts taken off the schedule: the item moved on since, or their text no longer passes. */
  unscheduled: number;
}

/**
 * Publishes every draft due at `now` (the scheduled function passes the clock, tests a fake one)
 * through the item's update, on the version the draft was made on: if the item was edited since, the
 * draft is not forced over that edit but taken off the schedule (it stays, for an editor to publish).
 * Each published draft is audited by the system; each kind that changed is rebuilt once.
 */
export async function publishDueDrafts(db: Db, now: Date): Promise<ScheduledRun> {
  const run = { published: 0, unscheduled: 0 };
  const changed = new Set<ContentKind>();
  for (const draft of await listDueDrafts(db, now)) {
    const [kind, resource] = (Object.entries(contentResources) as [ContentKind, AnyContentResource][]).find(([, r]) => entityOf(r) === draft.entity)!;
    const input = v.safeParse(resource.schema, acceptSnakeCaseFlags(draft.data));
    const editor = draft.saved_by !== null && draft.saved_by_name !== null ? { id: draft.saved_by, username: draft.saved_by_name } : undefined;
    const result = input.success && editor ? await resource.update(db, draft.entity_id, input.output, editor, [draft.base_version]) : undefined;
    if (!result?.ok) {
      await unscheduleDraft(db, draft.entity, draft.entity_id);
      console.error(`[content-publish] ${draft.entity} ${draft.entity_id}: the scheduled draft was not published (${result ? `the item is ${result.reason}` : 'its input or author is no longer valid'}); it stays as a draft`);
      run.unscheduled += 1;
      continue;
    }
    await deleteDraft(db, draft.entity, draft.entity_id, draft.saved_at);
    const row = await resource.find(db, draft.entity_id);
    await recordAudit(db, { username: 'system', action: 'publish', entity: resource.entity, entityId: draft.entity_id, ...(row ? { summary: resource.label(row).slice(0, 80) } : {}) });
    changed.add(kind);
    run.published += 1;
  }
  for (const kind of changed) await afterContentChange(kind);
  return run;
}
