import type { Config } from '@netlify/functions';
import { parseDayRange } from '#domain/analytics/report.ts';
import { calendarDay } from '#domain/firm-time.ts';
import { loadAnalytics } from './_shared/admin/analytics.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';

/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (owners and editors): the visitor figures
 * of those days of the firm's calendar, both included (src/domain/analytics/report.ts), the last 30
 * days without either; 400 with field errors for one of the two alone, a bad day, a reversed range or
 * one longer than 366 days.
 */
export default adminRoute('admin-analytics', {
  GET: async ({ url, db }) => {
    const range = parseDayRange(url.searchParams.get('from'), url.searchParams.get('to'), calendarDay(new Date()));
    if (!range.ok) return fieldErrors(range.fields);
    return adminJson(await loadAnalytics(db, range.from, range.to));
  },
});

export const config: Config = { path: '/api/admin/analytics' };
