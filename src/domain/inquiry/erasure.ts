/**
 * A person's erasure reaches what staff wrote about them on other people's inquiries (notes, replies):
 * their e-mail address, phone number and name, found as people write them and replaced by ERASED_MARK.
 *
 * - E-mail: ignoring case, as a whole address (not inside a longer one).
 * - Phone: by its digits, whatever the spacing, dashes, dots or brackets, with or without the country
 *   code ("+62 812-3456-7890", "0812 3456 7890", "62812…" are one number), the trunk 0 and "(0)"
 *   included; a number of fewer than MIN_PHONE_DIGITS significant digits is never looked for (it would
 *   match dates and amounts).
 * - Name: the whole name as written in the form, its parts separated by any spaces. Where words are
 *   separated by spaces (Latin, Cyrillic…) it must stand as whole words and have at least
 *   MIN_SPACED_NAME_LETTERS letters, and a one-word name must match in its written case ("Will" is not
 *   "will"); in Korean, Chinese and Japanese, which attach particles to a name or write no spaces at
 *   all, it matches where it appears, from MIN_CJK_NAME_CHARACTERS characters. A part of a name alone
 *   (a surname) is not looked for: it would erase every namesake.
 */

export const ERASED_MARK = '[erased]';

/** What identified the person in a text. */
export type PersonTrait = 'email' | 'phone' | 'name';

export interface Person {
  emails: readonly string[];
  phones: readonly string[];
  names: readonly string[];
}

export interface Redaction {
  text: string;
  /** What was found (and replaced), each once; empty when the text was left as it was. */
  found: PersonTrait[];
}

const MIN_PHONE_DIGITS = 7;
const MIN_SPACED_NAME_LETTERS = 3;
const MIN_CJK_NAME_CHARACTERS = 2;

const CJK = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function emailPattern(email: string): RegExp {
  // Not part of a longer address: no address character before, no name or domain going on after.
  return new RegExp(`(?<![\\p{L}\\p{N}._%+-])${escapeRegExp(email)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, 'giu');
}

/** The pattern of a name, or null for one too short to be told from other words. */
function namePattern(name: string): RegExp | null {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const length = [...parts.join('')].length;
  if (CJK.test(name)) {
    if (length < MIN_CJK_NAME_CHARACTERS) return null;
    return new RegExp(parts.map(escapeRegExp).join('\\s*'), 'gu');
  }
  if ([...parts.join('')].filter((character) => /\p{L}/u.test(character)).length < MIN_SPACED_NAME_LETTERS) return null;
  const flags = parts.length > 1 ? 'giu' : 'gu';
  return new RegExp(`(?<![\\p{L}\\p{N}_])${parts.map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}_])`, flags);
}

/** The significant digits of a number: without the international prefix 00 or a trunk 0. */
function significant(digits: string): string {
  return digits.replace(/^00/, '').replace(/^0/, '');
}

/** The number itself, and without a "(0)" written after a country code of 1 to 3 digits. */
function variants(digits: string): string[] {
  const found = [digits];
  for (let at = 1; at <= 3; at++) if (digits[at] === '0') found.push(digits.slice(0, at) + digits.slice(at + 1));
  return found;
}

/**
 * Whether two writings are one phone number (their digits alone count): the same significant digits, or one ends with
 * the other and what the longer has in front is a country code (1 to 3 digits).
 */
export function samePhone(a: string, b: string): boolean {
  for (const x of variants(significant(a.replace(/\D/g, '')))) {
    for (const y of variants(significant(b.replace(/\D/g, '')))) {
      if (x.length < MIN_PHONE_DIGITS || y.length < MIN_PHONE_DIGITS) continue;
      if (x === y) return true;
      const [short, long] = x.length < y.length ? [x, y] : [y, x];
      if (long.length - short.length <= 3 && long.endsWith(short)) return true;
    }
  }
  return false;
}

// Digits with at most two separators (space, dot, dash, brackets) between them, a + or ( in front.
const PHONE_RUN = /[+(]?\d(?:[ \u00a0.\-()]{0,2}\d)*/g;

/** Replaces every writing of one of the phones in the text; whether one was found. */
function redactPhones(text: string, phones: readonly string[]): { text: string; found: boolean } {
  if (phones.length === 0) return { text, found: false };
  let found = false;
  const redacted = text.replace(PHONE_RUN, (run) => {
    // The run's digit groups; a number may be only part of a run ("room 12 0812 3456 7890").
    const groups = [...run.matchAll(/\d+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length, digits: match[0] }));
    let out = '';
    let copied = 0;
    let first = 0;
    while (first < groups.length) {
      let matchedLast = -1;
      for (let last = groups.length - 1; last >= first && matchedLast < 0; last--) {
        const digits = groups.slice(first, last + 1).map((group) => group.digits).join('');
        if (phones.some((phone) => samePhone(phone, digits))) matchedLast = last;
      }
      if (matchedLast < 0) {
        first++;
        continue;
      }
      const start = first === 0 ? 0 : groups[first]!.start;
      out += run.slice(copied, start) + ERASED_MARK;
      copied = groups[matchedLast]!.end;
      found = true;
      first = matchedLast + 1;
    }
    return out + run.slice(copied);
  });
  return { text: redacted, found };
}

/** The text with the person's e-mail addresses, phone numbers and names replaced by ERASED_MARK. */
export function redactPerson(text: string, person: Person): Redaction {
  const found: PersonTrait[] = [];
  let current = text;
  const replaceAll = (pattern: RegExp | null, trait: PersonTrait) => {
    if (!pattern) return;
    const next = current.replace(pattern, ERASED_MARK);
    if (next !== current && !found.includes(trait)) found.push(trait);
    current = next;
  };
  // Addresses first: a name or number inside an address goes with the address.
  for (const email of new Set(person.emails.map((email) => email.trim().toLowerCase()).filter(Boolean))) replaceAll(emailPattern(email), 'email');
  const phones = [...new Set(person.phones.map((phone) => phone.replace(/\D/g, '')).filter((digits) => significant(digits).length >= MIN_PHONE_DIGITS))];
  const phone = redactPhones(current, phones);
  if (phone.found) found.push('phone');
  current = phone.text;
  for (const name of new Set(person.names.map((name) => name.trim()).filter(Boolean))) replaceAll(namePattern(name), 'name');
  return { text: current, found };
}

/** The digits to look for first in stored text (its digits alone): every writing of the phone holds them. */
export function phoneNeedle(phone: string): string | null {
  const digits = significant(phone.replace(/\D/g, ''));
  return digits.length >= MIN_PHONE_DIGITS ? digits.slice(-MIN_PHONE_DIGITS) : null;
}

/** The longest part of a name that can be looked for (a first pass over stored text), or null. */
export function nameNeedle(name: string): string | null {
  if (!namePattern(name)) return null;
  return name.trim().split(/\s+/u).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}
