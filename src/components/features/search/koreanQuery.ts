/**
 * What Korean visitors type, made to fit Pagefind's Korean index.
 *
 * Pagefind (1.6) splits Korean on spaces only: an 어절 such as 비자를 is one indexed word, and Korean is
 * not among the languages it segments (zh, ja, th; its Korean segmenter was tried upstream and dropped
 * because the browser's Intl.Segmenter does not split Korean the same way). It matches every query word
 * as a prefix of indexed words. Two things then go wrong for real queries:
 *
 * - a particle on the query word: 비자를 finds only pages that say exactly 비자를, not 비자, 비자는 or
 *   비자·체류. Cutting the particle off the query (비자) finds them all through the prefix match;
 * - a compound typed without its space: 법인설립 finds nothing where the pages write 법인 설립 (the usual
 *   spelling). Splitting it into two words (법인 설립) finds those pages.
 *
 * Both are done at query time, on purpose: the index stays Pagefind's own, excerpts show the pages'
 * real text, and nothing needs a Korean dictionary. Which split of a compound is right is left to the
 * index itself (siteSearch.ts tries them against it).
 */

import { HANGUL_WORD, stripParticle } from '#domain/content/korean-particles.ts';

/** The shortest part a compound is split into: Korean nouns in compounds are mostly two or three syllables. */
const MIN_PART = 2;

/**
 * The ways a Hangul word may be two words written together: 법인설립 → 법인 설립; 부동산투자 → 부동 산투자,
 * 부동산 투자. Empty for a word too short to be a compound of two nouns.
 */
export function compoundSplits(word: string): string[] {
  if (!HANGUL_WORD.test(word) || word.length < 2 * MIN_PART) return [];
  const splits: string[] = [];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) splits.push(`${word.slice(0, at)} ${word.slice(at)}`);
  return splits;
}

/** The query's words with their particles cut off; whitespace collapsed. */
export function normalizeKoreanQuery(query: string): string[] {
  return query.trim().split(/\s+/).filter(Boolean).map(stripParticle);
}
