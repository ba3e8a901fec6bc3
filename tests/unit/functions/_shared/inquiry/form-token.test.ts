import { describe, expect, it } from 'vitest';
import { assessTiming, MIN_FILL_MS, readFormToken, signFormToken } from '#functions/_shared/inquiry/form-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!!';

describe('form token', () => {
  it('round-trips the issue time', () => {
    const now = 1_790_000_000_123;
    const token = signFormToken(SECRET, now);
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(readFormToken(SECRET, token)).toBe(now);
  });

  it('refuses a token signed with another secret, or altered in any part', () => {
    const token = signFormToken(SECRET, 1_790_000_000_000);
    expect(readFormToken(`${SECRET}x`, token)).toBeUndefined();
    const [time = '', mac = ''] = token.split('.');
    expect(readFormToken(SECRET, `${(Number.parseInt(time, 36) - 5000).toString(36)}.${mac}`)).toBeUndefined();
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(readFormToken(SECRET, `${time}.${flipped}`)).toBeUndefined();
  });

  it('refuses anything that is not a token', () => {
    for (const value of [undefined, null, 42, {}, '', '.', 'abc', 'x'.repeat(200), 'zz.zz', `${'9'.repeat(20)}.${'A'.repeat(43)}`]) {
      expect(readFormToken(SECRET, value)).toBeUndefined();
    }
  });
});

describe('assessTiming', () => {
  it('calls a submission within 3 s of its token too fast, and one from the future too', () => {
    expect(MIN_FILL_MS).toBe(3000);
    expect(assessTiming(10_000, 12_999)).toBe('too-fast');
    expect(assessTiming(10_000, 13_000)).toBe('ok');
    expect(assessTiming(10_000, 9_000)).toBe('too-fast');
    expect(assessTiming(10_000, 10_000 + 86_400_000)).toBe('ok');
  });

  it('lets a submission without a usable token through (no JavaScript)', () => {
    expect(assessTiming(undefined, 12_345)).toBe('no-token');
  });
});
