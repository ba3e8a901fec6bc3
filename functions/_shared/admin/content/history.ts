/**
 * The revisions and the trash of the content resources (notices, FAQs, CSR stories): list an item's
 * kept versions, read one as the item it was, restore one (a new edit, itself kept), list the trash
 * and restore from it. A restore is a change like any other: it names the version it was made on
 * (If-Match), is audited and starts the rebuild.
 */
import { findRevision, listRevisions, listTrash, CONTENT_TABLES } from '#db/repositories/content-history.ts';
import { moveContentRow, updateContentRow, type ConditionalWrite } from '#db/repositories/versioned.ts';
import { recordAudit } from '../audit.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from '../preconditions.ts';
import { afterContentChange } from '../publish.ts';
import { adminJson, notFound, type AdminContext, type AdminHandler } from '../route.ts';
import { parseId } from '#domain/ids.ts';
import { contentResources, isContentResourceName, revisionChanges, revisionData, type ContentResourceName } from './resources.ts';
import { t } from '../messages/index.ts';

/** How long a trashed item can be restored before the scheduled purge deletes it. */
export const TRASH_DAYS = 30;

type Resource = (typeof contentResources)[ContentResourceName];
type Row = Awaited<ReturnType<Resource['find']>> & object;

function resourceOf(kind: string | undefined): Resource | undefined {
  return isContentResourceName(kind) ? contentResources[kind] : undefined;
}

const toApi = (resource: Resource, row: Row) => (resource.toApi as (row: Row) => { id: number; version: number })(row);

/** After a restore: audited, published, answered as the item is now; 404 or 412 when it did not happen. */
async function afterRestore(ctx: AdminContext, resource: Resource, id: number, result: ConditionalWrite<unknown>, summary: (label: string) => string): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  if (!result.ok) return result.reason === 'stale' && row ? preconditionFailed(toApi(resource, row), row.version) : notFound();
  if (!row) return notFound();
  const label = (resource.label as (row: Row) => string)(row);
  await recordAudit(ctx.db, { admin: ctx.admin, action: 'restore', entity: resource.entity, entityId: id, summary: summary(label).slice(0, 200), ip: ctx.ip });
  await afterContentChange(resource.kind, ctx.admin);
  return itemJson(toApi(resource, row), row.version);
}

/** GET /api/admin/:kind/:id/revisions[/:version]; POST …/revisions/:version/restore. */
export const revisionHandlers: { GET: AdminHandler; POST: AdminHandler } = {
  async GET(ctx) {
    const resource = resourceOf(ctx.params.kind);
    const id = parseId(ctx.params.id);
    const row = resource && id !== undefined ? await resource.find(ctx.db, id) : undefined;
    if (!resource || id === undefined || !row) return notFound();
    if (ctx.params.version === undefined) {
      const kept = await listRevisions(ctx.db, resource.table, id);
      return adminJson({
        current: { version: row.version, savedAt: row.updated_at.toISOString(), savedBy: row.updated_by_name },
        revisions: kept.map((r) => ({ version: r.version, savedAt: r.saved_at.toISOString(), savedBy: r.saved_by_name, label: r.label })),
      });
    }
    const version = parseId(ctx.params.version);
    const revision = version === undefined ? undefined : await findRevision(ctx.db, resource.table, id, version);
    if (!revision) return notFound();
    // The item as it was: its row with that version's own columns, editor and time.
    const was = { ...row, ...revisionData(resource.textFields, revision.data), version: revision.version, updated_at: revision.saved_at, updated_by_name: revision.saved_by_name } as Row;
    if (typeof was.updated_at === 'string') (was as { updated_at: Date }).updated_at = new Date(was.updated_at);
    return adminJson(toApi(resource, was));
  },
  async POST(ctx) {
    const resource = resourceOf(ctx.params.kind);
    const id = parseId(ctx.params.id);
    const version = parseId(ctx.params.version);
    if (!resource || id === undefined || version === undefined || !ctx.url.pathname.replace(/\/$/, '').endsWith('/restore')) return notFound();
    const revision = await findRevision(ctx.db, resource.table, id, version);
    if (!revision) return notFound();
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const result = await updateContentRow(ctx.db, resource.table, id, revisionChanges(resource.columns, revisionData(resource.textFields, revision.data)), {
      editorId: ctx.admin.id,
      versions: allowedVersions(precondition.ifMatch),
    });
    return afterRestore(ctx, resource, id, result, (label) => `v${version} → ${label}`);
  },
};

/** GET /api/admin/trash[?kind=]; POST /api/admin/trash/:kind/:id/restore. */
export const trashHandlers: { GET: AdminHandler; POST: AdminHandler } = {
  async GET(ctx) {
    const only = ctx.url.searchParams.get('kind') ?? undefined;
    if (only !== undefined && !isContentResourceName(only)) return adminJson({ error: t().unknownKind, fields: { kind: t().oneOf(t().fields.kind, ['notices', 'faqs', 'csr-posts']) } }, 400);
    const kinds = only ? [only] : (Object.keys(contentResources) as ContentResourceName[]);
    const items = [];
    for (const kind of kinds) {
      for (const row of await listTrash(ctx.db, contentResources[kind].table)) {
        const purgeAt = new Date(row.deleted_at.getTime() + TRASH_DAYS * 86_400_000);
        items.push({ kind, id: row.id, label: row.label, version: row.version, deletedAt: row.deleted_at.toISOString(), deletedBy: row.deleted_by_name, purgeAt: purgeAt.toISOString() });
      }
    }
    return adminJson(items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)));
  },
  async POST(ctx) {
    const resource = resourceOf(ctx.params.kind);
    const id = parseId(ctx.params.id);
    if (!resource || id === undefined) return notFound();
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const result = await moveContentRow(ctx.db, resource.table, id, { editorId: ctx.admin.id, versions: allowedVersions(precondition.ifMatch), restore: true });
    if (!result.ok && result.reason === 'stale') {
      // Still in the trash, at another version: the 412 names the version it has now.
      const trashed = (await listTrash(ctx.db, resource.table)).find((row) => row.id === id);
      if (trashed) return preconditionFailed({ kind: ctx.params.kind, id, label: trashed.label, version: trashed.version, deletedBy: trashed.deleted_by_name }, trashed.version);
    }
    return afterRestore(ctx, resource, id, result, (label) => `from trash → ${label}`);
  },
};

export { CONTENT_TABLES };
