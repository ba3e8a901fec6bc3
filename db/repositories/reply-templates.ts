/**
 * Reply templates (migration 20261125110000_reply_templates): listed with the name of their last
 * editor, written only at an allowed version (If-Match), the version check in the writing statement.
 */
import type { Selectable } from 'kysely';
import type { Locale } from '#i18n/locales.ts';
import type { Db } from '../client.ts';
import type { ReplyTemplatesTable } from '../schema.ts';
import { versionList, whyNotWritten, type AllowedVersions, type ConditionalWrite } from './versioned.ts';

export type ReplyTemplateRow = Selectable<ReplyTemplatesTable> & { updated_by_name: string | null };

export interface ReplyTemplateValues {
  locale: Locale;
  name: string;
  subject: string;
  body: string;
}

/** Postgres' unique_violation: another template of that language has the name. */
export type TemplateWrite = ConditionalWrite<ReplyTemplateRow> | { ok: false; reason: 'name-taken' };

function isNameTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function selectRows(db: Db) {
  return db.selectFrom('reply_templates as r').leftJoin('admins as a', 'a.id', 'r.updated_by').selectAll('r').select('a.username as updated_by_name');
}

/** Every template, by language and name. */
export function listReplyTemplates(db: Db): Promise<ReplyTemplateRow[]> {
  return selectRows(db).orderBy('r.locale').orderBy('r.name').orderBy('r.id').execute();
}

export function findReplyTemplate(db: Db, id: number): Promise<ReplyTemplateRow | undefined> {
  return selectRows(db).where('r.id', '=', id).executeTakeFirst();
}

export async function insertReplyTemplate(db: Db, values: ReplyTemplateValues, editorId: number): Promise<TemplateWrite> {
  try {
    const { id } = await db.insertInto('reply_templates').values({ ...values, updated_by: editorId }).returning('id').executeTakeFirstOrThrow();
    return { ok: true, value: (await findReplyTemplate(db, id))! };
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: 'name-taken' };
    throw error;
  }
}

/** Replaces a template at an allowed version: its values, the version raised by one, the editor and the time. */
export async function updateReplyTemplate(db: Db, id: number, values: ReplyTemplateValues, guard: { editorId: number; versions: AllowedVersions }): Promise<TemplateWrite> {
  const versions = versionList(guard.versions);
  let query = db
    .updateTable('reply_templates')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_by: guard.editorId, updated_at: new Date() }))
    .where('id', '=', id);
  if (versions) query = query.where('version', 'in', versions);
  try {
    const row = await query.returning('id').executeTakeFirst();
    if (!row) return { ok: false, reason: await whyNotWritten(db, 'reply_templates', id) };
    return { ok: true, value: (await findReplyTemplate(db, id))! };
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: 'name-taken' };
    throw error;
  }
}

/** Deletes a template at an allowed version (for good: a template is no record of anything sent). */
export async function deleteReplyTemplate(db: Db, id: number, versions: AllowedVersions): Promise<ConditionalWrite<{ name: string; locale: Locale }>> {
  const allowed = versionList(versions);
  let query = db.deleteFrom('reply_templates').where('id', '=', id);
  if (allowed) query = query.where('version', 'in', allowed);
  const row = await query.returning(['name', 'locale']).executeTakeFirst();
  return row ? { ok: true, value: row } : { ok: false, reason: await whyNotWritten(db, 'reply_templates', id) };
}
