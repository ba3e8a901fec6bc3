import { expect, it } from 'vitest';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery } from '#domain/mail/delivery.ts';
import { historyLines } from '#components/features/admin/inquiry-desk/historyLines.ts';

const event = (id: number, at: string, kind: InquiryEvent['kind'] = 'note'): InquiryEvent => ({ id, kind, by: 'lee', at, from: null, to: null, body: 'x' });
const mail = (id: number, at: string, eventId: number | null, kind: MailDelivery['kind'] = 'reply'): MailDelivery => ({
  id, kind, to: 'minsu@example.com', subject: 's', status: eventId === null ? 'failed' : 'sent', error: null, attempts: 1, at, sentAt: null, eventId, text: null, by: 'lee',
});

it('puts a sent reply\'s delivery beside its history line and every other mail on a line of its own, in time order', () => {
  const events = [event(1, '2026-11-28T01:00:00Z'), event(2, '2026-11-28T03:00:00Z', 'reply')];
  const mails = [mail(10, '2026-11-28T00:30:00Z', null, 'acknowledgement'), mail(11, '2026-11-28T03:00:00Z', 2), mail(12, '2026-11-28T02:00:00Z', null)];
  const lines = historyLines(events, mails);
  expect(lines.map((line) => (line.type === 'event' ? `event ${line.event.id}${line.delivery ? ` + mail ${line.delivery.id}` : ''}` : `mail ${line.mail.id}`))).toEqual([
    'mail 10',
    'event 1',
    'mail 12',
    'event 2 + mail 11',
  ]);
});

it('shows a mail whose history line is not there on its own line rather than losing it', () => {
  expect(historyLines([], [mail(11, '2026-11-28T03:00:00Z', 99)]).map((line) => line.type)).toEqual(['mail']);
});

it('keeps the order lines came in when they share a moment', () => {
  const at = '2026-11-28T01:00:00Z';
  expect(historyLines([event(1, at), event(2, at)], [mail(3, at, null)]).map((line) => (line.type === 'event' ? line.event.id : line.mail.id))).toEqual([1, 2, 3]);
});
