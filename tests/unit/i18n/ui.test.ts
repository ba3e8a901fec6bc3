/**
 * What only the public interface dictionary promises, beyond the checks every dictionary passes
 * (dictionary-folders.test.ts: the same keys, placeholders, no empty text): no Hangul at all outside
 * Korean, every string translated and the firm's Latin name (the footer's, the privacy policy's and the
 * 404 page's texts are page content: tests/unit/data/pages/).
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

const reference = new Map(leaves(ko).map((l) => [l.path, l.value]));
const others = localeCodes.filter((c) => c !== 'ko');

describe('the Korean reference', () => {
  it('holds only strings', () => {
    for (const { path, value } of leaves(ko)) expect(typeof value, path).toBe('string');
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

  it('translates every string', () => {
    for (const { path, value } of entries) expect(value, path).not.toBe(reference.get(path));
  });

  it('uses the Latin brand name', () => {
    expect(dict.site.name).toBe('Nusantara Bridge Consulting');
  });
});

describe('the test helpers', () => {
  it('read Hangul and nothing else', () => {
    expect(HANGUL.test('한')).toBe(true);
    expect(HANGUL.test('漢字かなカナ')).toBe(false);
  });
});
