/**
 * Working an inquiry: giving it to someone, setting the day to follow it up, internal notes, and the
 * history every change leaves (inquiry_events). A change and its history line are one statement.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import { versionList, whyNotWritten, type AllowedVersions, type ConditionalWrite } from '../versioned.ts';
import { areaRoles } from '#domain/admin-access.ts';
import type { Assignee, InquiryEvent } from '#domain/inquiry/handling.ts';

export interface HandlingChange {
  /** The administrator to handle it, or null for nobody; absent: unchanged. */
  assignedTo?: number | null;
  /** The follow-up day (YYYY-MM-DD), or null for none; absent: unchanged. */
  followUpOn?: string | null;
}

/**
 * Changes who handles the inquiry and its follow-up day, if it is at an allowed version: the version
 * goes up, the administrator is recorded, and each value that changed leaves a history line (the
 * assignees by name). Setting what is already set changes nothing. The previous assignee is answered.
 */
export async function updateInquiryHandling(
  db: Db,
  id: number,
  change: HandlingChange & { adminId: number; versions: AllowedVersions },
): Promise<ConditionalWrite<{ previousAssignee: number | null }>> {
  const versions = versionList(change.versions);
  const setAssignee = change.assignedTo !== undefined;
  const setFollowUp = change.followUpOn !== undefined;
  const assignee = change.assignedTo ?? null;
  const followUp = change.followUpOn ?? null;
  const { rows } = await sql<{ previous: number | null }>`
    WITH old AS (
      SELECT id, assigned_to, follow_up_on FROM contact_inquiries
      WHERE id = ${id} AND (${versions}::int[] IS NULL OR version = ANY(${versions}::int[]))
      FOR UPDATE
    ), delta AS (
      SELECT old.id,
        ${setAssignee} AND old.assigned_to IS DISTINCT FROM ${assignee}::integer AS assign,
        ${setFollowUp} AND old.follow_up_on IS DISTINCT FROM ${followUp}::date AS follow
      FROM old
    ), changed AS (
      UPDATE contact_inquiries i SET
        assigned_to = CASE WHEN delta.assign THEN ${assignee}::integer ELSE i.assigned_to END,
        follow_up_on = CASE WHEN delta.follow THEN ${followUp}::date ELSE i.follow_up_on END,
        version = i.version + 1,
        updated_by = ${change.adminId}
      FROM delta WHERE i.id = delta.id AND (delta.assign OR delta.follow)
      RETURNING i.id
    ), assigned AS (
      INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value)
      SELECT changed.id, ${change.adminId}, 'assign',
        (SELECT username FROM admins WHERE id = old.assigned_to), (SELECT username FROM admins WHERE id = ${assignee}::integer)
      FROM changed JOIN old ON old.id = changed.id JOIN delta ON delta.id = changed.id WHERE delta.assign
    ), followed AS (
      INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value)
      SELECT changed.id, ${change.adminId}, 'follow_up', to_char(old.follow_up_on, 'YYYY-MM-DD'), ${followUp}
      FROM changed JOIN old ON old.id = changed.id JOIN delta ON delta.id = changed.id WHERE delta.follow
    )
    SELECT old.assigned_to AS previous FROM old
  `.execute(db);
  const row = rows[0];
  if (!row) return { ok: false, reason: await whyNotWritten(db, 'contact_inquiries', id) };
  return { ok: true, value: { previousAssignee: row.previous } };
}

/** Adds an internal note to the inquiry's history; false when there is no such inquiry. */
export async function addInquiryNote(db: Db, id: number, adminId: number, body: string): Promise<boolean> {
  const result = await sql`
    INSERT INTO inquiry_events (inquiry_id, admin_id, kind, body)
    SELECT id, ${adminId}, 'note', ${body} FROM contact_inquiries WHERE id = ${id}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** The history of these inquiries, oldest first, each line with its inquiry's id (for one inquiry or a privacy request's several). */
export async function listEventsOf(db: Db, inquiryIds: readonly number[]): Promise<(InquiryEvent & { inquiryId: number })[]> {
  if (inquiryIds.length === 0) return [];
  const rows = await db
    .selectFrom('inquiry_events as e')
    .leftJoin('admins as a', 'a.id', 'e.admin_id')
    .leftJoin('inbound_mails as m', 'm.event_id', 'e.id')
    .select(['e.id', 'e.inquiry_id', 'e.kind', 'a.username', 'e.created_at', 'e.from_value', 'e.to_value', 'e.body', 'm.sender', 'm.from_address', 'm.attachments'])
    .where('e.inquiry_id', 'in', inquiryIds)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    inquiryId: row.inquiry_id,
    kind: row.kind,
    by: row.username,
    at: row.created_at.toISOString(),
    from: row.from_value,
    to: row.to_value,
    body: row.body,
    // A line that came by mail (POST /api/inbound-mail) says who wrote it and what it carried.
    ...(row.sender && row.from_address !== null ? { mail: { sender: row.sender, fromAddress: row.from_address, attachments: row.attachments ?? [] } } : {}),
  }));
}

/** The inquiry's history, oldest first; undefined when there is no such inquiry. */
export async function listInquiryEvents(db: Db, id: number): Promise<InquiryEvent[] | undefined> {
  const exists = await db.selectFrom('contact_inquiries').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return undefined;
  return (await listEventsOf(db, [id])).map(({ inquiryId: _inquiry, ...event }) => event);
}

/** The administrators who work inquiries and may sign in, by name. */
export function listAssignees(db: Db): Promise<Assignee[]> {
  return db
    .selectFrom('admins')
    .select(['id', 'username'])
    .where('role', 'in', [...areaRoles.inquiries])
    .where('disabled_at', 'is', null)
    .orderBy('username')
    .execute();
}

/** The assignee's name, e-mail and admin language (their notices'), when they are one who may be given inquiries. */
export function findAssignee(db: Db, id: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'email', 'locale'])
    .where('id', '=', id)
    .where('role', 'in', [...areaRoles.inquiries])
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Records a reply that was e-mailed (its subject and text) in the inquiry's history. */
export async function addInquiryReply(db: Db, id: number, adminId: number, reply: { subject: string; body: string }): Promise<void> {
  await db.insertInto('inquiry_events').values({ inquiry_id: id, admin_id: adminId, kind: 'reply', to_value: reply.subject, body: reply.body }).execute();
}

/** Who to answer and how to quote the inquiry. */
export function findReplyTarget(db: Db, id: number) {
  return db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .select(['i.id', 'i.public_ref', 'i.name', 'i.email', 'c.locale'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}
