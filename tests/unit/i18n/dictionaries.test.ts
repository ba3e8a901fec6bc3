import { describe, expect, it } from 'vitest';
import { dictionaries } from '#i18n/index.ts';
import { localeCodes } from '#i18n/locales.ts';
import { ko } from '#i18n/ui/ko.ts';

type Leaf = { path: string; value: unknown };

/** Every leaf of a dictionary with its key path; arrays contribute their indices (so lengths count). */
function leaves(node: unknown, path = ''): Leaf[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [{ path, value: node }];
}
/** Key paths including the containers, so that an empty object or array is noticed too. */
function shape(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return [`${path}[]#${node.length}`, ...node.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (node !== null && typeof node === 'object') {
    return [`${path}{}`, ...Object.entries(node).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k))];
  }
  return [`${path}:${typeof node}`];
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/;

/** Strings allowed to equal the Korean reference: the code, the literal English 404 title and the brand WhatsApp. */
const SAME_AS_KOREAN = new Set(['notFound.code', 'notFound.title', 'footer.whatsapp']);

const reference = new Map(leaves(ko).map((l) => [l.path, l.value]));
const others = localeCodes.filter((c) => c !== 'ko');

describe('the Korean reference', () => {
  it('has only non-empty strings', () => {
    for (const { path, value } of leaves(ko)) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });
  it('keeps the literal 404 title the spec demands', () => {
    expect(ko.notFound.title).toBe('Page Not Found');
  });
});

describe.each(others)('dictionary %s', (code) => {
  const dict = dictionaries[code];
  const entries = leaves(dict);

  it('has exactly the key paths of ko (deep, arrays of the same length)', () => {
    expect(shape(dict)).toEqual(shape(ko));
  });

  it('has no empty strings', () => {
    for (const { path, value } of entries) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('keeps every {placeholder} of the Korean string', () => {
    for (const { path, value } of entries) {
      expect(placeholders(value as string), path).toEqual(placeholders(reference.get(path) as string));
    }
  });

  it('contains no Hangul', () => {
    for (const { path, value } of entries) {
      expect(HANGUL.test(value as string), `${path}: ${String(value)}`).toBe(false);
    }
  });

  it('translates every string (only whitelisted ones equal the Korean)', () => {
    for (const { path, value } of entries) {
      if (SAME_AS_KOREAN.has(path)) expect(value, path).toBe(reference.get(path));
      else expect(value, path).not.toBe(reference.get(path));
    }
  });

  it('keeps the 404 title literally and translates its heading', () => {
    expect(dict.notFound.title).toBe('Page Not Found');
    expect(dict.pages.notFound.title.startsWith('Page Not Found')).toBe(true);
    expect(dict.notFound.heading).not.toBe(ko.notFound.heading);
  });

  it('uses the Latin brand name', () => {
    expect(dict.site.name).toBe('Nusantara Bridge Consulting');
    expect(dict.footer.copyright).toContain('Nusantara Bridge Consulting');
  });

  it('keeps the nine privacy sections numbered 1 to 9', () => {
    expect(dict.privacy.sections.map((s) => s.heading.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('the test helpers', () => {
  it('notice a missing key, an extra key and a shorter array', () => {
    const missing = { ...ko, scrollToTop: undefined };
    expect(shape(missing)).not.toEqual(shape(ko));
    expect(shape({ ...ko, extra: 'x' })).not.toEqual(shape(ko));
    const shorter = { ...ko, privacy: { ...ko.privacy, sections: ko.privacy.sections.slice(1) } };
    expect(shape(shorter)).not.toEqual(shape(ko));
  });
  it('read placeholders', () => {
    expect(placeholders('{b} and {a}')).toEqual(['a', 'b']);
    expect(HANGUL.test('한')).toBe(true);
    expect(HANGUL.test('漢字かなカナ')).toBe(false);
  });
});
