/**
 * The services overview's texts: hero with the four figures' labels, the list's headings, the staffing
 * labels, each service's card (also the home page's service grid), three reasons and the call to action.
 * Which services there are, in what order, with which icon and staffing is code (the services' routes,
 * src/lib/service-catalog.ts); the figures are the firm's settings, `{n}` and
 * `{year}`, `{years}`, `{companies}`, `{visas}`, `{success}` filled in the locale's notation.
 */
import * as v from 'valibot';
import { fixed, group, line, list, text } from './fields.ts';

const stat = group({ value: line(40), label: line(80) });

const card = group({
  title: line(),
  summary: text(600),
  description: text(1000),
  features: list(line(), { min: 1, max: 10 }),
});

const reason = group({ title: line(), text: text(600) });

export const servicesPageSchema = group({
  hero: group({
    eyebrow: line(),
    description: text(600),
    stats: group({ companies: stat, services: stat, experts: stat, years: stat }),
  }),
  list: group({ eyebrow: line(), title: line(), intro: text(600), featuresLabel: line(80), detail: line(60) }),
  serviceTypes: group({ taskForce: line(60), consultant: line(60) }),
  cards: group({ investment: card, establishment: card, visa: card, hr: card, realestate: card, marketing: card }),
  // Three reasons side by side, each with its own icon by position.
  why: group({ eyebrow: line(), title: line(), reasons: fixed([reason, reason, reason]) }),
  cta: group({ title: line(), text: text(600), primary: line(60) }),
});

export type ServicesContent = v.InferOutput<typeof servicesPageSchema>;
