/**
 * An inquiry's history and its mails, as its page shows them: a reply that went is its history line
 * with its mail's delivery beside it; every other mail (the visitor's confirmation, the firm's notice,
 * a reply that did not go) is listed among the inquiry's e-mails, oldest first.
 */
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery } from '#domain/mail/delivery.ts';

export interface HistoryView {
  events: { event: InquiryEvent; delivery: MailDelivery | undefined }[];
  mails: MailDelivery[];
}

export function historyView(events: readonly InquiryEvent[], mails: readonly MailDelivery[]): HistoryView {
  const eventIds = new Set(events.map((event) => event.id));
  const byEvent = new Map(mails.filter((mail) => mail.eventId !== null && eventIds.has(mail.eventId)).map((mail) => [mail.eventId, mail]));
  return {
    events: events.map((event) => ({ event, delivery: byEvent.get(event.id) })),
    // A stable sort: mails of the same moment keep the order they were made in.
    mails: mails.filter((mail) => mail.eventId === null || !eventIds.has(mail.eventId)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at)),
  };
}
