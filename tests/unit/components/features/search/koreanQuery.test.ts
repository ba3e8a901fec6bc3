import { describe, expect, it } from 'vitest';
import { compoundSplits, normalizeKoreanQuery } from '#components/features/search/koreanQuery.ts';
import { stripParticle } from '#domain/content/korean-particles.ts';

describe('Korean query words', () => {
  it('lose their particle, the longest that fits', () => {
    expect(stripParticle('비자를')).toBe('비자');
    expect(stripParticle('법인설립을')).toBe('법인설립');
    expect(stripParticle('회사에서')).toBe('회사');
    expect(stripParticle('인도네시아로')).toBe('인도네시아');
    expect(stripParticle('자카르타에서부터')).toBe('자카르타');
    expect(stripParticle('세금이')).toBe('세금');
  });

  it('keep a stem of at least two syllables, and leave other scripts alone', () => {
    expect(stripParticle('국가')).toBe('국가'); // 가 is part of the noun: 국 alone would match too much
    expect(stripParticle('비자')).toBe('비자');
    expect(stripParticle('visa')).toBe('visa');
    expect(stripParticle('PMA를')).toBe('PMA를'); // mixed script: left as typed
  });

  it('are split where two nouns may be written together, parts of two syllables or more', () => {
    expect(compoundSplits('법인설립')).toEqual(['법인 설립']);
    expect(compoundSplits('부동산투자')).toEqual(['부동 산투자', '부동산 투자']);
    expect(compoundSplits('비자')).toEqual([]);
    expect(compoundSplits('법인세')).toEqual([]);
  });

  it('make a query of words without particles, spaces collapsed', () => {
    expect(normalizeKoreanQuery('  취업비자를   신청하려면 ')).toEqual(['취업비자', '신청하려면']);
    expect(normalizeKoreanQuery('')).toEqual([]);
  });
});
