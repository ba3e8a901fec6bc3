import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdRange } from '#components/features/service-investment/investment.ts';

describe('investment amounts', () => {
  it('formats short USD amounts per locale', () => {
    expect(formatUsd('en', 12_000_000)).toBe('USD\u00a012M');
    expect(formatUsd('en', 1_500_000)).toBe('USD\u00a01.5M');
    expect(formatUsd('ko', 12_000_000)).toBe('USD\u00a01200만');
    expect(formatUsd('id', 1_500_000)).toMatch(/^USD\s1,5\sjt$/);
  });

  it('formats the individual project range (USD 10k to 500k)', () => {
    expect(formatUsdRange('en', 10_000, 500_000)).toBe('USD\u00a010–500K');
    expect(formatUsdRange('ko', 10_000, 500_000)).toBe('USD\u00a01~50만');
    expect(formatUsdRange('ja', 10_000, 500_000)).toContain('50万');
  });
});
