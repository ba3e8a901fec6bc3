import { describe, expect, it } from 'vitest';
import { figure, figureParts } from '#lib/figures.ts';

describe('figure', () => {
  it('formats the number per locale before filling the template', () => {
    expect(figure('ko', 10000, '{n}+')).toBe('10,000+');
    expect(figure('en', 10000, '{n}+')).toBe('10,000+');
    expect(figure('id', 10000, '{n}+')).toBe('10.000+');
    expect(figure('zh', 2000, '{n} m²')).toBe('2,000 m²');
    expect(figure('id', 2000, '{n} m²')).toBe('2.000 m²');
  });

  it('keeps units written around the number', () => {
    expect(figure('ko', 23, '{n}년')).toBe('23년');
    expect(figure('ja', 6, '{n}か月')).toBe('6か月');
    expect(figure('en', 95, '{n}%')).toBe('95%');
  });

  it('defaults to the bare number', () => {
    expect(figure('en', 6)).toBe('6');
  });
});

describe('figureParts', () => {
  it('splits the unit from the formatted number', () => {
    expect(figureParts('en', 3, '{n} months')).toEqual({ before: '', number: '3', after: ' months' });
    expect(figureParts('ko', 6, '{n}개월')).toEqual({ before: '', number: '6', after: '개월' });
    expect(figureParts('id', 10000, '{n}+')).toEqual({ before: '', number: '10.000', after: '+' });
    expect(figureParts('en', 2000, '{n} m²')).toEqual({ before: '', number: '2,000', after: ' m²' });
  });

  it('keeps text written before the number', () => {
    expect(figureParts('zh', 30, '约{n}%')).toEqual({ before: '约', number: '30', after: '%' });
  });

  it('joins back to the same text as figure()', () => {
    for (const [locale, value, template] of [['ja', 10, '{n}品目'], ['id', 2000, '{n} m²'], ['en', 23, '{n}']] as const) {
      const p = figureParts(locale, value, template);
      expect(p.before + p.number + p.after).toBe(figure(locale, value, template));
    }
  });

  it('shows the number after a template that has no placeholder', () => {
    expect(figureParts('en', 5, 'Rank')).toEqual({ before: 'Rank ', number: '5', after: '' });
    expect(figureParts('en', 5, '')).toEqual({ before: '', number: '5', after: '' });
  });
});
