import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { processDueNotifications } from './_shared/inquiry/notifications.ts';

/**
 * Retries the inquiry e-mails whose first attempt (right after the inquiry was stored) failed or
 * never ran, with exponential backoff (functions/_shared/inquiry/notifications.ts). Scheduled on
 * Netlify and on the local server alike (scripts/local-server/scheduler.ts).
 */
export default async function inquiryNotifications(): Promise<Response> {
  const report = await processDueNotifications(getDb());
  if (report.sent + report.retrying + report.failed > 0) {
    console.log(`[inquiry-notifications] sent ${report.sent}, retrying ${report.retrying}, given up ${report.failed}`);
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
