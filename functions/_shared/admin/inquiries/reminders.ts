/**
 * The desk's morning reminder (scheduled: functions/inquiry-reminders.ts): each person owed one
 * today gets one e-mail listing their overdue follow-ups and unanswered inquiries.
 *
 * Once a day per person, however often the job runs: each person's day is claimed (a row keyed by
 * person and day, inserted in one statement) before the mail is sent, then marked sent, or failed
 * when the mail server refused it, which a later run of the same morning may try again (at most
 * MAX_ATTEMPTS). A run stopped mid-send leaves its claim "sending" and that mail is not sent again:
 * a missed reminder is better than a doubled one. One run takes at most RECIPIENTS_PER_RUN people
 * and starts no send after SEND_BUDGET_MS (reminder-plan.ts); the next run continues.
 */
import type { Db } from '#db/client.ts';
import {
  claimReminder,
  deleteRemindersBefore,
  markReminderFailed,
  markReminderSent,
  releaseReminder,
  reminderList,
  reminderRecipients,
} from '#db/repositories/inquiries/reminders.ts';
import { smtpSettings, type SmtpSettings } from '../../inquiry/config.ts';
import { smtpMailer, type Mailer } from '../../inquiry/mailer.ts';
import { sendRecorded } from '../../mail/deliveries.ts';
import { reminderMessage } from './reminder-mail.ts';
import { LISTED_PER_MAIL, MAX_ATTEMPTS, RECIPIENTS_PER_RUN, reminderRun, SEND_BUDGET_MS } from './reminder-plan.ts';

export interface ReminderOptions {
  now?: () => Date;
  /** The site's origin for the links; undefined: the mail goes without them. */
  site: string | undefined;
  settings?: SmtpSettings | undefined;
  mailer?: Mailer;
  log?: (line: string) => void;
  /** People taken by this run (RECIPIENTS_PER_RUN). */
  limit?: number;
}

export interface ReminderReport {
  /** Why nothing was looked at: outside the firm's morning, or no mail server. */
  skipped?: 'outside-morning' | 'no-mail';
  sent: number;
  failed: number;
  /** People left for the next run (the budget was spent before their turn). */
  deferred: number;
}

export async function sendDueReminders(db: Db, options: ReminderOptions): Promise<ReminderReport> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const report: ReminderReport = { sent: 0, failed: 0, deferred: 0 };
  const start = now();
  const run = reminderRun(start);
  if (!run) return { ...report, skipped: 'outside-morning' };
  const settings = 'settings' in options ? options.settings : smtpSettings();
  if (!settings) return { ...report, skipped: 'no-mail' };
  const mailer = options.mailer ?? smtpMailer(settings);
  await deleteRemindersBefore(db, run.keepFrom);
  const recipients = await reminderRecipients(db, run, { limit: options.limit ?? RECIPIENTS_PER_RUN, maxAttempts: MAX_ATTEMPTS });
  for (const [index, recipient] of recipients.entries()) {
    if (now().getTime() - start.getTime() >= SEND_BUDGET_MS) {
      report.deferred = recipients.length - index;
      break;
    }
    const attempt = await claimReminder(db, recipient.id, run.today, MAX_ATTEMPTS);
    if (attempt === undefined) continue; // another run has it
    const list = await reminderList(db, recipient.id, run, LISTED_PER_MAIL);
    if (list.items.length === 0) {
      await releaseReminder(db, recipient.id, run.today);
      continue;
    }
    const mail = reminderMessage({ recipient, list, today: run.today, site: options.site, from: settings.from });
    // Recorded like every outgoing mail, so the dashboard's mail health counts a refused reminder too.
    const sent = await sendRecorded(db, { kind: 'reminder', adminId: recipient.id, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers ? { headers: mail.headers } : {}) }, { settings, mailer });
    if (!sent.ok) {
      const message = sent.reason === 'send-failed' ? sent.error : sent.reason;
      await markReminderFailed(db, recipient.id, run.today, message);
      report.failed += 1;
      log(`[inquiry-reminders] the reminder to admin ${recipient.id}, attempt ${attempt} of ${MAX_ATTEMPTS}, was refused: ${message}`);
      continue;
    }
    await markReminderSent(db, recipient.id, run.today, { overdue: list.overdue, unanswered: list.unanswered });
    report.sent += 1;
  }
  return report;
}
