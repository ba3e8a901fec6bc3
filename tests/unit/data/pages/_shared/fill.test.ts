import { describe, expect, it } from 'vitest';
import { fillContent, formatFigures } from '#data/pages/_shared/fill.ts';
import { placeholders, stringLeaves } from './contentStrings.ts';

describe('formatFigures', () => {
  it('formats every figure in the locale', () => {
    expect(formatFigures('en', { fee: 500000, days: 30 })).toEqual({ fee: '500,000', days: '30' });
    expect(formatFigures('id', { fee: 500000 })).toEqual({ fee: '500.000' });
  });
});

describe('fillContent', () => {
  it('fills strings at any depth and keeps numbers and structure', () => {
    const content = { a: '{n} days', list: ['x {n}', { b: 'none', c: 7 }], empty: '' } as const;
    expect(fillContent(content, { n: '30' })).toEqual({ a: '30 days', list: ['x 30', { b: 'none', c: 7 }], empty: '' });
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillContent('{known} {unknown}', { known: 'k' })).toBe('k {unknown}');
  });
});

describe('placeholders and stringLeaves', () => {
  it('lists placeholders sorted', () => {
    expect(placeholders('{b} and {a}, {b}')).toEqual(['a', 'b', 'b']);
    expect(placeholders('none')).toEqual([]);
  });

  it('walks every string with its path', () => {
    expect(stringLeaves({ a: 'x', b: [{ c: 'y' }, 'z'], n: 1 })).toEqual([
      ['a', 'x'],
      ['b.0.c', 'y'],
      ['b.1', 'z'],
    ]);
  });
});
