import { describe, expect, it } from 'vitest';
import { NO_SOURCE, readInquirySource, sourceSummary } from '#domain/inquiry/source.ts';

const HOST = 'www.nusantarabridge.co.id';

describe('where a lead came from', () => {
  it('keeps the entry page, the other site that linked to it (origin and path only) and the UTM tags', () => {
    expect(readInquirySource({ landing: '/en/services/visa?utm_source=Newsletter&utm_medium=email&utm_campaign=kitas-2026', referrer: 'https://www.google.com/search?q=kitas' }, HOST)).toEqual({
      landingPage: '/en/services/visa?utm_source=Newsletter&utm_medium=email&utm_campaign=kitas-2026',
      referrer: 'https://www.google.com/search',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'kitas-2026',
    });
  });

  it('drops our own pages as referrer, other schemes, protocol-relative or foreign entry pages, and anything too long or unprintable', () => {
    expect(readInquirySource({ landing: '/contact', referrer: `https://${HOST}/ko/about` }, HOST)).toEqual({ ...NO_SOURCE, landingPage: '/contact' });
    expect(readInquirySource({ landing: '//evil.example/x', referrer: 'javascript:alert(1)' }, HOST)).toEqual(NO_SOURCE);
    expect(readInquirySource({ landing: 'https://evil.example/', referrer: 'not a url' }, HOST)).toEqual(NO_SOURCE);
    expect(readInquirySource({ landing: `/${'x'.repeat(300)}`, referrer: 'https://a.example/\u0000' }, HOST).landingPage).toBeNull();
    expect(readInquirySource({ landing: `/?utm_source=${'s'.repeat(101)}` }, HOST).utmSource).toBeNull();
  });

  it('never refuses anything: no source, or the wrong shape, is no source', () => {
    for (const input of [undefined, null, 'text', 42, [], { landing: 7, referrer: {} }]) expect(readInquirySource(input, HOST)).toEqual(NO_SOURCE);
  });

  it('summarises it in one line, or nothing when the form did not say', () => {
    const labels = { campaign: 'Campaign', from: 'From', entry: 'Entry page' };
    expect(sourceSummary({ ...NO_SOURCE, utmSource: 'google', utmCampaign: 'pma', referrer: 'https://www.google.com', landingPage: '/?utm_source=google' }, labels)).toBe(
      'Campaign: google / pma · From: https://www.google.com · Entry page: /?utm_source=google',
    );
    expect(sourceSummary(NO_SOURCE, labels)).toBeUndefined();
  });
});
