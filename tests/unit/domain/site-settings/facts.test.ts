import { describe, expect, it } from 'vitest';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures, firmFactsOr, validateFirmFacts } from '#domain/site-settings/facts.ts';
import { serviceKeys } from '#i18n/routes.ts';

describe('firm facts', () => {
  it('accept the first-run values, and whole numbers typed in a form with spaces, separators or full-width digits', () => {
    expect(validateFirmFacts(defaultFirmFacts)).toEqual({ ok: true, value: defaultFirmFacts });
    const typed = validateFirmFacts({ ...defaultFirmFacts, visaCases: ' 12,000 ', companiesSupported: '６００', rentalManagements: '1.500', employees: '1 200', responseHours: '48' });
    expect(typed).toEqual({ ok: true, value: { ...defaultFirmFacts, visaCases: 12000, companiesSupported: 600, rentalManagements: 1500, employees: 1200, responseHours: 48 } });
  });

  it('name each bad field with its reason: required, not a whole number, too small, too large', () => {
    const { employees: _left, ...withoutEmployees } = defaultFirmFacts;
    const result = validateFirmFacts({ ...withoutEmployees, foundedYear: 1800, companiesSupported: 12.5, visaCases: 'many', localExpertsPercent: 101, responseHours: 0, rentalManagements: '' });
    expect(result).toEqual({
      ok: false,
      errors: { employees: 'required', foundedYear: 'tooSmall', companiesSupported: 'integer', visaCases: 'integer', localExpertsPercent: 'tooLarge', responseHours: 'tooSmall', rentalManagements: 'required' },
    });
    expect(validateFirmFacts({ ...defaultFirmFacts, establishmentSuccessPercent: -1 })).toEqual({ ok: false, errors: { establishmentSuccessPercent: 'tooSmall' } });
    // A decimal in any notation is not read as a larger whole number.
    for (const decimal of ['12.5', '12,5', '1,00']) expect(validateFirmFacts({ ...defaultFirmFacts, employees: decimal }), decimal).toEqual({ ok: false, errors: { employees: 'integer' } });
    expect(validateFirmFacts(null)).toMatchObject({ ok: false });
  });

  it('show stored facts only when they still pass, the first-run values otherwise', () => {
    expect(firmFactsOr({ ...defaultFirmFacts, employees: 90 }, defaultFirmFacts)).toEqual({ ...defaultFirmFacts, employees: 90 });
    expect(firmFactsOr({ ...defaultFirmFacts, employees: -3 }, defaultFirmFacts)).toEqual(defaultFirmFacts);
    expect(firmFactsOr(undefined, defaultFirmFacts)).toEqual(defaultFirmFacts);
  });

  it('count the years since the founding in the firm calendar (Jakarta) and the service areas from the service pages', () => {
    const counts = { serviceAreas: serviceKeys.length };
    expect(countedFigures(defaultFirmFacts, { ...counts, at: new Date('2026-11-27T12:00:00Z') })).toMatchObject({ yearsOfExperience: 23, serviceAreas: 6 });
    // 17:00 UTC on New Year's Eve is already 1 January in Jakarta (UTC+7).
    expect(countedFigures(defaultFirmFacts, { ...counts, at: new Date('2026-12-31T16:59:00Z') }).yearsOfExperience).toBe(23);
    expect(countedFigures(defaultFirmFacts, { ...counts, at: new Date('2026-12-31T17:00:00Z') }).yearsOfExperience).toBe(24);
    expect(countedFigures({ ...defaultFirmFacts, foundedYear: 2030 }, { ...counts, at: new Date('2026-06-01T00:00:00Z') }).yearsOfExperience).toBe(0);
  });
});
