/** The FAQ page's texts: hero, category tabs, states and the call to action (the questions are content of their own). */
import * as v from 'valibot';
import { group, line, text } from './fields.ts';
import { boardHero, ctaBand } from './blocks.ts';

export const faqPageSchema = group({
  hero: boardHero(),
  tablistLabel: line(),
  categories: group({ corporation: line(40), hr: line(40), visa: line(40), realestate: line(40), general: line(40), investment: line(40), legal: line(40) }),
  loading: line(),
  empty: group({ title: line(), hint: text(600) }),
  koreanOnly: line(),
  cta: ctaBand(),
});

export type FaqContent = v.InferOutput<typeof faqPageSchema>;
