import { describe, expect, it } from 'vitest';
import { blocksTileSchedule, formatExtraWeeks, formatWeekSpan, formatWeeks, weekTrack } from '#components/features/service-establishment/establishment.ts';
import { serviceEstablishmentSeed } from '#data/pages/service-establishment/index.ts';
import { localeCodes } from '#i18n/locales.ts';

describe('week labels', () => {
  it('fill the templates with locale numbers', () => {
    expect(formatWeeks('ko', '{weeks}주', 8)).toBe('8주');
    expect(formatWeekSpan('en', 'Weeks {from}–{to}', 3, 4)).toBe('Weeks 3–4');
    expect(formatExtraWeeks('en', 'adds {min}–{max} weeks or more', 4, 8)).toBe('adds 4–8 weeks or more');
  });
});

describe('week track', () => {
  it('marks the weeks of a block within the schedule', () => {
    expect(weekTrack(3, 4, 8)).toEqual([false, false, true, true, false, false, false, false]);
  });
  it('rejects blocks outside the schedule', () => {
    expect(() => weekTrack(7, 9, 8)).toThrow(RangeError);
    expect(() => weekTrack(0, 2, 8)).toThrow(RangeError);
  });
  it('checks that blocks tile the schedule', () => {
    expect(blocksTileSchedule([{ fromWeek: 1, toWeek: 4 }, { fromWeek: 5, toWeek: 8 }], 8)).toBe(true);
    expect(blocksTileSchedule([{ fromWeek: 1, toWeek: 2 }, { fromWeek: 4, toWeek: 8 }], 8)).toBe(false);
    expect(blocksTileSchedule([{ fromWeek: 1, toWeek: 6 }], 8)).toBe(false);
  });
});

describe('incorporation constants in every locale', () => {
  for (const locale of localeCodes) {
    it(locale, () => {
      const c = serviceEstablishmentSeed[locale];
      expect(c.timeline.totalWeeks).toBe(8);
      expect(c.timeline.blocks.map((b) => [b.fromWeek, b.toWeek])).toEqual([[1, 2], [3, 4], [5, 6], [7, 8]]);
      expect(blocksTileSchedule(c.timeline.blocks, c.timeline.totalWeeks)).toBe(true);
      expect(c.durations.rows.map((r) => r.weeks)).toEqual([8, 10, 12]);
      expect(c.extraTime.items.map((i) => [i.minWeeks, i.maxWeeks])).toEqual([[4, 8], [2, 6]]);
    });
  }
});
