import { describe, expect, it } from 'vitest';
import {
  addressBucket, DEFAULT_GLOBAL, DEFAULT_PER_ADDRESS, limitsFromEnv, parseLimit, retryAfterSeconds, windowStart,
} from '#functions/_shared/inquiry/rate-limit.ts';
import { clientKey } from '#functions/_shared/client-address.ts';

describe('limits', () => {
  it('default to 5 per address per 10 minutes and 300 overall per minute', () => {
    expect(DEFAULT_PER_ADDRESS).toEqual({ max: 5, windowMs: 600_000 });
    expect(DEFAULT_GLOBAL).toEqual({ max: 300, windowMs: 60_000 });
    expect(limitsFromEnv({})).toEqual({ perAddress: DEFAULT_PER_ADDRESS, global: DEFAULT_GLOBAL });
  });

  it('are overridden by "<max>" or "<max>/<seconds>"', () => {
    expect(parseLimit('20', DEFAULT_PER_ADDRESS)).toEqual({ max: 20, windowMs: 600_000 });
    expect(parseLimit(' 3 / 60 ', DEFAULT_PER_ADDRESS)).toEqual({ max: 3, windowMs: 60_000 });
    expect(limitsFromEnv({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '100000', INQUIRY_RATE_LIMIT_GLOBAL: '1000/1' })).toEqual({
      perAddress: { max: 100_000, windowMs: 600_000 },
      global: { max: 1000, windowMs: 1000 },
    });
  });

  it('fall back to the default on nonsense', () => {
    for (const value of ['', 'abc', '0', '-5', '5/0', '5/100000', '1e3', '5/abc', '5/60/2']) {
      expect(parseLimit(value, DEFAULT_GLOBAL), value).toEqual(DEFAULT_GLOBAL);
    }
  });
});

describe('fixed windows', () => {
  it('start at multiples of the window', () => {
    expect(windowStart(600_000 * 7 + 123, 600_000)).toBe(600_000 * 7);
    expect(windowStart(600_000 * 7, 600_000)).toBe(600_000 * 7);
  });

  it('give Retry-After as the whole seconds left in the window, at least 1', () => {
    expect(retryAfterSeconds(600_000 * 7, 600_000)).toBe(600);
    expect(retryAfterSeconds(600_000 * 7 + 1, 600_000)).toBe(600);
    expect(retryAfterSeconds(600_000 * 8 - 1500, 600_000)).toBe(2);
    expect(retryAfterSeconds(600_000 * 8 - 1, 600_000)).toBe(1);
  });
});

describe('clients', () => {
  it('are IPv4 addresses, or IPv6 /64 networks', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::10')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('count IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::ffff:c000:0201')).toBe('192.0.2.1');
  });

  it('share one "unknown" bucket when the address is missing or malformed', () => {
    for (const value of [undefined, '', 'not an ip', '1::2::3', '12345::', 'gggg::1', '::ffff:999.1.1.1']) expect(clientKey(value), String(value)).toBe('unknown');
  });

  it('are keyed by a hash, never stored as addresses', () => {
    const bucket = addressBucket('secret-secret-secret-secret-secret', '203.0.113.7');
    expect(bucket).toMatch(/^a:[A-Za-z0-9_-]{32}$/);
    expect(bucket).not.toContain('203');
    expect(addressBucket('secret-secret-secret-secret-secret', '2001:db8:1:2::1')).toBe(addressBucket('secret-secret-secret-secret-secret', '2001:db8:1:2::ffff'));
    expect(addressBucket('another-secret-another-secret-xx', '203.0.113.7')).not.toBe(bucket);
  });
});
