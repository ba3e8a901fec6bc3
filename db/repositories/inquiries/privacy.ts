/**
 * Everything stored about one e-mail address (ignoring case), and erasing it: an inquiry's consent,
 * e-mail log and history go with it (their foreign keys cascade), in one statement.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import type { HeldInquiry } from '#domain/inquiry/privacy.ts';
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

/** Erases every inquiry with this e-mail (and, by cascade, its consent, e-mail log and history); how many. */
export async function eraseHeldInquiries(db: Db, email: string): Promise<number> {
  const result = await db.deleteFrom('contact_inquiries').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
