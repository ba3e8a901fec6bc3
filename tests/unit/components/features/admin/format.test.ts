import { describe, expect, it } from 'vitest';
import { adminKo } from '#data/admin/app/ko.ts';
import { formatDateTime, labelOf } from '#components/features/admin/format.ts';

describe('format', () => {
  it('writes dates in Korean, in Jakarta time', () => {
    const text = formatDateTime('2026-11-22T08:05:00Z');
    expect(text).toContain('2026년 11월 22일');
    expect(text).toMatch(/오후 3:05/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('labels known keys and passes through the rest', () => {
    expect(labelOf(adminKo.inquiries.services, 'visa')).toBe('비자·체류 허가');
    expect(labelOf(adminKo.inquiries.budgets, 'k10to50')).toBe('USD 10K–50K');
    expect(labelOf(adminKo.inquiries.services, '비자 컨설팅')).toBe('비자 컨설팅');
    expect(labelOf(adminKo.inquiries.services, 'constructor')).toBe('constructor');
    expect(labelOf(adminKo.inquiries.services, null)).toBe('');
  });
});
