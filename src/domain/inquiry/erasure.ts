/**
 * A person's erasure reaches what staff wrote about them on other people's inquiries (notes, replies):
 * their e-mail address, phone number and name, found as people write them and replaced by ERASED_MARK.
 *
 * - E-mail: ignoring case, as a whole address (not inside a longer one).
 * - Phone: by its digits, whatever the spacing, dashes, dots or brackets, with or without the country
 *   code ("+62 812-3456-7890", "0812 3456 7890", "62812…" are one number; the code is told by
 *   E.164's prefix-free list), the trunk 0 and "(0)" included; a number of fewer than MIN_PHONE_DIGITS significant digits is never looked for (it would
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
/** E.164's 15 digits, with an international prefix (00) and a "(0)". */
const MAX_WRITTEN_DIGITS = 18;

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

// The two-digit country calling codes (ITU-T E.164); 1 and 7 are the one-digit ones, every other code
// has three digits. The codes are prefix-free, so a number's code is the one of these it starts with.
const TWO_DIGIT_CODES = new Set('20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '));

/** The country code an international number (without + or 00) starts with. */
function countryCode(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1);
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
}

/** The number itself, and without a "(0)" written after its country code ("+62 (0)812…"). */
function variants(digits: string): string[] {
  const code = countryCode(digits).length;
  return digits[code] === '0' ? [digits, digits.slice(0, code) + digits.slice(code + 1)] : [digits];
}

/**
 * Whether two writings are one phone number (their digits alone count): the same significant digits,
 * or the longer is the shorter with a country code in front ("+62 812…" and "0812…").
 */
export function samePhone(a: string, b: string): boolean {
  for (const x of variants(significant(a.replace(/\D/g, '')))) {
    for (const y of variants(significant(b.replace(/\D/g, '')))) {
      if (x.length < MIN_PHONE_DIGITS || y.length < MIN_PHONE_DIGITS) continue;
      if (x === y) return true;
      const [short, long] = x.length < y.length ? [x, y] : [y, x];
      if (long.length - short.length === countryCode(long).length && long.endsWith(short)) return true;
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
      // The longest span of groups from here that is one of the phones; no number is written with
      // more than MAX_WRITTEN_DIGITS digits, which also keeps a long run of spaced digits linear.
      let matchedLast = -1;
      let digits = '';
      for (let last = first; last < groups.length; last++) {
        digits += groups[last]!.digits;
        if (digits.length > MAX_WRITTEN_DIGITS) break;
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
