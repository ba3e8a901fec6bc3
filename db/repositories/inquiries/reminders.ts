/**
 * The desk's morning reminder: who is owed one today, the claim that makes each person's mail of a
 * day go out once however often the job runs, and what to list in it.
 *
 * An inquiry is in someone's reminder while it is open (new or in progress), assigned to them, and
 * either its follow-up day is before `today` (the firm's calendar) or it arrived at or before
 * `cutoff` (24 hours ago) and no reply went out from the desk yet. The caller passes `today` and
 * `cutoff`, so one clock decides for the whole run.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../client.ts';
import { areaRoles, type AdminLocale } from '#domain/admin-access.ts';

export interface ReminderClock {
  /** The firm's calendar day, YYYY-MM-DD. */
  today: string;
  /** Inquiries that arrived at or before this and have no reply are unanswered. */
  cutoff: Date;
}

/** A calendar day, YYYY-MM-DD, as the date it is. */
const dayValue = (day: string) => sql<Date>`${day}::date`;

function overdue(clock: ReminderClock): Expression<SqlBool> {
  return sql<SqlBool>`(i.follow_up_on IS NOT NULL AND i.follow_up_on < ${clock.today}::date)`;
}

function unanswered(clock: ReminderClock): Expression<SqlBool> {
  return sql<SqlBool>`(i.created_at <= ${clock.cutoff} AND NOT EXISTS (SELECT 1 FROM inquiry_events e WHERE e.inquiry_id = i.id AND e.kind = 'reply'))`;
}

/** Open, and overdue or unanswered: what a reminder lists (the inquiry's alias is `i`). */
function remindable(clock: ReminderClock): Expression<SqlBool> {
  return sql<SqlBool>`(i.status IN ('new', 'in_progress') AND (${overdue(clock)} OR ${unanswered(clock)}))`;
}

export interface ReminderRecipient {
  id: number;
  username: string;
  email: string;
  locale: AdminLocale;
  time_zone: string | null;
}

/**
 * Up to `limit` people owed today's reminder, by id: active, working inquiries (owner or staff), with
 * an e-mail and reminders on, with something to be reminded of, and no claim on today yet other
 * than a refused send with attempts left (`maxAttempts`).
 */
export function reminderRecipients(db: Db, clock: ReminderClock, options: { limit: number; maxAttempts: number }): Promise<ReminderRecipient[]> {
  return db
    .selectFrom('admins as a')
    .select(['a.id', 'a.username', 'a.email', 'a.locale', 'a.time_zone'])
    .$narrowType<{ email: string }>()
    .where('a.disabled_at', 'is', null)
    .where('a.reminders', '=', true)
    .where('a.email', 'is not', null)
    .where('a.role', 'in', [...areaRoles.inquiries])
    .where(({ exists, selectFrom }) => exists(selectFrom('contact_inquiries as i').select(sql`1`.as('one')).whereRef('i.assigned_to', '=', 'a.id').where(remindable(clock))))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('inquiry_reminders as r')
            .select(sql`1`.as('one'))
            .whereRef('r.admin_id', '=', 'a.id')
            .where('r.day', '=', dayValue(clock.today))
            .where((eb) => eb.or([eb('r.status', '!=', 'failed'), eb('r.attempts', '>=', options.maxAttempts)])),
        ),
      ),
    )
    .orderBy('a.id')
    .limit(options.limit)
    .execute();
}

/**
 * Claims a person's reminder of `day` before it is sent: a new claim, or another attempt at a
 * refused one with attempts left. Answers the attempt's number, or undefined when the day's mail is
 * already sent, being sent by another run, or out of attempts (one statement: of two runs at once,
 * one gets the claim).
 */
export async function claimReminder(db: Db, adminId: number, day: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .insertInto('inquiry_reminders')
    .values({ admin_id: adminId, day, status: 'sending' })
    .onConflict((oc) =>
      oc
        .columns(['admin_id', 'day'])
        .doUpdateSet({ status: 'sending', attempts: sql<number>`inquiry_reminders.attempts + 1`, error: null, claimed_at: sql<Date>`now()` })
        .where('inquiry_reminders.status', '=', 'failed')
        .where('inquiry_reminders.attempts', '<', maxAttempts),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export async function markReminderSent(db: Db, adminId: number, day: string, counts: { overdue: number; unanswered: number }): Promise<void> {
  await db
    .updateTable('inquiry_reminders')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, overdue: counts.overdue, unanswered: counts.unanswered, error: null })
    .where('admin_id', '=', adminId)
    .where('day', '=', dayValue(day))
    .execute();
}

/** A refused send: a later run of the same morning may claim it again while attempts are left. */
export async function markReminderFailed(db: Db, adminId: number, day: string, error: string): Promise<void> {
  await db.updateTable('inquiry_reminders').set({ status: 'failed', error }).where('admin_id', '=', adminId).where('day', '=', dayValue(day)).execute();
}

/** Gives up a claim that found nothing to send after all (handled meanwhile): a later run looks again. */
export async function releaseReminder(db: Db, adminId: number, day: string): Promise<void> {
  await db.deleteFrom('inquiry_reminders').where('admin_id', '=', adminId).where('day', '=', dayValue(day)).where('status', '=', 'sending').execute();
}

/** Forgets the reminders of days before `day` (they only keep a day from being sent twice). */
export async function deleteRemindersBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('inquiry_reminders').where('day', '<', dayValue(day)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ReminderItemRow {
  reference: string;
  company: string;
  /** The follow-up day, YYYY-MM-DD, or null. */
  follow_up: string | null;
  created_at: Date;
  overdue: boolean;
  unanswered: boolean;
}

export interface ReminderList {
  /** The first `limit`: overdue ones first, oldest follow-up day first, then the unanswered, oldest first. */
  items: ReminderItemRow[];
  /** All of them, listed or not (an inquiry both overdue and unanswered counts as overdue). */
  overdue: number;
  unanswered: number;
}

/** What one person's reminder lists. */
export async function reminderList(db: Db, adminId: number, clock: ReminderClock, limit: number): Promise<ReminderList> {
  const rows = await db
    .selectFrom('contact_inquiries as i')
    .select([
      'i.public_ref as reference',
      'i.company',
      sql<string | null>`to_char(i.follow_up_on, 'YYYY-MM-DD')`.as('follow_up'),
      'i.created_at',
      sql<boolean>`${overdue(clock)}`.as('overdue'),
      sql<boolean>`${unanswered(clock)}`.as('unanswered'),
      sql<number>`(count(*) FILTER (WHERE ${overdue(clock)}) OVER ())::integer`.as('overdue_total'),
      sql<number>`(count(*) OVER ())::integer`.as('total'),
    ])
    .where('i.assigned_to', '=', adminId)
    .where(remindable(clock))
    .orderBy(sql`${overdue(clock)}`, 'desc')
    .orderBy(sql`CASE WHEN ${overdue(clock)} THEN i.follow_up_on END`, 'asc')
    .orderBy('i.created_at', 'asc')
    .orderBy('i.id', 'asc')
    .limit(limit)
    .execute();
  const first = rows[0];
  return {
    items: rows.map(({ overdue_total: _o, total: _t, ...item }) => item),
    overdue: first?.overdue_total ?? 0,
    unanswered: first ? first.total - first.overdue_total : 0,
  };
}
