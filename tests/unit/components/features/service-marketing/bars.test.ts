import { describe, expect, it } from 'vitest';
import { barWidthClass } from '#components/features/service-marketing/bars.ts';

describe('barWidthClass', () => {
  it('gives the largest value the full width', () => {
    expect(barWidthClass(169.8, 169.8)).toBe('w-full');
  });

  it('rounds the share to 5 %', () => {
    expect(barWidthClass(89.2, 169.8)).toBe('w-[55%]'); // 52.5 % -> 55 %
    expect(barWidthClass(128.1, 169.8)).toBe('w-[75%]'); // 75.4 %
    expect(barWidthClass(93.4, 169.8)).toBe('w-[55%]'); // 55.0 %
  });

  it('never draws less than 5 % nor more than full', () => {
    expect(barWidthClass(0.1, 169.8)).toBe('w-[5%]');
    expect(barWidthClass(0, 169.8)).toBe('w-[5%]');
    expect(barWidthClass(500, 169.8)).toBe('w-full');
    expect(barWidthClass(5, 0)).toBe('w-[5%]');
  });
});
