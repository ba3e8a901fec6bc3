/**
 * Everything stored about one e-mail address (ignoring case), and erasing it: an inquiry's consent,
 * e-mail log and history go with it (their foreign keys cascade), and the person's address, names and
 * phones are redacted where staff wrote them on other inquiries (erasure.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import { nameNeedle, phoneNeedle, redactPerson, type Person } from '#domain/inquiry/erasure.ts';
import type { InquiryEventKind } from '#domain/inquiry/handling.ts';
import type { ErasurePlan, ErasureResult, HeldInquiry, HeldSummary, Mention } from '#domain/inquiry/privacy.ts';
import { sourceOf } from './desk.ts';
import { listEventsOf } from './handling.ts';

export async function findHeldInquiries(db: Db, email: string): Promise<HeldInquiry[]> {
  const inquiries = await db
    .selectFrom('contact_inquiries as i')
    .leftJoin('inquiry_consents as c', 'c.inquiry_id', 'i.id')
    .select(['i.id', 'i.public_ref', 'i.created_at', 'i.status', 'i.name', 'i.company', 'i.email', 'i.phone', 'i.service', 'i.budget', 'i.message', 'c.consent_version', 'c.locale', 'c.consented_at',
      'i.landing_page', 'i.referrer', 'i.utm_source', 'i.utm_medium', 'i.utm_campaign'])
    .where(sql<string>`lower(i.email)`, '=', email.toLowerCase())
    .orderBy('i.created_at')
    .execute();
  if (inquiries.length === 0) return [];
  const ids = inquiries.map((row) => row.id);
  const [notifications, events] = await Promise.all([
    db.selectFrom('inquiry_notifications').select(['inquiry_id', 'kind', 'status', 'attempts', 'sent_at']).where('inquiry_id', 'in', ids).orderBy('id').execute(),
    listEventsOf(db, ids),
  ]);
  return inquiries.map((row) => ({
    reference: row.public_ref,
    receivedAt: row.created_at.toISOString(),
    status: row.status,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    // What the form sent about where the visit began: the privacy text says it is kept.
    source: sourceOf(row),
    consent: row.consent_version && row.locale && row.consented_at ? { version: row.consent_version, locale: row.locale, at: row.consented_at.toISOString() } : null,
    notifications: notifications.filter((n) => n.inquiry_id === row.id).map((n) => ({ kind: n.kind, status: n.status, attempts: n.attempts, sentAt: n.sent_at?.toISOString() ?? null })),
    history: events.filter((e) => e.inquiryId === row.id).map(({ inquiryId: _inquiry, ...event }) => event),
  }));
}

/** The person an erasure looks for elsewhere: the address, and the names and phones their inquiries hold. */
function personOf(email: string, held: readonly { name: string; phone: string }[]): Person {
  return { emails: [email], names: held.map((row) => row.name), phones: held.map((row) => row.phone) };
}

