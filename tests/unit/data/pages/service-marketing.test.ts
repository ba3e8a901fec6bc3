import { describe, expect, it } from 'vitest';
import { localeCodes } from '#i18n/locales.ts';
import { describeLocalizedContent } from './_shared/contentSuite.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { fillMarketingContent, formatMillions, formatPopulation, serviceMarketingSeed } from '#data/pages/service-marketing/index.ts';

/** The first-run figures as a build in 2026 counts them (23 years since 2003, six service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date('2026-11-27T12:00:00Z'), serviceAreas: 6 });

describeLocalizedContent('marketing', serviceMarketingSeed, (locale) => fillMarketingContent(locale, serviceMarketingSeed[locale], figures));

describe('marketing facts', () => {
  const spec = { Instagram: 89.2, Facebook: 128.1, TikTok: 99.1, YouTube: 139.4, WhatsApp: 169.8, Shopee: 93.4 };

  for (const locale of localeCodes) {
    it(`${locale}: six platforms with the spec's user counts, five services, three cases, 87% and 270M`, () => {
      const content = fillMarketingContent(locale, serviceMarketingSeed[locale], figures);
      expect(Object.fromEntries(content.platforms.items.map((p) => [p.name, p.users]))).toEqual(spec);
      expect(content.services.items).toHaveLength(5);
      expect(content.cases.items).toHaveLength(3);
      expect(content.culture.stats[0]?.value).toContain(formatPopulation(locale, 270_000_000));
      expect(content.culture.stats[1]?.value).toBe('87%');
    });
  }

  it('writes the figures in each notation', () => {
    expect(formatMillions('en', 89.2)).toBe('89.2');
    expect(formatMillions('id', 89.2)).toBe('89,2');
    expect(formatMillions('en', 128.1)).toBe('128.1');
    expect(formatPopulation('en', 270_000_000)).toBe('270 million');
    expect(formatPopulation('id', 270_000_000)).toBe('270 juta');
    expect(formatPopulation('ko', 270_000_000)).toBe('2.7억');
  });
});
