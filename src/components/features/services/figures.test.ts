import { describe, expect, it } from 'vitest';
import { figure } from './figures.ts';

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
