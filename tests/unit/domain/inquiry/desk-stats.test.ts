import { describe, expect, it } from 'vitest';
import { categoriesOf, countWeeks, weekStarts } from '#domain/inquiry/desk-stats.ts';
import { axisTop, OTHER, seriesOf, waitText, weekSeries } from '#components/features/admin/desk-stats/chart.ts';
import { categoryLabel } from '#components/features/admin/desk-stats/labels.ts';

describe('the desk\'s weeks', () => {
  it('lists every Monday, across a month and a year end', () => {
    expect(weekStarts('2026-12-21', 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('counts rows into their week by service, language and source; empty weeks count zero; rows outside are ignored', () => {
    const weeks = countWeeks(
      [
        { week: '2026-11-09', service: 'visa', locale: 'ko', source: 'google.com', n: 2 },
        { week: '2026-11-09', service: 'hr', locale: null, source: 'direct', n: 1 },
        { week: '2026-11-23', service: 'visa', locale: 'en', source: 'direct', n: 4 },
        { week: '2026-10-26', service: 'visa', locale: 'en', source: 'direct', n: 9 },
      ],
      '2026-11-09',
      3,
    );
    expect(weeks).toEqual([
      { start: '2026-11-09', total: 3, service: { visa: 2, hr: 1 }, locale: { ko: 2, unknown: 1 }, source: { 'google.com': 2, direct: 1 } },
      { start: '2026-11-16', total: 0, service: {}, locale: {}, source: {} },
      { start: '2026-11-23', total: 4, service: { visa: 4 }, locale: { en: 4 }, source: { direct: 4 } },
    ]);
    expect(categoriesOf(weeks, 'source')).toEqual(['direct', 'google.com']);
  });

  it('stacks the seven largest categories and groups the rest as other, so every week adds up', () => {
    const many = countWeeks(
      Array.from({ length: 10 }, (_, i) => ({ week: '2026-11-09', service: 'visa', locale: 'ko', source: `site${i}.example`, n: 10 - i })),
      '2026-11-09',
      1,
    );
    const series = seriesOf(many, 'source');
    expect(series).toHaveLength(7);
    expect(series.at(-1)).toBe(OTHER);
    const counts = weekSeries(many[0]!, 'source', series);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(many[0]!.total);
    expect(counts.at(-1)).toBe(4 + 3 + 2 + 1);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten and writes waits in minutes or hours', () => {
    expect(axisTop(countWeeks([{ week: '2026-11-09', service: 'visa', locale: 'ko', source: 'direct', n: 37 }], '2026-11-09', 1))).toBe(50);
    expect(axisTop(countWeeks([], '2026-11-09', 2))).toBe(1);
    const texts = { minutes: '{n}분', hours: '{n}시간' };
    expect(waitText(95.4, texts, String)).toBe('95분');
    expect(waitText(150, texts, String)).toBe('2.5시간');
  });

  it('names categories in the admin\'s language', () => {
    const texts = { services: { visa: '비자' }, direct: '직접 방문', unknown: '알 수 없음', other: '기타' };
    expect(categoryLabel('service', 'visa', texts)).toBe('비자');
    expect(categoryLabel('locale', 'ja', texts)).toBe('日本語');
    expect(categoryLabel('locale', 'unknown', texts)).toBe('알 수 없음');
    expect(categoryLabel('source', 'direct', texts)).toBe('직접 방문');
    expect(categoryLabel('source', OTHER, texts)).toBe('기타');
    expect(categoryLabel('source', 'google.com', texts)).toBe('google.com');
  });
});
