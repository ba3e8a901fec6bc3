import { describe, expect, it } from 'vitest';
import { localeCodes } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { describeLocalizedContent } from './_shared/contentSuite.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { fillRealestateContent, formatRupiah, listingMeta, listingsOf, serviceRealestateSeed } from '#data/pages/service-realestate/index.ts';

/** The first-run figures as a build in 2026 counts them (23 years since 2003, six service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date('2026-11-27T12:00:00Z'), serviceAreas: 6 });

const contentIn = (locale: (typeof localeCodes)[number]) => fillRealestateContent(locale, serviceRealestateSeed[locale], figures);

describeLocalizedContent('real estate', serviceRealestateSeed, contentIn, ['count', 'price', 'area', 'title']);

describe('real estate facts', () => {
  for (const locale of localeCodes) {
    it(`${locale}: six property types and six listings, sale or lease`, () => {
      const content = contentIn(locale);
      expect(content.types.items).toHaveLength(6);
      const listings = listingsOf(locale, content.board);
      expect(listings).toHaveLength(6);
      expect(new Set(listings.map((l) => l.deal))).toEqual(new Set(['sale', 'lease']));
      for (const listing of listings) {
        expect(listing.price).toContain('IDR ');
        expect(listing.area).toContain(formatNumber(locale, listingMeta.find((m) => m.id === listing.id)?.areaM2 ?? 0));
      }
    });
  }

  it('formats sale prices in words and rents in full', () => {
    expect(formatRupiah('en', 6_500_000_000, true)).toBe('IDR 6.5 billion');
    expect(formatRupiah('id', 6_500_000_000, true)).toBe('IDR 6,5 miliar');
    expect(formatRupiah('ko', 6_500_000_000, true)).toBe('IDR 65억');
    expect(formatRupiah('en', 28_000_000, false)).toBe('IDR 28,000,000');
  });
});
