import { describe, expect, it } from 'vitest';
import { computeBpjs } from '#components/features/service-hr/bpjs.ts';
import { formatPercent, formatPercentRange, formatRupiah, formatRupiahRange, progressPercent } from '#components/features/service-hr/hr.ts';
import { serviceHrSeed } from '#data/pages/service-hr/index.ts';
import { localeCodes } from '#i18n/locales.ts';

const WAGE = 5_400_000;
const HEALTH = { employer: 4, employee: 1 };
const EMPLOYMENT = [
  { employerMin: 3.7, employerMax: 3.7, employee: 2 }, // JHT
  { employerMin: 0.24, employerMax: 1.74, employee: 0 }, // JKK, by risk class
  { employerMin: 0.3, employerMax: 0.3, employee: 0 }, // JKM
];

describe('computeBpjs on the 2025 Jakarta minimum wage (Rp 5,400,000)', () => {
  const table = computeBpjs(WAGE, HEALTH, EMPLOYMENT);

  it('computes each programme from its rate', () => {
    expect(table.health).toEqual({ employerRate: { min: 4, max: 4 }, employeeRate: 1, employerAmount: { min: 216_000, max: 216_000 }, employeeAmount: 54_000 });
    const [jht, jkk, jkm] = table.employment;
    expect(jht?.employerAmount).toEqual({ min: 199_800, max: 199_800 });
    expect(jht?.employeeAmount).toBe(108_000);
    expect(jkk?.employerAmount).toEqual({ min: 12_960, max: 93_960 });
    expect(jkk?.employeeAmount).toBe(0);
    expect(jkm?.employerAmount).toEqual({ min: 16_200, max: 16_200 });
  });

  it('adds up to the spec subtotals and totals exactly (no floating-point drift)', () => {
    expect(table.employmentSubtotal.employerRate.min).toBe(4.24);
    expect(table.employmentSubtotal.employeeRate).toBe(2);
    expect(table.employmentSubtotal.employerAmount.min).toBe(228_960);
    expect(table.employmentSubtotal.employeeAmount).toBe(108_000);
    expect(table.total.employerRate.min).toBe(8.24);
    expect(table.total.employeeRate).toBe(3);
    expect(table.total.employerAmount.min).toBe(444_960);
    expect(table.total.employeeAmount).toBe(162_000);
    expect(table.combined.rate.min).toBe(11.24);
    expect(table.combined.amount.min).toBe(606_960);
  });

  it('keeps amounts consistent with rates for any wage', () => {
    for (const wage of [0, 1_000_000, 4_901_798, 12_000_000]) {
      const t = computeBpjs(wage, HEALTH, EMPLOYMENT);
      expect(t.combined.amount.min).toBe(Math.round((wage * 1124) / 10_000));
      expect(t.total.employerAmount.min + t.total.employeeAmount).toBeCloseTo(t.combined.amount.min, -1);
    }
  });

  it('rejects a wage that is not a number of rupiah', () => {
    expect(() => computeBpjs(Number.NaN, HEALTH, EMPLOYMENT)).toThrow(RangeError);
    expect(() => computeBpjs(-1, HEALTH, EMPLOYMENT)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('writes percentages per locale', () => {
    expect(formatPercent('en', 3.7)).toBe('3.7%');
    expect(formatPercent('id', 3.7)).toBe('3,7%');
    expect(formatPercent('ko', 11.24)).toBe('11.24%');
    expect(formatPercentRange('en', { min: 0.24, max: 1.74 })).toBe('0.24%–1.74%');
    expect(formatPercentRange('en', { min: 4, max: 4 })).toBe('4%');
  });
  it('writes rupiah per locale', () => {
    expect(formatRupiah('en', 216_000)).toBe('Rp\u00a0216,000');
    expect(formatRupiah('id', 216_000)).toBe('Rp\u00a0216.000');
    expect(formatRupiahRange('en', { min: 12_960, max: 93_960 })).toBe('Rp\u00a012,960–93,960');
    expect(formatRupiahRange('ja', { min: 5, max: 5 })).toBe('Rp\u00a05');
  });
  it('computes step progress', () => {
    expect(progressPercent(1, 9)).toBe(11);
    expect(progressPercent(9, 9)).toBe(100);
    expect(() => progressPercent(10, 9)).toThrow(RangeError);
  });
});

describe('labour and BPJS constants in every locale', () => {
  for (const locale of localeCodes) {
    it(locale, () => {
      const c = serviceHrSeed[locale];
      expect(c.regulation).toMatchObject({ minWorkers: 10, reviewDays: 14, approvalWorkingDays: 30 });
      expect(c.regulation.steps).toHaveLength(7);
      expect(c.contracts.probationMonths).toBe(3);
      expect(c.contracts.rows).toHaveLength(4);
      expect(c.bpjs).toMatchObject({ foreignerMonths: 6, year: 2025, wageBasis: 5_400_000 });
      expect(c.bpjs.health).toMatchObject({ employer: 4, employee: 1 });
      expect(c.bpjs.employment.rows.map((r) => [r.employerMin, r.employerMax, r.employee])).toEqual(EMPLOYMENT.map((r) => [r.employerMin, r.employerMax, r.employee]));
      expect(c.recruitment.smallBusiness).toEqual({ weeksMin: 2, weeksMax: 3, staffMin: 5, staffMax: 30 });
      expect(c.recruitment.groupMin).toBe(100);
      expect(c.process.steps).toHaveLength(9);
      expect(c.templates.items).toHaveLength(8);
    });
  }
});
