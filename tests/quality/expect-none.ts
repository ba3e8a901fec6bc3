import { expect } from 'vitest';

/** A gate passes when it found nothing; when it did, every finding is printed, one per line. */
export function expectNone(problems: readonly string[]): void {
  expect(problems.join('\n'), `${problems.length} problem(s)`).toBe('');
}
