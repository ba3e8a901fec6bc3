/**
 * The investment consulting page: hero, benefits, the five steps, anonymised cases, optional services,
 * the two service types and the call to action. Amounts in US dollars are figures (the page writes them
 * short per locale); `{placeholders}` are filled by the page with the firm's facts.
 */
import * as v from 'valibot';
import { figure, group, line, list, text } from './fields.ts';
import { serviceCta, serviceHero } from './blocks.ts';

const titled = group({ title: line(), text: text(600) });
const usd = () => figure({ min: 1, max: 100_000_000_000 });
const serviceType = group({ badge: line(40), title: line(), text: text(600), features: list(line(), { max: 10 }) });

export const serviceInvestmentPageSchema = group({
  backLink: line(80),
  hero: serviceHero({ years: line(80), companies: line(80), localExperts: line(80), employees: line(80) }),
  benefits: group({ eyebrow: line(), title: line(), intro: text(800), items: list(titled, { max: 12 }) }),
  process: group({ eyebrow: line(), title: line(), intro: text(800), stepLabel: line(40), items: list(titled, { max: 12 }) }),
  cases: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    labels: group({ industry: line(60), investment: line(60), result: line(60) }),
    items: list(group({ company: line(), industry: line(), investmentUsd: usd(), result: text(600) }), { max: 24 }),
  }),
  options: group({ eyebrow: line(), title: line(), intro: text(800), items: list(titled, { max: 12 }) }),
  serviceTypes: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    rangeLabel: line(80),
    cta: line(80),
    individual: serviceType,
    corporate: serviceType,
    range: group({ minUsd: usd(), maxUsd: usd() }),
  }),
  cta: serviceCta(),
});

export type InvestmentContent = v.InferOutput<typeof serviceInvestmentPageSchema>;