function heldRows(db: Db, email: string, lock: boolean) {
  const query = db
    .selectFrom('contact_inquiries')
    .select(['id', 'public_ref', 'created_at', 'status', 'name', 'phone'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at');
  return (lock ? query.forUpdate() : query).execute();
}

const summaryOf = (row: { public_ref: string; created_at: Date; status: string }): HeldSummary => ({ reference: row.public_ref, receivedAt: row.created_at.toISOString(), status: row.status });

interface Found {
  mention: Mention;
  inquiry: HeldSummary & { id: number };
  /** The line's texts after redaction (a reply's or a mail's subject is its to_value, a mail's sender its from_value). */
  body: string | null;
  subject: string | null;
  sender: string | null;
}

/**
 * The lines of other inquiries' histories that name the person: the free texts (a note's or a reply's
 * body, a reply's subject; the other kinds hold only statuses, usernames and days). The database picks
 * the lines that hold the address, a name's longest part or the number's last digits; the matcher
 * (erasure.ts) decides. With `lock`, the lines stay as read until the transaction ends.
 */
async function mentionsOf(db: Db, person: Person, heldIds: readonly number[], lock: boolean): Promise<Found[]> {
  const text = sql<string>`(coalesce(e.body, '') || E'\n' || CASE WHEN e.kind IN ('reply', 'mail') THEN coalesce(e.to_value, '') ELSE '' END
    || E'\n' || CASE WHEN e.kind = 'mail' THEN coalesce(e.from_value, '') ELSE '' END)`;
  const contains = (needle: string) => sql<boolean>`strpos(lower(${text}), ${needle.toLowerCase()}) > 0`;
  const needles = [
    ...person.emails.map(contains),
    ...person.names.map(nameNeedle).filter((needle): needle is string => needle !== null).map(contains),
    ...person.phones.map(phoneNeedle).filter((needle): needle is string => needle !== null)
      .map((digits) => sql<boolean>`strpos(regexp_replace(${text}, '[^0-9]', '', 'g'), ${digits}) > 0`),
  ];
  const rows = (
    await sql<{ id: number; inquiry_id: number; kind: InquiryEventKind; body: string | null; from_value: string | null; to_value: string | null; created_at: Date; username: string | null; public_ref: string; received_at: Date; status: string }>`
      SELECT e.id, e.inquiry_id, e.kind, e.body, e.from_value, e.to_value, e.created_at, a.username, i.public_ref, i.created_at AS received_at, i.status
      FROM inquiry_events e
      JOIN contact_inquiries i ON i.id = e.inquiry_id
      LEFT JOIN admins a ON a.id = e.admin_id
      WHERE (e.body IS NOT NULL OR e.kind IN ('reply', 'mail'))
        ${heldIds.length > 0 ? sql`AND e.inquiry_id <> ALL(${[...heldIds]}::int[])` : sql``}
        AND (${sql.join(needles, sql` OR `)})
      ORDER BY i.created_at, e.id
      ${lock ? sql`FOR UPDATE OF e` : sql``}
    `.execute(db)
  ).rows;
  const found: Found[] = [];
  for (const row of rows) {
    const body = row.body === null ? null : redactPerson(row.body, person);
    const subject = (row.kind === 'reply' || row.kind === 'mail') && row.to_value !== null ? redactPerson(row.to_value, person) : null;
    const sender = row.kind === 'mail' && row.from_value !== null ? redactPerson(row.from_value, person) : null;
    const traits = [...new Set([...(body?.found ?? []), ...(subject?.found ?? []), ...(sender?.found ?? [])])];
    if (traits.length === 0) continue;
    found.push({
      mention: { id: row.id, kind: row.kind, by: row.username, at: row.created_at.toISOString(), found: traits },
      inquiry: { id: row.inquiry_id, reference: row.public_ref, receivedAt: row.received_at.toISOString(), status: row.status },
      body: body?.text ?? null,
      subject: subject?.text ?? null,
      sender: sender?.text ?? null,
    });
  }
  return found;
}

function byInquiry(found: readonly Found[]): ErasurePlan['redact'] {
  const groups = new Map<number, ErasurePlan['redact'][number]>();
  for (const { inquiry: { id, ...inquiry }, mention } of found) {
    const group = groups.get(id) ?? { ...inquiry, entries: [] };
    group.entries.push(mention);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** What erasing this address would erase and redact; changes nothing. */
export async function planErasure(db: Db, email: string): Promise<ErasurePlan> {
  const held = await heldRows(db, email, false);
  const found = await mentionsOf(db, personOf(email, held), held.map((row) => row.id), false);
  return { email, erase: held.map(summaryOf), redact: byInquiry(found), entries: found.length };
}

export interface Erasure extends ErasureResult {
  /** The erased inquiries' references (the person holds theirs) and the redacted ones'. */
  erasedReferences: string[];
  redactedReferences: string[];
}

/**
 * Erases every inquiry with this e-mail (and, by cascade, its consent, e-mail log and history) and
 * redacts the person in other inquiries' notes and replies, in one transaction: what the plan showed,
 * as it is when the erasure runs.
 */
export function eraseHeldInquiries(db: Db, email: string): Promise<Erasure> {
  return db.transaction().execute(async (tx) => {
    const held = await heldRows(tx, email, true);
    const found = await mentionsOf(tx, personOf(email, held), held.map((row) => row.id), true);
    for (const { mention, body, subject, sender } of found) {
      await tx
        .updateTable('inquiry_events')
        .set({ ...(body !== null ? { body } : {}), ...(subject !== null ? { to_value: subject } : {}), ...(sender !== null ? { from_value: sender } : {}) })
        .where('id', '=', mention.id)
        .execute();
      // The mail record of a line names its sender too.
      if (sender !== null) await tx.updateTable('inbound_mails').set({ from_address: sender }).where('event_id', '=', mention.id).execute();
    }
    // Mail from the person that no inquiry claimed goes with their inquiries.
    await tx.deleteFrom('inbound_mails').where('inquiry_id', 'is', null).where(sql<string>`lower(from_address)`, '=', email.toLowerCase()).execute();
    // By address, not by the ids read: an inquiry that arrived meanwhile goes too.
    const erased = await tx.deleteFrom('contact_inquiries').where(sql<string>`lower(email)`, '=', email.toLowerCase()).returning('public_ref').execute();
    const redactedReferences = byInquiry(found).map((inquiry) => inquiry.reference);
    return {
      erased: erased.length,
      redacted: { inquiries: redactedReferences.length, entries: found.length },
      erasedReferences: erased.map((row) => row.public_ref),
      redactedReferences,
    };
  });
}
