import { expect, it } from 'vitest';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery } from '#domain/mail/delivery.ts';
import { historyView } from '#components/features/admin/inquiry-desk/historyLines.ts';

const event = (id: number, at: string, kind: InquiryEvent['kind'] = 'note'): InquiryEvent => ({ id, kind, by: 'lee', at, from: null, to: null, body: 'x' });
const mail = (id: number, at: string, eventId: number | null, kind: MailDelivery['kind'] = 'reply'): MailDelivery => ({
  id, kind, to: 'minsu@example.com', subject: 's', status: eventId === null ? 'failed' : 'sent', error: null, attempts: 1, at, sentAt: null, eventId, text: null, by: 'lee',
});

it('puts a sent reply\'s delivery beside its history line and lists every other mail apart, oldest first', () => {
  const events = [event(1, '2026-11-28T01:00:00Z'), event(2, '2026-11-28T03:00:00Z', 'reply')];
  const mails = [mail(10, '2026-11-28T00:30:00Z', null, 'acknowledgement'), mail(11, '2026-11-28T03:00:00Z', 2), mail(12, '2026-11-28T02:00:00Z', null), mail(13, '2026-11-28T00:10:00Z', null, 'notification')];
  const view = historyView(events, mails);
  expect(view.events.map(({ event, delivery }) => [event.id, delivery?.id])).toEqual([[1, undefined], [2, 11]]);
  expect(view.mails.map((m) => m.id)).toEqual([13, 10, 12]);
});

it('lists a mail whose history line is not there apart rather than losing it', () => {
  expect(historyView([], [mail(11, '2026-11-28T03:00:00Z', 99)]).mails.map((m) => m.id)).toEqual([11]);
});

it('keeps the order mails were made in when they share a moment', () => {
  const at = '2026-11-28T01:00:00Z';
  expect(historyView([], [mail(3, at, null), mail(1, at, null), mail(2, at, null)]).mails.map((m) => m.id)).toEqual([3, 1, 2]);
});
