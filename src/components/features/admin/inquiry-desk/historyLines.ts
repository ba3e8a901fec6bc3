/**
 * An inquiry's history and its mails as one list, oldest first: a reply that went is its history
 * line with its mail's delivery beside it; every other mail (the visitor's confirmation, the firm's
 * notice, a reply that did not go) is a line of its own.
 */
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery } from '#domain/mail/delivery.ts';

export type HistoryLine =
  | { type: 'event'; event: InquiryEvent; delivery: MailDelivery | undefined }
  | { type: 'mail'; mail: MailDelivery };

export function historyLines(events: readonly InquiryEvent[], mails: readonly MailDelivery[]): HistoryLine[] {
  const eventIds = new Set(events.map((event) => event.id));
  const byEvent = new Map(mails.filter((mail) => mail.eventId !== null && eventIds.has(mail.eventId)).map((mail) => [mail.eventId, mail]));
  const lines: { at: number; line: HistoryLine }[] = [
    ...events.map((event) => ({ at: Date.parse(event.at), line: { type: 'event' as const, event, delivery: byEvent.get(event.id) } })),
    ...mails.filter((mail) => mail.eventId === null || !eventIds.has(mail.eventId)).map((mail) => ({ at: Date.parse(mail.at), line: { type: 'mail' as const, mail } })),
  ];
  // A stable sort: lines of the same moment keep the order they came in (history first).
  return lines.sort((a, b) => a.at - b.at).map(({ line }) => line);
}
