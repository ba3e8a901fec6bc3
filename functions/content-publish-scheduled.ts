import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { publishDueDrafts } from './_shared/admin/content/drafts.ts';

/**
 * Publishes the drafts whose set time has come and starts the rebuild. Every minute, on Netlify and on
 * the local server alike (scripts/local-server/scheduler.ts), so a draft goes live within a minute of its time.
 */
export default async function contentPublishScheduled(): Promise<Response> {
  const run = await publishDueDrafts(getDb(), new Date());
  if (run.published + run.unscheduled > 0) console.log(`[content-publish] published ${run.published} scheduled drafts, ${run.unscheduled} left for an editor`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '* * * * *' };
