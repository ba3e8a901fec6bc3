import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { sendDueReminders } from './_shared/admin/inquiries/reminders.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * The desk's morning reminder: each assignee with overdue follow-ups or inquiries unanswered for 24
 * hours gets one e-mail a day in their admin language (functions/_shared/admin/inquiries/reminders.ts).
 * Every 10 minutes from 01:00 to 04:50 UTC, which is 08:00 to 11:50 in Jakarta all year
 * (reminder-plan.ts): the first run sends, the later ones finish what a run left and retry refused
 * sends; none sends a person's mail twice. On Netlify and on the local server alike.
 */
export default async function inquiryReminders(_req?: Request, context?: Context): Promise<Response> {
  const report = await sendDueReminders(getDb(), { site: siteAddress(context) });
  if (report.sent + report.failed + report.deferred > 0) {
    console.log(`[inquiry-reminders] sent ${report.sent}, refused ${report.failed}, left for the next run ${report.deferred}`);
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/10 1-4 * * *' };
