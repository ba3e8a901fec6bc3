/**
 * The real-estate service page's texts: hero, services, market, property types, buying versus leasing,
 * market figures and the sample listing board. Market figures (indicative rents and prices, lease terms
 * in years) are figures, the same in every language; sentences carry them as `{name}` placeholders.
 */
import * as v from 'valibot';
import { figure, group, line, list, text, fixed } from './fields.ts';
import { ctaBand } from './blocks.ts';

const card = group({ title: line(), text: text(1000) });

/** One sample listing's texts; its kind, deal, area and price are the page's facts at the same position. */
const listing = group({ title: line(), location: line(), terms: line(), summary: text(1000), imageAlt: line() });

export const serviceRealestatePageSchema = group({
  figures: group({
    propertyTypes: figure({ min: 1, max: 50 }),
    hgbYears: figure({ min: 1, max: 100 }),
    hgbExtensionYears: figure({ min: 0, max: 100 }),
    hgbRenewalYears: figure({ min: 0, max: 100 }),
    rentalTaxPercent: figure({ min: 0, max: 100, decimals: true }),
    officeRentIdr: figure({ min: 0, max: 100_000_000 }),
    officeOccupancyPercent: figure({ min: 0, max: 100, decimals: true }),
    industrialLandIdr: figure({ min: 0, max: 1_000_000_000 }),
    warehouseRentIdr: figure({ min: 0, max: 100_000_000 }),
    marketYear: figure({ min: 2000, max: 2100 }),
    factoryPowerKva: figure({ min: 0, max: 1_000_000 }),
  }),
  hero: group({
    eyebrow: line(),
    lead: text(1000),
    consult: line(60),
    browse: line(60),
    // The hero's figure band lays out three or four.
    stats: list(group({ value: line(60), label: line(120) }), { min: 3, max: 4 }),
  }),
  intro: group({ eyebrow: line(), title: line(), text: text(1500), points: list(card, { max: 8 }) }),
  opportunity: group({ eyebrow: line(), title: line(), items: list(card, { max: 8 }) }),
  office: group({ eyebrow: line(), title: line(), intro: text(1000), options: list(card, { max: 6 }), note: text(600) }),
  // Each property type has its icon at the same position (PropertyIcon): six, in that order.
  types: group({ eyebrow: line(), title: line(), intro: text(1000), items: fixed([card, card, card, card, card, card]) }),
  investment: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    buy: group({ title: line(), points: list(text(600), { max: 8 }) }),
    lease: group({ title: line(), points: list(text(600), { max: 8 }) }),
  }),
  market: group({
    eyebrow: line(),
    title: line(),
    intro: text(600),
    stats: list(group({ value: line(60), label: line(160) }), { max: 8 }),
    note: text(1000),
  }),
  board: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    searchLabel: line(60),
    searchPlaceholder: line(),
    filterLabel: line(60),
    categories: group({ all: line(40), apartment: line(40), factory: line(40), officeLand: line(40), lease: line(40) }),
    kinds: group({ apartment: line(40), factory: line(40), office: line(40), land: line(40) }),
    deals: group({ sale: line(40), lease: line(40) }),
    resultOne: line(),
    resultOther: line(),
    resultNone: line(),
    emptyTitle: line(),
    emptyText: text(600),
    reset: line(60),
    details: line(60),
    detailsLabel: line(),
    close: line(40),
    facts: group({ location: line(40), area: line(40), price: line(40), terms: line(40) }),
    area: line(60),
    prices: group({ month: line(60), total: line(60), sqmMonth: line(60) }),
    dialogCta: line(60),
    dialogNote: text(600),
    // The six sample listings, each with its facts (listingMeta) at the same position.
    listings: fixed([listing, listing, listing, listing, listing, listing]),
  }),
  back: line(),
  cta: ctaBand(),
});

export type RealestateContent = v.InferOutput<typeof serviceRealestatePageSchema>;
