/**
 * BPJS contributions of the example table: rupiah amounts computed from the rates and the wage
 * basis (the original site's typed amounts disagreed with its own rates). Rates
 * are percentages (4 = 4 %); arithmetic runs in hundredths of a percent so that 3.7 % of
 * Rp 5,400,000 is exactly Rp 199,800.
 */
export interface Range {
  min: number;
  max: number;
}
export interface RateInput {
  employerMin: number;
  employerMax: number;
  employee: number;
}
export interface Contribution {
  employerRate: Range;
  employeeRate: number;
  employerAmount: Range;
  employeeAmount: number;
}
export interface BpjsTable {
  health: Contribution;
  employment: Contribution[];
  /** BPJS Ketenagakerjaan rows added up (ranges at their lowest risk rate and highest alike). */
  employmentSubtotal: Contribution;
  total: Contribution;
  /** Employer and employee shares together. */
  combined: { rate: Range; amount: Range };
}

const basisPoints = (percent: number) => Math.round(percent * 100);
const fromBasisPoints = (bp: number) => bp / 100;
const amountOf = (wage: number, bp: number) => Math.round((wage * bp) / 10_000);

interface Raw {
  employer: Range;
  employee: number;
}
const raw = (rate: RateInput): Raw => ({
  employer: { min: basisPoints(rate.employerMin), max: basisPoints(rate.employerMax) },
  employee: basisPoints(rate.employee),
});
const add = (rows: Raw[]): Raw =>
  rows.reduce(
    (sum, row) => ({
      employer: { min: sum.employer.min + row.employer.min, max: sum.employer.max + row.employer.max },
      employee: sum.employee + row.employee,
    }),
    { employer: { min: 0, max: 0 }, employee: 0 },
  );
const contribution = (wage: number, row: Raw): Contribution => ({
  employerRate: { min: fromBasisPoints(row.employer.min), max: fromBasisPoints(row.employer.max) },
  employeeRate: fromBasisPoints(row.employee),
  employerAmount: { min: amountOf(wage, row.employer.min), max: amountOf(wage, row.employer.max) },
  employeeAmount: amountOf(wage, row.employee),
});

/** The monthly contributions of one employee earning `wage` rupiah. */
export function computeBpjs(
  wage: number,
  health: { employer: number; employee: number },
  employment: readonly RateInput[],
): BpjsTable {
  if (!(Number.isFinite(wage) && wage >= 0)) throw new RangeError(`Not a wage: ${wage}`);
  const healthRaw = raw({ employerMin: health.employer, employerMax: health.employer, employee: health.employee });
  const employmentRaw = employment.map(raw);
  const subtotal = add(employmentRaw);
  const total = add([healthRaw, subtotal]);
  const combined = { min: total.employer.min + total.employee, max: total.employer.max + total.employee };
  return {
    health: contribution(wage, healthRaw),
    employment: employmentRaw.map((row) => contribution(wage, row)),
    employmentSubtotal: contribution(wage, subtotal),
    total: contribution(wage, total),
    combined: {
      rate: { min: fromBasisPoints(combined.min), max: fromBasisPoints(combined.max) },
      amount: { min: amountOf(wage, combined.min), max: amountOf(wage, combined.max) },
    },
  };
}
