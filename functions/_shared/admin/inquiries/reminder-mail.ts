/**
 * The morning reminder as one plain-text e-mail in the person's admin language: the overdue
 * follow-ups first, then the inquiries unanswered for 24 hours, each with its reference, company and
 * a link to its own page in the desk. Without a configured site address (site-address.ts) the lines go
 * without links rather than with guessed ones.
 */
import type { ReminderList, ReminderRecipient } from '#db/repositories/inquiries/reminders.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';
import type { MailMessage } from '../../inquiry/messages.ts';
import { t, withLocale } from '../messages/index.ts';
import { zonedTime } from './export.ts';

export interface ReminderMail {
  recipient: ReminderRecipient;
  list: ReminderList;
  /** The firm's day it reminds for, YYYY-MM-DD. */
  today: string;
  /** The site's origin, or undefined when none is configured. */
  site: string | undefined;
  from: string;
}

/** A visitor's company on one line (it is theirs to type). */
const oneLine = (text: string) => text.replaceAll(/\s+/g, ' ').trim();

export function reminderMessage({ recipient, list, today, site, from }: ReminderMail): MailMessage {
  return withLocale(recipient.locale, () => {
    const m = t().reminder;
    const timeZone = recipient.time_zone ?? FIRM_TIME_ZONE;
    const entry = (item: ReminderList['items'][number]) => {
      const facts = item.overdue
        ? [m.followUpOn(item.follow_up ?? ''), ...(item.unanswered ? [m.noReplyYet] : [])]
        : [m.receivedAt(zonedTime(item.created_at, timeZone))];
      return [`- ${[item.reference, oneLine(item.company), ...facts].join(' · ')}`, ...(site ? [`  ${site}${deskPath(item.reference)}`] : [])];
    };
    const overdue = list.items.filter((item) => item.overdue);
    const unanswered = list.items.filter((item) => !item.overdue);
    const unlisted = list.overdue + list.unanswered - list.items.length;
    const lines = [
      m.greeting(recipient.username),
      m.intro(today),
      ...(list.overdue > 0 ? ['', m.overdueHeading(list.overdue), ...overdue.flatMap(entry)] : []),
      ...(unanswered.length > 0 ? ['', m.unansweredHeading(list.unanswered), ...unanswered.flatMap(entry)] : []),
      ...(unlisted > 0 ? ['', m.more(unlisted)] : []),
      '',
      '-- ',
      m.footer,
    ];
    return {
      from,
      to: recipient.email,
      subject: m.subject(list.overdue + list.unanswered),
      text: lines.join('\n'),
      // Out-of-office replies are not sent back to an automatic mail (RFC 3834).
      headers: { 'Auto-Submitted': 'auto-generated' },
    };
  });
}
