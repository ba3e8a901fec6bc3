/**
 * The handlers of a content resource: the collection (GET list, POST create) and the item (PUT
 * update, DELETE). Each change is validated, written, audited, then published (rebuild, purge).
 */
import { recordAudit } from '../audit.ts';
import { afterContentChange } from '../publish.ts';
import { adminJson, notFound, parseId, type AdminContext, type AdminHandler } from '../route.ts';
import { validateBody } from '../validation.ts';
import { acceptSnakeCaseFlags } from './schemas.ts';
import type { ContentResource } from './resources.ts';

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

function audit(ctx: AdminContext, action: 'create' | 'update' | 'delete', entity: string, id: number, label: string) {
  return recordAudit(ctx.db, { admin: ctx.admin, action, entity, entityId: id, summary: summary(label), ip: ctx.ip });
}

export function collectionHandlers<Input, Row, Api extends { id: number }>(resource: ContentResource<Input, Row, Api>): { GET: AdminHandler; POST: AdminHandler } {
  return {
    async GET(ctx) {
      const rows = await resource.list(ctx.db);
      return adminJson(rows.map((row) => resource.toApi(row)));
    },
    async POST(ctx) {
      const input = validateBody(resource.schema, acceptSnakeCaseFlags(ctx.body));
      if (!input.ok) return input.response;
      const row = await resource.insert(ctx.db, input.value, ctx.admin);
      const api = resource.toApi(row);
      await audit(ctx, 'create', resource.entity, api.id, resource.label(row));
      await afterContentChange(resource.kind, ctx.admin);
      return adminJson(api, 201);
    },
  };
}

export function itemHandlers<Input, Row, Api extends { id: number }>(resource: ContentResource<Input, Row, Api>): { PUT: AdminHandler; DELETE: AdminHandler } {
  return {
    async PUT(ctx) {
      const id = parseId(ctx.params.id);
      // An id that cannot exist is simply not found (checked before the body, like any unknown id).
      if (id === undefined) return notFound();
      const input = validateBody(resource.schema, acceptSnakeCaseFlags(ctx.body));
      if (!input.ok) return input.response;
      const row = await resource.update(ctx.db, id, input.value, ctx.admin);
      if (!row) return notFound();
      await audit(ctx, 'update', resource.entity, id, resource.label(row));
      await afterContentChange(resource.kind, ctx.admin);
      return adminJson(resource.toApi(row));
    },
    async DELETE(ctx) {
      const id = parseId(ctx.params.id);
      if (id === undefined) return notFound();
      const removed = await resource.remove(ctx.db, id);
      if (!removed) return notFound();
      await audit(ctx, 'delete', resource.entity, id, removed.label);
      await afterContentChange(resource.kind, ctx.admin);
      return adminJson({ ok: true });
    },
  };
}
