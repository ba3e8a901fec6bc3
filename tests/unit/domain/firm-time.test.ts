import { describe, expect, it } from 'vitest';
import { calendarDay } from '#domain/firm-time.ts';

describe('calendarDay', () => {
  it("gives each time zone its own day, the firm's (Jakarta) by default", () => {
    const evening = new Date('2026-11-26T20:00:00Z');
    expect(calendarDay(evening)).toBe('2026-11-27');
    expect(calendarDay(evening, 'UTC')).toBe('2026-11-26');
    expect(calendarDay(evening, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(calendarDay(evening, 'Asia/Jakarta')).toBe('2026-11-27');
    expect(calendarDay(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => calendarDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
