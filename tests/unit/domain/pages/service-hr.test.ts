import { describe, expect, it } from 'vitest';
import { serviceHrSeed } from '#data/pages/service-hr/index.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { serviceHrPageSchema } from '#domain/pages/service-hr.ts';

const ko = serviceHrSeed.ko;
const withEmploymentRows = (rows: unknown[]) => ({ ...ko, bpjs: { ...ko.bpjs, employment: { ...ko.bpjs.employment, rows } } });

describe('the HR page schema', () => {
  it('keeps the three BPJS Ketenagakerjaan rows the notes quote by position: none added, none removed', () => {
    const [jht, jkk, jkm] = ko.bpjs.employment.rows;
    expect(validatePageContent(serviceHrPageSchema, withEmploymentRows([jht, jkk]), ko)).toEqual({ ok: false, errors: { 'bpjs.employment.rows.2': 'required' } });
    // A fourth row never reaches the page, whether refused or dropped.
    const four = validatePageContent(serviceHrPageSchema, withEmploymentRows([jht, jkk, jkm, jkm]), ko);
    expect(four.ok ? four.value.bpjs.employment.rows : [jht, jkk, jkm]).toEqual([jht, jkk, jkm]);
  });

  it('refuses a rate that is not a percentage, at its path', () => {
    const [jht, jkk, jkm] = ko.bpjs.employment.rows;
    const checked = validatePageContent(serviceHrPageSchema, withEmploymentRows([jht, { ...jkk, employerMax: 174 }, jkm]), ko);
    expect(checked).toEqual({ ok: false, errors: { 'bpjs.employment.rows.1.employerMax': 'tooLarge' } });
  });
});
