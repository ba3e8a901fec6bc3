import { describe, expect, it } from 'vitest';
import { config } from '#functions/inquiry-reminders.ts';
import { dayBefore, firmHour, KEEP_DAYS, REMINDER_HOURS, reminderRun, UNANSWERED_AFTER_HOURS } from '#functions/_shared/admin/inquiries/reminder-plan.ts';
import { parseSchedule } from '#scripts/local-server/schedule.ts';

const at = (iso: string) => new Date(iso);

describe('the morning reminder: when it runs and what a run works on', () => {
  it('reads the hour in Jakarta (UTC+7 all year), whatever the machine zone', () => {
    expect(firmHour(at('2026-11-28T00:59:59Z'))).toBe(7);
    expect(firmHour(at('2026-11-28T01:00:00Z'))).toBe(8);
    expect(firmHour(at('2026-06-15T16:59:00Z'))).toBe(23);
    expect(firmHour(at('2026-06-15T17:00:00Z'))).toBe(0);
  });

  it('works from 08:00 to before 12:00 in Jakarta, on the firm day, and nowhere else', () => {
    expect(reminderRun(at('2026-11-28T00:59:59Z'))).toBeUndefined();
    expect(reminderRun(at('2026-11-28T01:00:00Z'))).toEqual({ today: '2026-11-28', cutoff: at('2026-11-27T01:00:00Z'), keepFrom: '2026-10-29' });
    expect(reminderRun(at('2026-11-28T04:59:59Z'))?.today).toBe('2026-11-28');
    expect(reminderRun(at('2026-11-28T05:00:00Z'))).toBeUndefined();
    // 23:30 UTC is already the next morning's small hours in Jakarta (06:30): not yet.
    expect(reminderRun(at('2026-11-27T23:30:00Z'))).toBeUndefined();
    // The firm day is Jakarta's: 01:30 UTC on 1 January is 08:30 on 1 January.
    expect(reminderRun(at('2027-01-01T01:30:00Z'))?.today).toBe('2027-01-01');
  });

  it('calls unanswered what arrived 24 hours before the run or earlier', () => {
    const now = at('2026-11-28T02:10:00Z');
    expect(UNANSWERED_AFTER_HOURS).toBe(24);
    expect(reminderRun(now)!.cutoff.toISOString()).toBe('2026-11-27T02:10:00.000Z');
  });

  it('counts days back over month and year ends', () => {
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(dayBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(dayBefore('2027-01-15', KEEP_DAYS)).toBe('2026-12-16');
  });

  it('is scheduled only inside that window, every 10 minutes, the first run at 08:00 in Jakarta', () => {
    const schedule = parseSchedule(config.schedule!);
    const runs: Date[] = [];
    for (let next = schedule.next(at('2026-11-27T17:00:00Z')); next < at('2026-11-28T17:00:00Z'); next = schedule.next(next)) runs.push(next);
    expect(runs).toHaveLength(24);
    expect(runs[0]!.toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(runs.at(-1)!.toISOString()).toBe('2026-11-28T04:50:00.000Z');
    for (const run of runs) {
      expect(reminderRun(run), run.toISOString()).toBeDefined();
      expect(firmHour(run)).toBeGreaterThanOrEqual(REMINDER_HOURS.from);
      expect(firmHour(run)).toBeLessThan(REMINDER_HOURS.until);
    }
  });
});
