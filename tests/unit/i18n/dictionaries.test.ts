/**
 * What only the public interface dictionary promises, beyond the checks every dictionary passes
 * (dictionary-folders.test.ts: the same keys, placeholders, no empty text): no Hangul at all outside
 * Korean, every string translated, the spec's literal 404 title and the firm's Latin name.
 */
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
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/;

/** Strings allowed to equal the Korean reference: the code, the literal English 404 title and the brand WhatsApp. */
const SAME_AS_KOREAN = new Set(['notFound.code', 'notFound.title', 'footer.whatsapp']);

const reference = new Map(leaves(ko).map((l) => [l.path, l.value]));
const others = localeCodes.filter((c) => c !== 'ko');

describe('the Korean reference', () => {
  it('holds only strings', () => {
    for (const { path, value } of leaves(ko)) expect(typeof value, path).toBe('string');
  });
  it('keeps the literal 404 text the spec demands and titles the page in Korean', () => {
    expect(ko.notFound.title).toBe('Page Not Found');
    expect(ko.pages.notFound.title).toBe(`${ko.notFound.heading} | ${ko.site.name}`);
  });
});

describe.each(others)('dictionary %s', (code) => {
  const dict = dictionaries[code];
  const entries = leaves(dict);

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

  it('keeps the 404 text literally and titles the page with its translated heading', () => {
    expect(dict.notFound.title).toBe('Page Not Found');
    expect(dict.pages.notFound.title).toBe(`${dict.notFound.heading} | ${dict.site.name}`);
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
  it('read Hangul and nothing else', () => {
    expect(HANGUL.test('한')).toBe(true);
    expect(HANGUL.test('漢字かなカナ')).toBe(false);
  });
});
