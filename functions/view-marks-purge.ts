import type { Config } from '@netlify/functions';
import { getDb, type Db } from '#db/client.ts';
import { deleteViewMarksBefore } from '#db/repositories/view-marks.ts';
import { dayOf } from './_shared/views/visitor.ts';

/** Marks are needed for the day they count; yesterday's are kept for the hour around midnight. */
export const KEEP_DAYS = 2;

/** Deletes the view marks older than KEEP_DAYS (they can no longer prevent a double count). */
export function runViewMarksPurge(db: Db, now: Date = new Date()): Promise<number> {
  return deleteViewMarksBefore(db, dayOf(now.getTime() - KEEP_DAYS * 86_400_000));
}

/** Scheduled daily, on Netlify and on the local server alike. */
export default async function viewMarksPurge(): Promise<Response> {
  await runViewMarksPurge(getDb());
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
