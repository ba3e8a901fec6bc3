import { describe, expect, it } from 'vitest';
import { InvalidScheduleError, parseSchedule } from '#scripts/local-server/schedule.ts';

const at = (iso: string) => new Date(iso);
const next = (expression: string, after: string) => parseSchedule(expression).next(at(after)).toISOString();

describe('parseSchedule: cron expressions as Netlify reads them (UTC)', () => {
  it('computes the next run strictly after the given time, in UTC whatever the machine zone', () => {
    expect(next('*/5 * * * *', '2026-11-24T10:03:30.000Z')).toBe('2026-11-24T10:05:00.000Z');
    expect(next('*/5 * * * *', '2026-11-24T10:05:00.000Z')).toBe('2026-11-24T10:10:00.000Z');
    expect(next('* * * * *', '2026-11-24T10:05:59.999Z')).toBe('2026-11-24T10:06:00.000Z');
    expect(next('30 2 * * *', '2026-11-24T10:00:00.000Z')).toBe('2026-11-25T02:30:00.000Z');
    expect(next('0 0 1 1 *', '2026-11-24T00:00:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads lists, ranges, steps and names', () => {
    expect(next('15,45 9-17/4 * * *', '2026-11-24T09:20:00.000Z')).toBe('2026-11-24T09:45:00.000Z');
    expect(next('15,45 9-17/4 * * *', '2026-11-24T09:50:00.000Z')).toBe('2026-11-24T13:15:00.000Z');
    expect(next('0 8 * * MON-FRI', '2026-11-28T00:00:00.000Z')).toBe('2026-11-30T08:00:00.000Z'); // Saturday -> Monday
    expect(next('0 0 1 JAN *', '2026-11-24T00:00:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('0 0 * * 7', '2026-11-24T00:00:00.000Z')).toBe('2026-11-29T00:00:00.000Z'); // 7 is Sunday, like 0
  });

  it('runs when either a restricted day of month or a restricted day of week matches, as crontab does', () => {
    // 13 November 2026 is a Friday; the next Friday (27th) comes before the next 13th.
    expect(next('0 0 13 * 5', '2026-11-24T00:00:00.000Z')).toBe('2026-11-27T00:00:00.000Z');
    expect(next('0 0 13 * 5', '2026-12-05T00:00:00.000Z')).toBe('2026-12-11T00:00:00.000Z');
  });

  it('supports the shortcuts @hourly, @daily, @weekly, @monthly and @yearly', () => {
    const from = '2026-11-24T10:03:30.000Z';
    expect(next('@hourly', from)).toBe('2026-11-24T11:00:00.000Z');
    expect(next('@daily', from)).toBe('2026-11-25T00:00:00.000Z');
    expect(next('@weekly', from)).toBe('2026-11-29T00:00:00.000Z'); // Sunday midnight
    expect(next('@monthly', from)).toBe('2026-12-01T00:00:00.000Z');
    expect(next('@yearly', from)).toBe('2027-01-01T00:00:00.000Z');
    expect(next('@DAILY', from)).toBe('2026-11-25T00:00:00.000Z');
  });

  it('refuses what Netlify refuses: @reboot, @annually, other shortcuts, six fields, out-of-range values, dates that never come', () => {
    for (const expression of ['@reboot', '@annually', '@midnight', '@every 5m', '0 0 0 * * *', '60 * * * *', '* 24 * * *', '*/0 * * * *', 'MON * * * *', '0 0 30 2 *', '', 'every day']) {
      expect(() => parseSchedule(expression), expression).toThrow(InvalidScheduleError);
    }
  });
});
