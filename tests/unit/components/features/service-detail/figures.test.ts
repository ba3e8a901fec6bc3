import { describe, expect, it } from 'vitest';
import { fillItems, firmFigures } from '#components/features/service-detail/figures.ts';

describe('firm figures', () => {
  it('are the spec constants in the locale notation', () => {
    const en = firmFigures('en');
    expect(en).toMatchObject({ years: '23', year: '2003', companiesPlus: '500+', localExpertsPercent: '100%', establishmentPercent: '100%', hours: '24' });
    expect(firmFigures('id').companies).toBe('500');
  });

  it('fill placeholders in titles and texts and leave unknown ones visible', () => {
    const [item] = fillItems([{ title: '{years} years', text: 'since {year}, {other}' }], { years: '23', year: '2003' });
    expect(item).toEqual({ title: '23 years', text: 'since 2003, {other}' });
  });
});
