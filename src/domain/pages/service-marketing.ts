/**
 * The marketing service page's texts: hero, services, platform users, cases, culture notes and the call
 * to action. The firm's published figures (platform users in millions, population, Islam share, case
 * results) are figures, the same in every language; sentences carry them as `{name}` placeholders.
 */
import * as v from 'valibot';
import { figure, group, line, list, text } from './fields.ts';
import { ctaBand } from './blocks.ts';

/** A headline figure as shown (`{years}년`, `{islamPercent}%`) and what it counts. */
const stat = group({ value: line(60), label: line(120) });

export const serviceMarketingPageSchema = group({
  figures: group({
    islamPercent: figure({ min: 0, max: 100 }),
    population: figure({ min: 1, max: 2_000_000_000 }),
    platformCount: figure({ min: 1, max: 50 }),
    serviceCount: figure({ min: 1, max: 50 }),
    caseAInfluencers: figure({ min: 0, max: 100_000 }),
    caseAMonths: figure({ min: 0, max: 120 }),
    caseARank: figure({ min: 1, max: 1000 }),
    caseAGrowth: figure({ min: 0, max: 1000, decimals: true }),
    caseBReservations: figure({ min: 0, max: 10_000_000 }),
    caseBStores: figure({ min: 0, max: 10_000 }),
    caseCInquiries: figure({ min: 0, max: 1_000_000 }),
    caseCPartners: figure({ min: 0, max: 10_000 }),
  }),
  hero: group({
    eyebrow: line(),
    lead: text(1000),
    consult: line(60),
    platforms: line(60),
    // The hero's figure band lays out three or four.
    stats: list(stat, { min: 3, max: 4 }),
  }),
  services: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    items: list(group({ title: line(), text: text(1000), features: list(line(), { max: 8 }) }), { max: 12 }),
    helpTitle: line(),
    helpText: text(1000),
    helpCta: line(60),
  }),
  platforms: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    caption: line(),
    columns: group({ platform: line(60), users: line(60), demographic: line(100) }),
    items: list(group({ name: line(60), users: figure({ min: 0, max: 10_000, decimals: true }), demographic: text(600) }), { max: 12 }),
    note: text(1000),
  }),
  cases: group({
    eyebrow: line(),
    title: line(),
    labels: group({ challenge: line(40), solution: line(40), result: line(40) }),
    items: list(group({ company: line(), industry: line(60), challenge: text(1000), solution: text(1000), result: text(1000) }), { max: 8 }),
  }),
  culture: group({
    eyebrow: line(),
    title: line(),
    intro: text(1000),
    stats: list(stat, { max: 4 }),
    notes: list(group({ title: line(), text: text(1000) }), { max: 12 }),
  }),
  back: line(),
  cta: ctaBand(),
});

export type MarketingContent = v.InferOutput<typeof serviceMarketingPageSchema>;
