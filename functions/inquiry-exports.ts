import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { runExports } from './_shared/admin/inquiries/background-export.ts';

/**
 * Continues the exports still waiting (one whose request's run could not finish it, or whose worker
 * stopped) for 20 s of its 30 s, each from where the last run stopped, and deletes those past their
 * day (functions/_shared/admin/inquiries/background-export.ts). Scheduled on Netlify and on the
 * local server alike.
 */
export default async function inquiryExports(): Promise<Response> {
  const prepared = await runExports(getDb());
  if (prepared > 0) console.log(`[inquiry-exports] prepared ${prepared}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
