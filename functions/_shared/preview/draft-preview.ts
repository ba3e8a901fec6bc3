/**
 * What a preview link shows: the item as its draft would make it, in the row shape the public API
 * answers (the public page's own view functions and components render it), or why not. The token
 * must be ours, unexpired and for this very item, and name the draft the item has now: a link shows
 * the draft it was made for or nothing (404 once it is published or discarded, 410 once saved again),
 * never a later draft the holder was not given. The draft's text is sanitized like any save.
 */
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { findDraft } from '#db/repositories/content-drafts.ts';
import { CONTENT_TABLES } from '#db/repositories/content-history.ts';
import { contentResources, isContentResourceName, type AnyContentResource } from '../admin/content/resources.ts';
import { acceptSnakeCaseFlags } from '../admin/content/schemas.ts';
import { parseId } from '#domain/ids.ts';
import { checkPreviewToken } from './token.ts';

export type PreviewOutcome =
  | { ok: true; item: Record<string, unknown> }
  | { ok: false; status: 400 | 401 | 403 | 404 | 410; reason: 'malformed' | 'expired' | 'invalid' | 'other-item' | 'no-draft' | 'replaced' };

/** Columns of the admin row no preview needs (who edited, bookkeeping). */
const PRIVATE = ['translation_sources', 'updated_by', 'updated_by_name', 'deleted_at', 'deleted_by', 'author_id', 'version'];

export async function draftPreview(db: Db, secret: string, query: URLSearchParams, now: Date): Promise<PreviewOutcome> {
  const kind = query.get('kind') ?? undefined;
  const id = parseId(query.get('id') ?? undefined);
  const token = query.get('token');
  if (!isContentResourceName(kind) || id === undefined || !token) return { ok: false, status: 400, reason: 'malformed' };
  const check = await checkPreviewToken(secret, token, { kind, id }, now);
  if (!check.ok) return { ok: false, status: check.reason === 'expired' ? 401 : 403, reason: check.reason };
  const resource = contentResources[kind] as unknown as AnyContentResource;
  const row = await resource.find(db, id);
  const draft = row && (await findDraft(db, CONTENT_TABLES[resource.table].entity, id));
  if (!row || !draft) return { ok: false, status: 404, reason: 'no-draft' };
  if (draft.saved_at.toISOString() !== check.draftSavedAt) return { ok: false, status: 410, reason: 'replaced' };
  const input = v.safeParse(resource.schema, acceptSnakeCaseFlags(draft.data));
  if (!input.success) return { ok: false, status: 404, reason: 'no-draft' };
  const item: Record<string, unknown> = { ...row, ...resource.rowOf(input.output) };
  for (const column of PRIVATE) delete item[column];
  return { ok: true, item };
}
