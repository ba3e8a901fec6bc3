import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { publishDueDrafts } from './_shared/admin/content/drafts.ts';
import { publishDuePageDrafts } from './_shared/admin/pages/drafts.ts';

/**
 * Publishes the drafts whose set time has come (notices, FAQs, CSR stories, then the content pages'
 * drafts) and starts the rebuild. Every minute, on Netlify and on
 * the local server alike (scripts/local-server/scheduler.ts), so a draft goes live within a minute of its time.
 */
export default async function contentPublishScheduled(): Promise<Response> {
  const now = new Date();
  const items = await publishDueDrafts(getDb(), now);
  const pages = await publishDuePageDrafts(getDb(), now);
  const run = { published: items.published + pages.published, unscheduled: items.unscheduled + pages.unscheduled };
  if (run.published + run.unscheduled > 0) console.log(`[content-publish] published ${run.published} scheduled drafts, ${run.unscheduled} left for an editor`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '* * * * *' };
