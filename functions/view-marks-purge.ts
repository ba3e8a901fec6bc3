import type { Config } from '@netlify/functions';
import { getDb, type Db } from '#db/client.ts';
import { deleteViewMarksBefore } from '#db/repositories/view-marks.ts';
import { deleteVisitorHashesBefore } from '#db/repositories/visitor-analytics.ts';
import { calendarDay } from '#domain/firm-time.ts';
import { dayOf } from './_shared/views/visitor.ts';

/** Marks are needed for the day they count; yesterday's are kept for the hour around midnight. */
export const KEEP_DAYS = 2;

/** Deletes the view marks older than KEEP_DAYS (they can no longer prevent a double count). */
export function runViewMarksPurge(db: Db, now: Date = new Date()): Promise<number> {
  return deleteViewMarksBefore(db, dayOf(now.getTime() - KEEP_DAYS * 86_400_000));
}

/**
 * Deletes the visitor analytics' salts and visitor hashes of the firm's days before today: once its
 * day is over a hash counts nothing, and without the salt it can never be recomputed.
 */
export function runVisitorHashPurge(db: Db, now: Date = new Date()): Promise<number> {
  return deleteVisitorHashesBefore(db, calendarDay(now));
}

/**
 * Scheduled hourly, on Netlify and on the local server alike: the visitor hashes then go within an
 * hour of the end of their day (the firm's midnight is not UTC's).
 */
export default async function viewMarksPurge(): Promise<Response> {
  const db = getDb();
  await runViewMarksPurge(db);
  await runVisitorHashPurge(db);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
