/**
 * The About page's texts: hero, the CEO's message and career, the team's and offices' headings, the
 * company (paragraphs, three values, the four figures' labels), the history, the logo downloads, CSR
 * and the stats band. The firm's figures, people and pictures are its settings; `{year}`, `{n}` and the
 * logo's `{format}`, `{size}`, `{width}`, `{height}` are filled in the locale's notation.
 */
import * as v from 'valibot';
import { figure, group, line, list, text } from './fields.ts';

/** A year of the firm's or its CEO's story. */
const year = () => figure({ min: 1900, max: 2100 });
const stat = group({ value: line(40), label: line(80) });
const titled = group({ title: line(), text: text(600) });
const file = group({ title: line(), text: text(600), download: line(60) });
const pillar = group({ title: line(), text: text(600), link: line() });

export const aboutPageSchema = group({
  hero: group({ title: line(), lead: text(1000), primaryCta: line(60), secondaryCta: line(60) }),
  ceo: group({
    eyebrow: line(),
    title: line(),
    name: line(80),
    role: line(),
    message: list(text(2000), { min: 1, max: 10 }),
    signature: line(),
    bioTitle: line(60),
    bio: list(group({ year: year(), text: text(600) }), { min: 1, max: 20 }),
  }),
  team: group({ eyebrow: line(), title: line(), languagesLabel: line(60) }),
  offices: group({ eyebrow: line(), title: line(), photoAlt: line() }),
  intro: group({
    eyebrow: line(),
    title: line(),
    paragraphs: list(text(2000), { min: 1, max: 10 }),
    valuesTitle: line(),
    values: group({ innovation: titled, excellence: titled, partnership: titled }),
    statsTitle: line(),
    stats: group({ years: stat, projects: stat, visas: stat, employees: stat }),
  }),
  history: group({
    eyebrow: line(),
    title: line(),
    intro: text(600),
    regionLabel: line(),
    previous: line(80),
    next: line(80),
    milestones: list(group({ year: year(), title: line(), text: text(600) }), { min: 1, max: 40 }),
  }),
  logo: group({
    eyebrow: line(),
    title: line(),
    intro: text(600),
    previewAlt: line(),
    files: group({ svg: file, png: file }),
    fileInfo: line(60),
    dimensions: line(60),
    vector: line(80),
    usageTitle: line(),
    usage: list(text(600), { min: 1, max: 10 }),
  }),
  csr: group({
    eyebrow: line(),
    title: line(),
    intro: text(600),
    pillars: group({ social: pillar, environment: pillar, mutualGrowth: pillar }),
  }),
  statsBand: group({
    title: line(),
    items: group({ localExperts: line(80), establishmentSuccess: line(80), rentalManagements: line(80), serviceAreas: line(80) }),
    rentalValue: line(40),
    serviceAreasValue: line(40),
    cta: line(60),
  }),
});

export type AboutContent = v.InferOutput<typeof aboutPageSchema>;
