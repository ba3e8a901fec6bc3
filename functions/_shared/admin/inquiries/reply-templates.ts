/**
 * Reply templates of the inquiry desk (GET/POST /api/admin/reply-templates, PUT/DELETE
 * /api/admin/reply-templates/:id): the input's one schema, the answer's shape, and each change
 * written and audited. Whoever may reply to inquiries (owners and inquiry staff) manages them.
 */
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import {
  deleteReplyTemplate,
  findReplyTemplate,
  insertReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
  type ReplyTemplateRow,
  type TemplateWrite,
} from '#db/repositories/reply-templates.ts';
import type { AllowedVersions, ConditionalWrite } from '#db/repositories/versioned.ts';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '#domain/inquiry/handling.ts';
import { REPLY_TEMPLATE_NAME_MAX, type ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { localeCodes } from '#i18n/locales.ts';
import { recordAudit } from '../audit.ts';
import { says } from '../messages/index.ts';
import type { Actor } from './service.ts';

function text(field: 'templateName' | 'subject' | 'reply', max: number) {
  const required = says((m) => m.enter(m.fields[field]));
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, says((m) => m.atMost(m.fields[field], max))));
}

/** `{ locale, name, subject, body }`: a visitor language, the texts trimmed and within the reply's limits. */
export const ReplyTemplateInput = v.object({
  locale: v.picklist(localeCodes, says((m) => m.chooseLanguage)),
  name: text('templateName', REPLY_TEMPLATE_NAME_MAX),
  subject: text('subject', REPLY_SUBJECT_MAX),
  body: text('reply', REPLY_BODY_MAX),
});
type Input = v.InferOutput<typeof ReplyTemplateInput>;

export function toApiTemplate(row: ReplyTemplateRow): ReplyTemplate {
  return {
    id: row.id,
    locale: row.locale,
    name: row.name,
    subject: row.subject,
    body: row.body,
    version: row.version,
    updatedBy: row.updated_by_name,
    updatedAt: row.updated_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

export async function findTemplate(db: Db, id: number): Promise<ReplyTemplate | undefined> {
  const row = await findReplyTemplate(db, id);
  return row && toApiTemplate(row);
}

export async function listTemplates(db: Db): Promise<ReplyTemplate[]> {
  return (await listReplyTemplates(db)).map(toApiTemplate);
}

function audited(db: Db, actor: Actor, action: 'create' | 'update' | 'delete', id: number, what: { locale: string; name: string }) {
  return recordAudit(db, { ...actor, action, entity: 'reply_template', entityId: id, summary: `[${what.locale}] ${what.name}` });
}

export async function createTemplate(db: Db, actor: Actor, input: Input): Promise<TemplateWrite> {
  const written = await insertReplyTemplate(db, input, actor.admin.id);
  if (written.ok) await audited(db, actor, 'create', written.value.id, written.value);
  return written;
}

export async function updateTemplate(db: Db, actor: Actor, id: number, input: Input, versions: AllowedVersions): Promise<TemplateWrite> {
  const written = await updateReplyTemplate(db, id, input, { editorId: actor.admin.id, versions });
  if (written.ok) await audited(db, actor, 'update', id, written.value);
  return written;
}

export async function removeTemplate(db: Db, actor: Actor, id: number, versions: AllowedVersions): Promise<ConditionalWrite<unknown>> {
  const removed = await deleteReplyTemplate(db, id, versions);
  if (removed.ok) await audited(db, actor, 'delete', id, removed.value);
  return removed;
}
