import { describe, expect, it } from 'vitest';
import { filterListings, foldForSearch, isListingCategory, matchesCategory, matchesQuery, resultMessage, toggleCategory } from '#components/features/service-realestate/listingFilter.ts';
import { fillRealestateContent, listingsOf, serviceRealestateSeed } from '#data/pages/service-realestate/index.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';

/** The first-run figures as a build in 2026 counts them (23 years since 2003, six service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date('2026-11-27T12:00:00Z'), serviceAreas: 6 });

const sample = [
  { id: 1, kind: 'apartment', deal: 'lease', title: 'Furnished apartment near SCBD', location: 'Senopati, Jakarta Selatan' },
  { id: 2, kind: 'apartment', deal: 'sale', title: 'Apartemen di Kuningan', location: 'Kuningan, Jakarta Selatan' },
  { id: 3, kind: 'factory', deal: 'lease', title: 'Factory MM2100', location: 'Cikarang, Bekasi' },
  { id: 4, kind: 'factory', deal: 'sale', title: 'Usine à Karawang', location: 'Karawang, Jawa Barat' },
  { id: 5, kind: 'office', deal: 'lease', title: '수디르만 오피스', location: 'Jl. Jend. Sudirman' },
  { id: 6, kind: 'land', deal: 'sale', title: 'バタムの工業用地', location: 'Kabil, Batam' },
];
const ids = (list: typeof sample) => list.map((l) => l.id);

describe('foldForSearch', () => {
  it('ignores case, Latin accents, width and extra spaces', () => {
    expect(foldForSearch('  Usine   À  KARAWANG ')).toBe('usine a karawang');
    expect(foldForSearch('ＣＩＫＡＲＡＮＧ')).toBe('cikarang');
    expect(foldForSearch('Café Ñandú')).toBe('cafe nandu');
  });

  it('keeps Hangul syllables and Japanese voiced kana intact', () => {
    expect(foldForSearch('수디르만')).toBe('수디르만');
    expect(foldForSearch('バタム')).toBe('バタム');
    expect(foldForSearch('バタム')).not.toBe(foldForSearch('ハタム'));
  });
});

describe('matchesCategory', () => {
  it('maps the five buttons', () => {
    expect(ids(sample.filter((l) => matchesCategory(l, 'all')))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(sample.filter((l) => matchesCategory(l, 'apartment')))).toEqual([1, 2]);
    expect(ids(sample.filter((l) => matchesCategory(l, 'factory')))).toEqual([3, 4]);
    expect(ids(sample.filter((l) => matchesCategory(l, 'officeLand')))).toEqual([5, 6]);
    expect(ids(sample.filter((l) => matchesCategory(l, 'lease')))).toEqual([1, 3, 5]);
  });
});

describe('matchesQuery', () => {
  it('matches title or location, case- and accent-insensitively', () => {
    expect(matchesQuery(sample[2]!, 'cikarang')).toBe(true);
    expect(matchesQuery(sample[3]!, 'usine a')).toBe(true);
    expect(matchesQuery(sample[3]!, 'ÚSINE')).toBe(true);
    expect(matchesQuery(sample[0]!, 'scbd')).toBe(true);
    expect(matchesQuery(sample[4]!, '수디르만')).toBe(true);
    expect(matchesQuery(sample[5]!, '工業')).toBe(true);
  });

  it('needs every word and treats an empty query as a match', () => {
    expect(matchesQuery(sample[1]!, 'kuningan jakarta')).toBe(true);
    expect(matchesQuery(sample[1]!, 'kuningan bekasi')).toBe(false);
    expect(matchesQuery(sample[1]!, '   ')).toBe(true);
  });
});

describe('filterListings', () => {
  it('combines the search and the category', () => {
    expect(ids(filterListings(sample, 'jakarta', 'all'))).toEqual([1, 2]);
    expect(ids(filterListings(sample, 'jakarta', 'lease'))).toEqual([1]);
    expect(ids(filterListings(sample, '', 'officeLand'))).toEqual([5, 6]);
    expect(filterListings(sample, 'surabaya', 'all')).toEqual([]);
  });

  it('finds the real listings by location in every locale', () => {
    for (const locale of ['ko', 'en', 'id', 'zh', 'ja'] as const) {
      const listings = listingsOf(locale, fillRealestateContent(locale, serviceRealestateSeed[locale], figures).board);
      expect(listings).toHaveLength(6);
      expect(filterListings(listings, 'Cikarang', 'all').map((l) => l.id)).toEqual(['factory-cikarang']);
      expect(filterListings(listings, 'BATAM', 'officeLand').map((l) => l.id)).toEqual(['land-batam']);
      expect(filterListings(listings, '', 'lease')).toHaveLength(3);
    }
  });
});

describe('category buttons', () => {
  it('recognises the five categories', () => {
    expect(['all', 'apartment', 'factory', 'officeLand', 'lease'].every(isListingCategory)).toBe(true);
    expect(isListingCategory('office')).toBe(false);
  });

  it('pressing the active category again returns to all', () => {
    expect(toggleCategory('all', 'factory')).toBe('factory');
    expect(toggleCategory('factory', 'factory')).toBe('all');
    expect(toggleCategory('factory', 'lease')).toBe('lease');
    expect(toggleCategory('all', 'all')).toBe('all');
  });
});

describe('resultMessage', () => {
  const templates = { one: '{count} listing', other: '{count} listings', none: 'No listings match' };
  const en = (n: number) => new Intl.PluralRules('en').select(n);

  it('picks the plural form and the empty sentence', () => {
    expect(resultMessage(1, templates, en)).toBe('1 listing');
    expect(resultMessage(6, templates, en)).toBe('6 listings');
    expect(resultMessage(0, templates, en)).toBe('No listings match');
  });
});
