/** The visitor beacon's shared rules: where a visit came from, what a 404's linking page and a search term are stored as, bots, and the report's range of days. */
import { describe, expect, it } from 'vitest';
import { classifySource, countryCode, isBotUserAgent, isContactPage, linkingPage, searchTerm } from '#domain/analytics/hit.ts';
import { MAX_RANGE_DAYS, parseDayRange } from '#domain/analytics/report.ts';

describe('classifySource', () => {
  it('prefers the campaign, then the referring host, and calls our own pages and non-web addresses direct', () => {
    expect(classifySource({ utm_source: 'KakaoTalk', utm_campaign: 'Visa-Seminar', referrer: 'https://www.google.com' }, 'example.co.id')).toEqual({ source: 'kakaotalk', campaign: 'visa-seminar' });
    expect(classifySource({ referrer: 'https://www.google.co.id' }, 'example.co.id')).toEqual({ source: 'google.co.id', campaign: '' });
    expect(classifySource({ referrer: 'https://www.example.co.id' }, 'www.example.co.id')).toEqual({ source: 'direct', campaign: '' });
    expect(classifySource({ referrer: 'android-app://com.kakao.talk' }, 'example.co.id')).toEqual({ source: 'direct', campaign: '' });
    expect(classifySource({}, 'example.co.id')).toEqual({ source: 'direct', campaign: '' });
  });
});

describe('stored forms', () => {
  it('keeps a linking page without its query, a search term folded, a country as two capitals', () => {
    expect(linkingPage('https://partner.example/links?id=7#top')).toBe('https://partner.example/links');
    expect(linkingPage('/en/services/?x=1')).toBe('/en/services/');
    expect(linkingPage('javascript:alert(1)')).toBe('');
    expect(linkingPage(undefined)).toBe('');
    expect(searchTerm('  Visa   KITAS ')).toBe('visa kitas');
    expect(searchTerm('ＶＩＳＡ')).toBe('visa');
    expect(countryCode('id')).toBe('ID');
    expect(countryCode(undefined)).toBe('unknown');
    expect(countryCode('XXX')).toBe('unknown');
  });

  it('knows the contact page in every language, and not its neighbours', () => {
    expect(['/contact/', '/contact', '/en/contact/', '/ja/contact/'].map(isContactPage)).toEqual([true, true, true, true]);
    expect(['/contact/thanks/', '/services/contact/', '/'].map(isContactPage)).toEqual([false, false, false]);
  });

  it('tells bots from browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});

describe('parseDayRange', () => {
  it(`accepts real days in order, at most ${MAX_RANGE_DAYS} of them, and names the bad field otherwise`, () => {
    expect(parseDayRange('2026-11-27', '2026-11-27')).toEqual({ ok: true, from: '2026-11-27', to: '2026-11-27' });
    expect(parseDayRange('2024-01-01', '2024-12-31')).toEqual({ ok: true, from: '2024-01-01', to: '2024-12-31' }); // 366 days
    expect(parseDayRange('2024-01-01', '2025-01-01')).toMatchObject({ ok: false, fields: { to: expect.any(String) } });
    expect(parseDayRange('2026-02-29', '2026-03-01')).toMatchObject({ ok: false, fields: { from: expect.any(String) } });
    expect(parseDayRange(null, 'x')).toMatchObject({ ok: false, fields: { from: expect.any(String), to: expect.any(String) } });
    // Neither given: the 30 days ending today; one alone is still an error.
    expect(parseDayRange(null, null, '2026-03-01')).toEqual({ ok: true, from: '2026-01-31', to: '2026-03-01' });
    expect(parseDayRange(null, null)).toMatchObject({ ok: false });
    expect(parseDayRange('2026-02-01', null, '2026-03-01')).toMatchObject({ ok: false, fields: { to: expect.any(String) } });
    expect(parseDayRange('2026-11-28', '2026-11-27')).toMatchObject({ ok: false, fields: { to: expect.any(String) } });
  });
});
