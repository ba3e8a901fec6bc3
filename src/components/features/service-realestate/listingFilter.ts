/**
 * The listing board's filter: a search over title and location (case- and accent-insensitive, every
 * word must match) combined with one category button. Pure, so the board's script and the tests share it.
 */
export type ListingCategory = 'all' | 'apartment' | 'factory' | 'officeLand' | 'lease';

export interface FilterableListing {
  kind: string;
  deal: string;
  title: string;
  location: string;
}

/**
 * Folds text for matching: compatibility forms (full-width letters, ㎡) to plain ones, Latin accents
 * removed (é -> e), lower case, whitespace collapsed. Only Latin combining marks (U+0300–U+036F) are
 * dropped, so Japanese voiced marks and Hangul stay distinct.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesCategory(listing: Pick<FilterableListing, 'kind' | 'deal'>, category: ListingCategory): boolean {
  switch (category) {
    case 'all':
      return true;
    case 'lease':
      return listing.deal === 'lease';
    case 'officeLand':
      return listing.kind === 'office' || listing.kind === 'land';
    default:
      return listing.kind === category;
  }
}

export function matchesQuery(listing: Pick<FilterableListing, 'title' | 'location'>, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${listing.title} ${listing.location}`);
  return words.every((word) => haystack.includes(word));
}

export function filterListings<T extends FilterableListing>(listings: readonly T[], query: string, category: ListingCategory): T[] {
  return listings.filter((listing) => matchesCategory(listing, category) && matchesQuery(listing, query));
}

export function isListingCategory(value: unknown): value is ListingCategory {
  return value === 'all' || value === 'apartment' || value === 'factory' || value === 'officeLand' || value === 'lease';
}

/** Pressing the active category again (other than "all") turns the filter off: back to all. */
export function toggleCategory(current: ListingCategory, pressed: ListingCategory): ListingCategory {
  return pressed === current && pressed !== 'all' ? 'all' : pressed;
}

/** The live region's sentence for a result count, from the page's one/other/none templates. */
export function resultMessage(
  count: number,
  templates: { one: string; other: string; none: string },
  pluralRule: (n: number) => string,
  formatCount: (n: number) => string = String,
): string {
  if (count === 0) return templates.none;
  const template = pluralRule(count) === 'one' ? templates.one : templates.other;
  return template.replace('{count}', formatCount(count));
}
