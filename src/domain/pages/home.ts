/**
 * The home page's texts: hero with the four figures' labels, the services' headings (the cards are the
 * services page's), two technology cards, four case studies and the contact section. The firm's
 * figures are its settings; a case's metrics are its own figures, the same in every language, each
 * with its unit per language (`{n}` the number in the locale's notation).
 */
import * as v from 'valibot';
import { figure, fixed, group, line, list, text } from './fields.ts';

const stat = group({ value: line(40), label: line(80) });

const techCard = group({ title: line(), description: text(1000) });

const metric = group({ value: figure({ min: 0, max: 1_000_000, decimals: true }), unit: line(40), label: line(80) });

const caseStudy = group({
  category: line(60),
  title: line(),
  description: text(1000),
  tags: list(line(60), { min: 1, max: 6 }),
  imageAlt: line(),
  // Two headline figures side by side.
  metrics: fixed([metric, metric]),
});

export const homePageSchema = group({
  hero: group({
    badge: line(),
    description: text(600),
    primaryCta: line(60),
    secondaryCta: line(60),
    statsLabel: line(),
    stats: group({ years: stat, projects: stat, visas: stat, employees: stat }),
  }),
  services: group({ eyebrow: line(), title: line(), intro: text(600), more: line(60), all: line(60) }),
  // Each card has its icon by position.
  technology: group({ eyebrow: line(), title: line(), intro: text(600), cards: fixed([techCard, techCard]) }),
  // Each case has its picture by position (the site settings' case-study pictures).
  cases: group({
    eyebrow: line(),
    title: line(),
    intro: text(600),
    tagsLabel: line(60),
    items: fixed([caseStudy, caseStudy, caseStudy, caseStudy]),
    ctaText: text(600),
    cta: line(60),
  }),
  contact: group({ eyebrow: line(), title: line(), text: text(600), officeHeading: line() }),
});

export type HomeContent = v.InferOutput<typeof homePageSchema>;
