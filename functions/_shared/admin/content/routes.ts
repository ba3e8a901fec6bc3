/**
 * The handlers of a content resource: the collection (GET list, POST create) and the item (GET,
 * PUT update, DELETE). Each change is validated, written, audited, then published (rebuild, purge).
 * A change of an item names the version it was made on (If-Match): without it 428; when the item has
 * moved on 412 with the item as it is now; the check is part of the writing statement.
 */
import { recordAudit } from '../audit.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from '../preconditions.ts';
import { afterContentChange } from '../publish.ts';
import { adminJson, notFound, type AdminContext, type AdminHandler } from '../route.ts';
import { parseId } from '#domain/ids.ts';
import { validateBody } from '../validation.ts';
import type { ConditionalWrite } from '#db/repositories/versioned.ts';
import { needsTranslation, type FieldStatuses } from '#domain/content/translation-status.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';
import { t } from '../messages/index.ts';
import { acceptSnakeCaseFlags } from './schemas.ts';
import type { AnyContentResource as AnyResource, ContentResource } from './resources.ts';
import { attachDraft, attachDrafts, dropDraftAfterPublish, publishedDraft } from './drafts.ts';

const SUMMARY_LENGTH = 80;

/**
 * Largest JSON body of a content write: the Korean text and four translations may each hold 200 000
 * characters of rich HTML (up to ~3 MB of UTF-8 together), above the wrapper's 1 MB default; under
 * the 6 MB a Netlify function accepts.
 */
export const CONTENT_BODY_LIMIT = 5 * 1024 * 1024;

function summary(label: string): string {
  const chars = [...label];
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : label;
}

function audit(ctx: AdminContext, action: 'create' | 'update' | 'trash' | 'restore', entity: string, id: number, label: string) {
  return recordAudit(ctx.db, { admin: ctx.admin, action, entity, entityId: id, summary: summary(label), ip: ctx.ip });
}

/** The answer about one item as it is now (200, or 201 for a new one), with its version as the ETag. */
async function currentItem(resource: AnyResource, ctx: AdminContext, id: number, status = 200): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  return row ? itemJson(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version, status) : notFound();
}

/** After a write: audited with the item's label, published, answered as it is now. */
async function written(resource: AnyResource, ctx: AdminContext, action: 'create' | 'update', id: number, status: number): Promise<Response> {
  const row = await resource.find(ctx.db, id);
  if (row) await audit(ctx, action, resource.entity, id, resource.label(row));
  await afterContentChange(resource.kind, ctx.admin);
  return row ? itemJson(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version, status) : notFound();
}

/** 404 when the item is gone, 412 with it as it is now when it moved on. */
async function refusal(resource: AnyResource, ctx: AdminContext, id: number, reason: 'missing' | 'stale'): Promise<Response> {
  const row = reason === 'stale' ? await resource.find(ctx.db, id) : undefined;
  return row ? preconditionFailed(await attachDraft(ctx.db, resource, resource.toApi(row)), row.version) : notFound();
}

/** `?needsTranslation=en`: only the items with a field missing or stale in that language. */
function translationFilter(url: URL): { ok: true; locale: TranslationLocale | null } | { ok: false; response: Response } {
  const value = url.searchParams.get('needsTranslation');
  if (value === null || value === '') return { ok: true, locale: null };
  if ((translationLocales as readonly string[]).includes(value)) return { ok: true, locale: value as TranslationLocale };
  const message = t().oneOf(t().fields.language, translationLocales);
  return { ok: false, response: adminJson({ error: message, fields: { needsTranslation: message } }, 400) };
}

export function collectionHandlers<Input, Row extends { id: number; version: number }, Api extends { id: number; version: number; translationStatus: FieldStatuses<string> }>(
  typed: ContentResource<Input, Row, Api>,
): { GET: AdminHandler; POST: AdminHandler } {
  const resource = typed as unknown as AnyResource;
  return {
    async GET(ctx) {
      const filter = translationFilter(ctx.url);
      if (!filter.ok) return filter.response;
      const items = await attachDrafts(ctx.db, resource, (await resource.list(ctx.db)).map((row) => resource.toApi(row)));
      const { locale } = filter;
      return adminJson(locale === null ? items : items.filter((item) => needsTranslation(item.translationStatus, locale)));
    },
    async POST(ctx) {
      const input = validateBody(resource.schema, acceptSnakeCaseFlags(ctx.body));
      if (!input.ok) return input.response;
      const id = await resource.insert(ctx.db, input.value, ctx.admin);
      return written(resource, ctx, 'create', id, 201);
    },
  };
}

export function itemHandlers<Input, Row extends { id: number; version: number }, Api extends { id: number; version: number; translationStatus: FieldStatuses<string> }>(
  typed: ContentResource<Input, Row, Api>,
): { GET: AdminHandler; PUT: AdminHandler; DELETE: AdminHandler } {
  const resource = typed as unknown as AnyResource;
  /** The item's id, the versions If-Match allows, then the write; every refusal answered as the contract says. */
  async function conditional(ctx: AdminContext, validate: () => { ok: true } | { ok: false; response: Response }, write: (id: number, versions: readonly number[] | undefined) => Promise<ConditionalWrite<unknown>>) {
    const id = parseId(ctx.params.id);
    // An id that cannot exist is simply not found (checked before the body, like any unknown id).
    if (id === undefined) return { done: notFound() } as const;
    const valid = validate();
    if (!valid.ok) return { done: valid.response } as const;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return { done: precondition.response } as const;
    const result = await write(id, allowedVersions(precondition.ifMatch));
    return result.ok ? ({ id, value: result.value } as const) : ({ done: await refusal(resource, ctx, id, result.reason) } as const);
  }

  return {
    async GET(ctx) {
      const id = parseId(ctx.params.id);
      return id === undefined ? notFound() : currentItem(resource, ctx, id);
    },
    async PUT(ctx) {
      let input: unknown;
      let draft: Date | undefined;
      const outcome = await conditional(
        ctx,
        () => {
          const named = publishedDraft(ctx);
          if (!named.ok) return named;
          draft = named.savedAt;
          const checked = validateBody(resource.schema, acceptSnakeCaseFlags(ctx.body));
          if (checked.ok) input = checked.value;
          return checked;
        },
        (id, versions) => resource.update(ctx.db, id, input, ctx.admin, versions),
      );
      if ('done' in outcome) return outcome.done;
      // The edit is the item's next version: the draft it publishes (named by ?draftSavedAt=) goes;
      // a draft someone saved meanwhile stays, to be published on the new version or discarded.
      if (draft) await dropDraftAfterPublish(ctx.db, resource, outcome.id, draft);
      return written(resource, ctx, 'update', outcome.id, 200);
    },
    async DELETE(ctx) {
      const outcome = await conditional(ctx, () => ({ ok: true }), (id, versions) => resource.remove(ctx.db, id, ctx.admin, versions));
      if ('done' in outcome) return outcome.done;
      await audit(ctx, 'trash', resource.entity, outcome.id, (outcome.value as { label: string }).label);
      await afterContentChange(resource.kind, ctx.admin);
      return adminJson({ ok: true });
    },
  };
}
