import type { RealestateContent } from '#domain/pages/service-realestate.ts';
import type { Locale } from '#i18n/locales.ts';
import { format } from '#i18n/index.ts';
import { formatNumber } from '#i18n/format.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';
import { fillContent, formatFigures } from '../_shared/fill.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type { RealestateContent };

/** The real-estate page's first-run texts in every locale, placeholders unfilled, until the firm edits them (table site_pages). */
export const serviceRealestateSeed: Record<Locale, RealestateContent> = { ko, en, id, zh, ja };

/** The board's category buttons, in order; `all` is the default. */
export const listingCategories = ['all', 'apartment', 'factory', 'officeLand', 'lease'] as const;

export type ListingKind = 'apartment' | 'factory' | 'office' | 'land';
export type ListingDeal = 'sale' | 'lease';

/** The six sample listings' language-neutral facts, in the order of `board.listings`. */
export const listingMeta = [
  { id: 'apartment-senopati', kind: 'apartment', deal: 'lease', areaM2: 98, priceIdr: 28_000_000, per: 'month' },
  { id: 'apartment-kuningan', kind: 'apartment', deal: 'sale', areaM2: 142, priceIdr: 6_500_000_000, per: 'total' },
  { id: 'factory-cikarang', kind: 'factory', deal: 'lease', areaM2: 5_000, priceIdr: 75_000, per: 'sqmMonth' },
  { id: 'factory-karawang', kind: 'factory', deal: 'sale', areaM2: 12_000, priceIdr: 48_000_000_000, per: 'total' },
  { id: 'office-sudirman', kind: 'office', deal: 'lease', areaM2: 250, priceIdr: 290_000, per: 'sqmMonth' },
  { id: 'land-batam', kind: 'land', deal: 'sale', areaM2: 20_000, priceIdr: 36_000_000_000, per: 'total' },
] as const satisfies ReadonlyArray<{ id: string; kind: ListingKind; deal: ListingDeal; areaM2: number; priceIdr: number; per: 'month' | 'total' | 'sqmMonth' }>;

export type Listing = RealestateContent['board']['listings'][number] & {
  id: string;
  kind: ListingKind;
  deal: ListingDeal;
  area: string;
  price: string;
};

/** An amount in rupiah: sale prices in words ("IDR 6.5 billion", "IDR 65억"), rents in full. */
export function formatRupiah(locale: Locale, amount: number, compact: boolean): string {
  const value = compact
    ? formatNumber(locale, amount, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 })
    : formatNumber(locale, amount);
  return `IDR ${value}`;
}

/**
 * The page's texts in a locale (as published: Astro.locals.pageContent) with every figure formatted and
 * filled in; `firm` is the firm's figures (Astro.locals.facts).
 */
export function fillRealestateContent(locale: Locale, content: RealestateContent, firm: FirmFigures): RealestateContent {
  return fillContent(content, {
    ...formatFigures(locale, { ...content.figures, years: firm.yearsOfExperience, rentals: firm.rentalManagements, responseHours: firm.responseHours }),
    marketYear: String(content.figures.marketYear),
  });
}

/** The six listings with their facts formatted for the locale; `board` as filled (fillRealestateContent). */
export function listingsOf(locale: Locale, board: RealestateContent['board']): Listing[] {
  return board.listings.map((listing, i) => {
    const meta = listingMeta[i];
    if (!meta) throw new Error(`No facts for listing ${i}`);
    return {
      ...listing,
      id: meta.id,
      kind: meta.kind,
      deal: meta.deal,
      area: format(board.area, { area: formatNumber(locale, meta.areaM2) }),
      price: format(board.prices[meta.per], { price: formatRupiah(locale, meta.priceIdr, meta.per === 'total') }),
    };
  });
}
