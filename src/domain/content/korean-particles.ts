/**
 * Korean particles cut off a typed word, so that 비자를 finds 비자, 비자는 and 비자·체류: the site search
 * (src/components/features/search/koreanQuery.ts) and the notices list's search (list-search.ts) share it.
 */
export const HANGUL_WORD = /^[\uAC00-\uD7A3]+$/;

/**
 * Case particles and the commonest auxiliary particles, longest first so that 에서 wins over 서 and
 * 으로 over 로. One-syllable ones are also word endings (국가, 전문가): see `stripParticle`.
 */
const PARTICLES = [
  '에서부터', '으로부터', '에게서', '으로서', '으로써', '이라고', '이라는',
  '에서', '에게', '한테', '께서', '부터', '까지', '으로', '처럼', '보다', '이나', '이랑', '하고', '마다', '라고', '라는', '이란', '에는', '에도', '과의', '와의',
  '은', '는', '이', '가', '을', '를', '의', '에', '로', '와', '과', '도', '만', '란',
] as const;

/**
 * The shortest stem a particle may leave. Two syllables: the one-syllable stems would be near-universal
 * prefixes (국가 → 국 would match 국내, 국제, 국적…), and Korean nouns of one syllable are few in this
 * site's subjects. Cutting a syllable that was part of the noun (전문가 → 전문) loses nothing, since
 * 전문 still matches 전문가 as a prefix.
 */
const MIN_STEM = 2;

/** The word without its trailing particle, or the word itself when it is not Hangul or would get too short. */
export function stripParticle(word: string): string {
  if (!HANGUL_WORD.test(word)) return word;
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= MIN_STEM) return word.slice(0, -particle.length);
  }
  return word;
}

