import { describe, expect, it } from 'vitest';
import { pageContentOr, validatePageContent, withReferenceFigures } from '#domain/pages/content.ts';
import { figure, fixed, group, image, line, link, list, optionalLine, text } from '#domain/pages/fields.ts';

const schema = group({
  hero: group({ title: line(20), lead: text(100), note: optionalLine() }),
  minWorkers: figure({ min: 1, max: 100 }),
  cta: group({ label: line(), href: link(), picture: image() }),
  steps: list(group({ title: line(), days: figure({ min: 0, max: 90 }) }), { min: 1, max: 3 }),
  rates: fixed([figure({ min: 0, max: 10, decimals: true }), figure({ min: 0, max: 10, decimals: true })]),
});

const ko = {
  hero: { title: '회사 규정', lead: '근로자 {n}명 이상\n두 줄', note: '' },
  minWorkers: 10,
  cta: { label: '문의', href: '/contact/', picture: '/images/a.webp' },
  steps: [{ title: '{n}단계', days: 14 }],
  rates: [3.7, 0.24] as [number, number],
};

describe('validatePageContent', () => {
  it('accepts the reference and trims what was typed', () => {
    const checked = validatePageContent(schema, { ...ko, hero: { ...ko.hero, title: '  회사 규정 ' } }, ko);
    expect(checked).toEqual({ ok: true, value: ko });
  });

  it('names each broken field by its path, the first problem of each', () => {
    const broken = {
      ...ko,
      hero: { title: 'x'.repeat(21), lead: '', note: 'a\nb' },
      minWorkers: 2.5,
      cta: { label: '문의', href: 'javascript:alert(1)', picture: '//evil.example/a.png' },
      steps: [{ title: '', days: 91 }],
      rates: [3.7],
    };
    const checked = validatePageContent(schema, broken, ko);
    expect(checked).toEqual({
      ok: false,
      errors: {
        'hero.title': 'tooLong',
        'hero.lead': 'required',
        'hero.note': 'required',
        minWorkers: 'number',
        'cta.href': 'link',
        'cta.picture': 'image',
        'steps.0.title': 'required',
        'steps.0.days': 'tooLarge',
        'rates.1': 'required',
      },
    });
  });

  it('refuses an unknown field and a list over its bounds', () => {
    expect(validatePageContent(schema, { ...ko, extra: 'x' }, ko)).toEqual({ ok: false, errors: { extra: 'required' } });
    expect(validatePageContent(schema, { ...ko, steps: [] }, ko)).toEqual({ ok: false, errors: { steps: 'tooFew' } });
    const four = Array.from({ length: 4 }, () => ko.steps[0]);
    expect(validatePageContent(schema, { ...ko, steps: four }, ko)).toEqual({ ok: false, errors: { steps: 'tooMany' } });
    // Rows laid out by position take no extra one.
    expect(validatePageContent(schema, { ...ko, rates: [1, 2, 3] }, ko)).toEqual({ ok: false, errors: { 'rates.2': 'tooMany' } });
  });

  it('refuses a placeholder the page does not fill, in any row', () => {
    const checked = validatePageContent(schema, { ...ko, hero: { ...ko.hero, lead: '{count}명' }, steps: [ko.steps[0], { title: '{m}단계', days: 1 }] }, ko);
    expect(checked).toEqual({ ok: false, errors: { 'hero.lead': 'placeholders', 'steps.1.title': 'placeholders' } });
    // A new row may use the placeholders of the reference's rows.
    expect(validatePageContent(schema, { ...ko, steps: [ko.steps[0], { title: '{n}번째', days: 1 }] }, ko).ok).toBe(true);
  });
});

describe('pageContentOr', () => {
  it('is the seed when nothing is stored, the stored content when it passes', () => {
    expect(pageContentOr(schema, undefined, ko)).toBe(ko);
    const stored = { ...ko, minWorkers: 12 };
    expect(pageContentOr(schema, stored, ko)).toEqual(stored);
  });

  it('keeps every field that still passes and takes the seed for the others', () => {
    const stored = { hero: { title: '새 제목', lead: 42 }, minWorkers: 500, cta: ko.cta, steps: 'x' };
    expect(pageContentOr(schema, stored, ko)).toEqual({ ...ko, hero: { ...ko.hero, title: '새 제목' } });
  });
});

describe('withReferenceFigures', () => {
  it('takes every figure from the reference at the same place, rows it lacks keeping their own', () => {
    const en = { ...ko, hero: { ...ko.hero, title: 'Rules' }, minWorkers: 99, steps: [{ title: 'Step {n}', days: 1 }, { title: 'Extra', days: 5 }], rates: [1, 2] as [number, number] };
    expect(withReferenceFigures(schema, en, ko)).toEqual({ ...en, minWorkers: 10, steps: [{ title: 'Step {n}', days: 14 }, { title: 'Extra', days: 5 }], rates: [3.7, 0.24] });
  });
});
