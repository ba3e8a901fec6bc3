import { describe, expect, it } from 'vitest';
import { displayName, formatDate, formatNumber, numberFormatOf } from '#i18n/format.ts';

describe('locale formats', () => {
  it('formats dates in the firm\'s time zone, with the weekday when asked, whatever was formatted before', () => {
    expect(formatDate('en', '2025-01-02T20:00:00Z')).toBe('January 3, 2025');
    expect(formatDate('en', '2025-01-02T20:00:00Z', { weekday: true })).toBe('Friday, January 3, 2025');
    expect(formatDate('ko', '2025-01-02T20:00:00Z')).toBe('2025년 1월 3일');
    expect(formatDate('en', '2025-01-02T20:00:00Z')).toBe('January 3, 2025');
  });
  it('formats numbers per locale and options, each formatter made once and reused', () => {
    expect(formatNumber('id', 10000)).toBe('10.000');
    expect(formatNumber('en', 0.125, { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
    expect(formatNumber('en', 10000)).toBe('10,000');
    expect(numberFormatOf('en', { style: 'percent' })).toBe(numberFormatOf('en', { style: 'percent' }));
    expect(numberFormatOf('en', { style: 'percent' })).not.toBe(numberFormatOf('en'));
    expect(numberFormatOf('en')).not.toBe(numberFormatOf('ko'));
  });
  it('names regions and languages in a language, the code itself when unknown', () => {
    expect(displayName('en', 'region', 'ID')).toBe('Indonesia');
    expect(displayName('ko-KR', 'region', 'ID')).toBe('인도네시아');
    expect(displayName('en', 'language', 'ko')).toBe('Korean');
  });
});
