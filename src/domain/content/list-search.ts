/**
 * Searching a list's items by the words typed (the notices list's search box, answered by
 * GET /api/notices?q=…): an item matches when its text contains every word, in any case or width; a
 * Korean word is also found without its particle. Chinese and Japanese need no spaces: a phrase is
 * matched as typed.
 */
import { stripParticle } from './korean-particles.ts';

const normalize = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The words of a query, each with the forms to look for (itself, and without a Korean particle). */
export function queryTerms(query: string): string[][] {
  return normalize(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => {
      const stem = stripParticle(term);
      return stem === term ? [term] : [term, stem];
    });
}

/** Whether `text` contains every term (an empty query matches everything). */
export function matchesTerms(text: string, terms: readonly string[][]): boolean {
  if (terms.length === 0) return true;
  const haystack = normalize(text);
  return terms.every((forms) => forms.some((form) => haystack.includes(form)));
}
