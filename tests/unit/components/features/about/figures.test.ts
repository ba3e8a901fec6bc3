import { describe, expect, it } from 'vitest';
import { fileSize, figure, percent } from '#components/features/about/figures.ts';

describe('figure', () => {
  it('formats the number in the locale and fills the template', () => {
    expect(figure('ko', 10000, '{n}+')).toBe('10,000+');
    expect(figure('id', 10000, '{n}+')).toBe('10.000+');
    expect(figure('ja', 23, '{n}年')).toBe('23年');
    expect(figure('en', 70)).toBe('70');
  });
});

describe('percent', () => {
  it('reads a whole percentage in every locale', () => {
    for (const locale of ['ko', 'en', 'id', 'zh', 'ja'] as const) expect(percent(locale, 100)).toMatch(/^100\s?%$/);
  });
});

describe('fileSize', () => {
  it('uses kilobytes with one decimal below 10', () => {
    expect(fileSize('en', 19413)).toBe('19 kB');
    expect(fileSize('en', 4321)).toBe('4.3 kB');
    expect(fileSize('id', 4321)).toBe('4,3 kB');
  });
  it('never shows less than 1 kB', () => {
    expect(fileSize('en', 981)).toBe('1 kB');
    expect(fileSize('en', 0)).toBe('1 kB');
  });
  it('switches to megabytes from 1,000,000 bytes', () => {
    expect(fileSize('en', 2_500_000)).toBe('2.5 MB');
  });
  it('rejects impossible sizes', () => {
    expect(() => fileSize('en', -1)).toThrow(RangeError);
    expect(() => fileSize('en', Number.NaN)).toThrow(RangeError);
  });
});
