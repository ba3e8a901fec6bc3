/**
 * The company establishment and permits page: hero, benefits, the four permit areas, the week-by-week
 * schedule, durations by business type, pain points, a testimonial, the two service types and the call
 * to action. Weeks are figures (the page formats them per locale); `{placeholders}` are filled by the page.
 */
import * as v from 'valibot';
import { figure, group, line, list, text } from './fields.ts';
import { serviceCta, serviceHero } from './blocks.ts';

const weeks = () => figure({ min: 1, max: 104 });
const titled = group({ title: line(), text: text(600) });
const serviceType = group({ badge: line(40), title: line(), text: text(600), features: list(line(), { max: 10 }) });

const timelineFields = group({
  eyebrow: line(),
  title: line(),
  intro: text(800),
  totalWeeks: weeks(),
  weekLabel: line(80),
  blocks: list(group({ fromWeek: weeks(), toWeek: weeks(), title: line(), tasks: list(line(), { max: 10 }) }), { max: 12 }),
});

/**
 * Each block's weeks run forwards and lie within the schedule: the page draws a block's place on a
 * track of `totalWeeks` weeks and cannot draw one outside it. A block that does not is refused at the
 * week that is wrong (`timeline.blocks.2.toWeek`), so a save never breaks the build.
 */
const blocksWithinSchedule = v.rawCheck<v.InferOutput<typeof timelineFields>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const timeline = dataset.value;
  for (const [i, block] of timeline.blocks.entries()) {
    const wrong: 'fromWeek' | 'toWeek' | undefined = block.toWeek > timeline.totalWeeks ? 'toWeek' : block.fromWeek > block.toWeek ? 'fromWeek' : undefined;
    if (!wrong) continue;
    addIssue({
      message: 'tooLarge',
      path: [
        { type: 'object', origin: 'value', input: timeline, key: 'blocks', value: timeline.blocks },
        { type: 'array', origin: 'value', input: timeline.blocks, key: i, value: block },
        { type: 'object', origin: 'value', input: block, key: wrong, value: block[wrong] },
      ],
    });
  }
});

export const serviceEstablishmentPageSchema = group({
  backLink: line(80),
  hero: serviceHero({ weeks: line(80), success: line(80), companies: line(80), years: line(80) }),
  weeksValue: line(40),
  benefits: group({ eyebrow: line(), title: line(), intro: text(800), items: list(titled, { max: 12 }) }),
  permits: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    categories: list(group({ title: line(), text: text(600), items: list(line(), { max: 12 }) }), { max: 8 }),
  }),
  timeline: v.pipe(timelineFields, blocksWithinSchedule),
  durations: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    caption: line(),
    headers: group({ type: line(60), weeks: line(60), scope: line(60) }),
    rows: list(group({ type: line(), examples: line(), weeks: weeks(), scope: text(600) }), { max: 12 }),
  }),
  extraTime: group({
    title: line(),
    rangeLabel: line(80),
    items: list(group({ label: line(), minWeeks: weeks(), maxWeeks: weeks() }), { max: 8 }),
    note: text(800),
  }),
  painPoints: group({
    eyebrow: line(),
    title: line(),
    intro: text(800),
    solutionLabel: line(60),
    items: list(group({ title: line(), text: text(600), solution: text(600) }), { max: 6 }),
  }),
  testimonial: group({ label: line(60), quote: text(1000), name: line(), role: line() }),
  serviceTypes: group({ eyebrow: line(), title: line(), intro: text(800), cta: line(80), individual: serviceType, enterprise: serviceType }),
  cta: serviceCta(),
});

export type EstablishmentContent = v.InferOutput<typeof serviceEstablishmentPageSchema>;
