/**
 * The visitor beacon's payload (src/components/features/analytics/beacon.ts): the path without its
 * query, the page's locale, the referring site's origin only (nothing for the site itself), the
 * campaign's utm_*, a coarse screen class, and no beacon at all for a visitor who sends GPC or DNT.
 * Every payload it builds passes the server's own schema.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HIT_EVENT, linkingPage, optedOut, pageHit, referrerOrigin, screenClass, type PageState } from '#components/features/analytics/beacon.ts';
import { SEARCH_HIT_EVENT } from '#components/features/search/searchReport.ts';
import { Hit } from '#domain/analytics/hit.ts';
import { locales } from '#i18n/locales.ts';

const page = (over: Partial<PageState> = {}): PageState => ({ href: 'https://www.example.co.id/en/services/', referrer: '', width: 1280, lang: 'en', ...over });

describe('the beacon payload', () => {
  it('carries the path without query or fragment, the locale of <html lang> and the screen class', () => {
    const hit = pageHit('pageview', page({ href: 'https://www.example.co.id/zh/faq/?q=visa&email=a@b.example#top', lang: 'zh-Hans', width: 390 }));
    expect(hit).toEqual({ type: 'pageview', path: '/zh/faq/', locale: 'zh', screen: 'mobile' });
    // The beacon reads the locale from <html lang>: every locale's tag must begin with its code.
    for (const { bcp47, code } of locales) expect(pageHit('pageview', page({ lang: bcp47 })).locale).toBe(code);
    expect(v.safeParse(Hit, hit).success).toBe(true);
  });

  it('reduces the referrer to its origin, and leaves it out for the site itself, none, or what is not a web page', () => {
    const own = 'https://www.example.co.id';
    expect(referrerOrigin('https://www.google.com/search?q=visa+indonesia', own)).toBe('https://www.google.com');
    expect(referrerOrigin('http://partner.example:8080/links/page.html?id=7#x', own)).toBe('http://partner.example:8080');
    expect(referrerOrigin('https://www.example.co.id/en/', own)).toBeUndefined();
    expect(referrerOrigin('', own)).toBeUndefined();
    expect(referrerOrigin('android-app://com.kakao.talk/', own)).toBeUndefined();
    expect(referrerOrigin('not a url', own)).toBeUndefined();
    expect(pageHit('pageview', page({ referrer: 'https://www.google.com/search?q=x' })).referrer).toBe('https://www.google.com');
    expect(pageHit('pageview', page({ referrer: 'https://www.example.co.id/ko/' }))).not.toHaveProperty('referrer');
  });

  it('reads utm_source, utm_medium and utm_campaign from the query, trimmed and within the server\'s limits', () => {
    const hit = pageHit('pageview', page({ href: `https://www.example.co.id/contact/?utm_source=Seminar&utm_medium=%20email%20&utm_campaign=${'c'.repeat(150)}&utm_term=x&utm_content=` }));
    expect(hit).toMatchObject({ utm_source: 'Seminar', utm_medium: 'email', utm_campaign: 'c'.repeat(100) });
    expect(hit).not.toHaveProperty('utm_term');
    expect(v.safeParse(Hit, hit).success).toBe(true);
    expect(pageHit('pageview', page({ href: 'https://www.example.co.id/?utm_source=' }))).not.toHaveProperty('utm_source');
  });

  it('classes the viewport as mobile below 768 px, tablet below 1024 px, desktop from there', () => {
    expect([320, 767, 768, 1023, 1024, 2560].map(screenClass)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('gives a 404 the page that linked to it, origin and path without its query, and keeps a long path within the schema', () => {
    const hit = pageHit('notfound', page({ href: 'https://www.example.co.id/old-page/', referrer: 'https://partner.example/links?id=7&name=kim' }));
    expect(hit).toMatchObject({ type: 'notfound', path: '/old-page/', from: 'https://partner.example/links' });
    expect(pageHit('notfound', page({ referrer: 'https://www.example.co.id/ko/services/' })).from).toBe('https://www.example.co.id/ko/services/');
    expect(pageHit('notfound', page())).not.toHaveProperty('from');
    expect(linkingPage('about:blank')).toBeUndefined();
    expect(pageHit('pageview', page({ referrer: 'https://partner.example/links' }))).not.toHaveProperty('from');
    const long = pageHit('notfound', page({ href: `https://www.example.co.id/${'a'.repeat(400)}` }));
    expect(long.path).toHaveLength(300);
    expect(v.safeParse(Hit, long).success).toBe(true);
  });

  it('sends nothing for a visitor whose browser sends Global Privacy Control or Do Not Track', () => {
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(optedOut({ doNotTrack: 'unspecified' })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it('listens for the same event the search page dispatches', () => {
    expect(SEARCH_HIT_EVENT).toBe(HIT_EVENT);
  });
});
