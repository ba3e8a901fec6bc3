import { describe, expect, it } from 'vitest';
import { BUILD_RETRY_DELAYS_MINUTES, MAX_BUILD_ATTEMPTS, retryDueAt } from '#functions/_shared/builds/retry-policy.ts';
import { shortBuildError, MAX_BUILD_ERROR_LENGTH } from '#functions/_shared/builds/build-hook.ts';

describe('retry policy of failed builds', () => {
  const failed = new Date('2026-11-24T10:00:00.000Z');

  it('waits 5, 15, then 45 minutes after attempts 1, 2 and 3, and gives up after attempt 4', () => {
    expect(BUILD_RETRY_DELAYS_MINUTES).toEqual([5, 15, 45]);
    expect(MAX_BUILD_ATTEMPTS).toBe(4);
    expect(retryDueAt(failed, 1)?.toISOString()).toBe('2026-11-24T10:05:00.000Z');
    expect(retryDueAt(failed, 2)?.toISOString()).toBe('2026-11-24T10:15:00.000Z');
    expect(retryDueAt(failed, 3)?.toISOString()).toBe('2026-11-24T10:45:00.000Z');
    expect(retryDueAt(failed, 4)).toBeUndefined();
  });
});

describe('shortBuildError', () => {
  it('keeps a short message on one line', () => {
    expect(shortBuildError('astro build exited with 1:\n  [ERROR]  boom\n')).toBe('astro build exited with 1: [ERROR] boom');
    expect(shortBuildError('  \n ')).toBe('unknown error');
  });

  it('cuts a long build log in the middle, keeping what failed (head) and why (tail)', () => {
    const message = `astro build exited with 1: ${'x'.repeat(3000)} TypeError: cannot read notices`;
    const short = shortBuildError(message);
    expect([...short].length).toBeLessThanOrEqual(MAX_BUILD_ERROR_LENGTH);
    expect(short.startsWith('astro build exited with 1:')).toBe(true);
    expect(short.endsWith('TypeError: cannot read notices')).toBe(true);
    expect(short).toContain(' … ');
    // Counted in characters, not bytes: Korean text is not cut in the middle of a character.
    expect([...shortBuildError('빌드 실패 '.repeat(200))].length).toBeLessThanOrEqual(MAX_BUILD_ERROR_LENGTH);
  });
});
