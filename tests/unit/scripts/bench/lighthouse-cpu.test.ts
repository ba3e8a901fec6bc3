import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from '#scripts/bench/lighthouse-cpu.ts';

describe('calibratedCpuMultiplier (Lighthouse\'s calculator)', () => {
  it('gives the default 4x to the high-end desktop Lighthouse assumes, and its own points elsewhere', () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(DEFAULT_CPU_MULTIPLIER, 1);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(100)).toBe(1);
  });

  it('grows with the host\'s speed', () => {
    const indexes = [200, 500, 799, 801, 1299, 1301, 1700];
    const multipliers = indexes.map(calibratedCpuMultiplier);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
  });

  it('refuses a missing index rather than guess', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(/benchmark index/);
    expect(() => calibratedCpuMultiplier(0)).toThrow(/benchmark index/);
  });
});
