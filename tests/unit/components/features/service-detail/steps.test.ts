import { describe, expect, it } from 'vitest';
import { stepNumber } from '#components/features/service-detail/steps.ts';

describe('stepNumber', () => {
  it('pads single digits and keeps two-digit numbers', () => {
    expect(stepNumber(0)).toBe('01');
    expect(stepNumber(8)).toBe('09');
    expect(stepNumber(9)).toBe('10');
  });
});
