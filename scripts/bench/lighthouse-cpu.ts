/**
 * Lighthouse's CPU calibration (its docs/throttling.md, "Calibrating the CPU slowdown", and the
 * calculator it links): the default 4x slowdown takes a high-end desktop (benchmark index about 1533)
 * to the mid-tier phone the mobile preset emulates; a weaker host needs a smaller multiplier to
 * emulate the same phone, a stronger one a larger. Lighthouse itself warns below an index of 1000.
 */
export const DEFAULT_CPU_MULTIPLIER = 4;

/** The multiplier that emulates the mobile preset's phone from a host of this benchmark index. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
