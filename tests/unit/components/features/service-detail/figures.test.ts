import { describe, expect, it } from 'vitest';
import { fillItems, firmFigures } from '#components/features/service-detail/figures.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';

/** The first-run figures as a build in 2026 counts them (23 years since 2003, six service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date('2026-11-27T12:00:00Z'), serviceAreas: 6 });

describe('firm figures', () => {
  it('are the spec constants in the locale notation', () => {
    const en = firmFigures('en', figures);
    expect(en).toMatchObject({ years: '23', year: '2003', companiesPlus: '500+', localExpertsPercent: '100%', establishmentPercent: '100%', hours: '24' });
    expect(firmFigures('id', figures).companies).toBe('500');
  });

  it('fill placeholders in titles and texts and leave unknown ones visible', () => {
    const [item] = fillItems([{ title: '{years} years', text: 'since {year}, {other}' }], { years: '23', year: '2003' });
    expect(item).toEqual({ title: '23 years', text: 'since 2003, {other}' });
  });
});
