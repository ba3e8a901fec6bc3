import type { Config } from '@netlify/functions';
import { getDb } from '#db/client.ts';
import { runBuildRetries } from './_shared/builds/retries.ts';

/**
 * Retries a failed site build with backoff, then flags it for the dashboard
 * (functions/_shared/builds/retries.ts). Scheduled on Netlify and on the local server alike; it asks
 * for the build through BUILD_HOOK_URL, which locally is the server's own rebuild.
 */
export default async function buildRetries(): Promise<Response> {
  const report = await runBuildRetries(getDb());
  if (report.action === 'retried') {
    console.log(`[build-retries] asked for attempt ${report.attempt} of the failed build${report.hook.ok ? '' : `, which failed at once: ${report.hook.error}`}`);
  } else if (report.action === 'flagged') {
    console.error(`[build-retries] build request ${report.id} still fails after every retry: flagged on the admin dashboard`);
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
