import type { Config, Context } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { processDueNotifications } from './_shared/inquiry/notifications.ts';
import { siteAddress } from './_shared/site-address.ts';

/**
 * Retries the inquiry e-mails whose first attempt (right after the inquiry was stored) failed or
 * never ran, with exponential backoff (functions/_shared/inquiry/notifications.ts). Scheduled on
 * Netlify and on the local server alike (scripts/local-server/scheduler.ts).
 */
export default async function inquiryNotifications(_req?: Request, context?: Context): Promise<Response> {
  // The firm's mail links to the desk at the site's configured address.
  const report = await processDueNotifications(getDb(), { site: siteAddress(context) });
  if (report.sent + report.retrying + report.failed > 0) {
    console.log(`[inquiry-notifications] sent ${report.sent}, retrying ${report.retrying}, given up ${report.failed}`);
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
