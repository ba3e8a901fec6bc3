import { describe, expect, it } from 'vitest';
import { dayOf, isCrawler, isSpeculative, visitorKey } from '#functions/_shared/views/visitor.ts';

const secret = 'unit-test-form-signing-secret-0123456789abcdef';
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('visitorKey', () => {
  it('is the same for one reader on one day, different for another day, address, browser or key', () => {
    const key = visitorKey(secret, '2026-11-24', '203.0.113.7', chrome);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitorKey(secret, '2026-11-24', '203.0.113.7', chrome)).toBe(key);
    for (const other of [
      visitorKey(secret, '2026-11-25', '203.0.113.7', chrome),
      visitorKey(secret, '2026-11-24', '203.0.113.8', chrome),
      visitorKey(secret, '2026-11-24', '203.0.113.7', `${chrome} Edg/130`),
      visitorKey(`${secret}x`, '2026-11-24', '203.0.113.7', chrome),
    ]) expect(other).not.toBe(key);
  });

  it('holds no trace of the address', () => {
    const key = visitorKey(secret, '2026-11-24', '203.0.113.7', chrome);
    expect(key).not.toContain('203');
    expect(Buffer.from(key, 'base64url').toString('latin1')).not.toContain('203.0.113.7');
  });

  it('dates a view by the UTC day', () => {
    expect(dayOf(Date.UTC(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(dayOf(Date.UTC(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});

describe('who is not a reader', () => {
  it('knows crawlers, tools and headless browsers, and no user agent at all', () => {
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'curl/8.5.0', 'python-requests/2.31', 'Mozilla/5.0 HeadlessChrome/130.0', 'Chrome-Lighthouse', '', null]) {
      expect(isCrawler(agent), String(agent)).toBe(true);
    }
    expect(isCrawler(chrome)).toBe(false);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it('knows a prefetch or prerender', () => {
    expect(isSpeculative(new Headers({ 'Sec-Purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isSpeculative(new Headers({ Purpose: 'prefetch' }))).toBe(true);
    expect(isSpeculative(new Headers({}))).toBe(false);
  });
});
