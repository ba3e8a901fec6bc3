import { describe, expect, it } from 'vitest';
import { isCrossSite } from '#functions/_shared/admin/request-guards.ts';

describe('isCrossSite', () => {
  const url = new URL('https://example.com/api/admin/notices');
  const check = (headers: Record<string, string>) => isCrossSite(new Request(url, { method: 'POST', headers }), url);

  it('lets same-origin and header-less requests through', () => {
    expect(check({})).toBe(false);
    expect(check({ Origin: 'https://example.com', 'Sec-Fetch-Site': 'same-origin' })).toBe(false);
    expect(check({ 'Sec-Fetch-Site': 'none' })).toBe(false);
  });

  it('flags another origin, another scheme or port, a null origin, and same-site or cross-site fetches', () => {
    expect(check({ Origin: 'https://evil.example' })).toBe(true);
    expect(check({ Origin: 'http://example.com' })).toBe(true);
    expect(check({ Origin: 'https://example.com:8443' })).toBe(true);
    expect(check({ Origin: 'null' })).toBe(true);
    expect(check({ 'Sec-Fetch-Site': 'same-site' })).toBe(true);
    expect(check({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://example.com' })).toBe(true);
  });
});
