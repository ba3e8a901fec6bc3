import { describe, expect, it } from 'vitest';
import { serviceCardHref } from '#components/features/services/serviceHref.ts';
import { serviceKeys } from '#i18n/routes.ts';

describe('serviceCardHref', () => {
  it('links each of the six services to its detail page, unprefixed in Korean', () => {
    expect(serviceKeys.map((key) => serviceCardHref('ko', { key }))).toEqual([
      '/services/종합-컨설팅',
      '/services/법인-설립',
      '/services/인사-관리',
      '/services/비자-서비스',
      '/services/부동산-컨설팅',
      '/services/마케팅-서비스',
    ]);
  });

  it("links to the locale's own slug under its prefix", () => {
    expect(serviceCardHref('en', { key: 'visa' })).toBe('/en/services/visa-services');
    expect(serviceCardHref('id', { key: 'establishment' })).toBe('/id/services/pendirian-perusahaan');
    expect(serviceCardHref('ja', { key: 'marketing' })).toBe('/ja/services/marketing-services');
  });

  it('sends an unknown or missing service to the overview', () => {
    expect(serviceCardHref('ko', { key: 'legal' })).toBe('/services');
    expect(serviceCardHref('id', { key: undefined })).toBe('/id/services');
    expect(serviceCardHref('zh', { key: null })).toBe('/zh/services');
    expect(serviceCardHref('en', {})).toBe('/en/services');
  });

  it('does not treat inherited object keys as services', () => {
    expect(serviceCardHref('ko', { key: 'toString' })).toBe('/services');
    expect(serviceCardHref('ko', { key: '__proto__' })).toBe('/services');
  });
});
