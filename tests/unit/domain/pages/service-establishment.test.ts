import { describe, expect, it } from 'vitest';
import { serviceEstablishmentSeed } from '#data/pages/service-establishment/index.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { serviceEstablishmentPageSchema } from '#domain/pages/service-establishment.ts';

const ko = serviceEstablishmentSeed.ko;
const withTimeline = (timeline: Partial<typeof ko.timeline>) => ({ ...ko, timeline: { ...ko.timeline, ...timeline } });

describe('the establishment page schema', () => {
  it('refuses a block past the end of the schedule at its last week', () => {
    const checked = validatePageContent(serviceEstablishmentPageSchema, withTimeline({ totalWeeks: 6 }), ko);
    expect(checked).toEqual({ ok: false, errors: { 'timeline.blocks.3.toWeek': 'tooLarge' } });
  });

  it('refuses a block that ends before it starts at its first week', () => {
    const blocks = ko.timeline.blocks.map((b, i) => (i === 1 ? { ...b, fromWeek: 5, toWeek: 4 } : b));
    const checked = validatePageContent(serviceEstablishmentPageSchema, withTimeline({ blocks }), ko);
    expect(checked).toEqual({ ok: false, errors: { 'timeline.blocks.1.fromWeek': 'tooLarge' } });
  });

  it('accepts a longer schedule with the blocks inside it', () => {
    expect(validatePageContent(serviceEstablishmentPageSchema, withTimeline({ totalWeeks: 10 }), ko).ok).toBe(true);
  });
});
