/**
 * Shared Vitest checks for a page's per-locale content (imported by the pages' content tests only):
 * every translation keeps the Korean reference's placeholders, no Hangul outside Korean, and the
 * filled content has no placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { placeholders, stringLeaves } from './contentStrings.ts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** `runtime`: placeholders filled later (by the page's script or per item), allowed to stay in the filled content. */
export function describeLocalizedContent<T>(
  name: string,
  raw: Record<Locale, T>,
  filled: (locale: Locale) => T,
  runtime: readonly string[] = [],
): void {
  describe(`${name} content`, () => {
    const reference = new Map(stringLeaves(raw.ko));

    for (const locale of localeCodes.filter((l) => l !== 'ko')) {
      it(`${locale}: same placeholders as Korean in every string`, () => {
        const leaves = stringLeaves(raw[locale]);
        expect(leaves.map(([path]) => path)).toEqual([...reference.keys()]);
        for (const [path, text] of leaves) {
          expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(reference.get(path) ?? ''));
        }
      });

      it(`${locale}: no Hangul`, () => {
        const stray = stringLeaves(filled(locale)).filter(([, text]) => HANGUL.test(text));
        expect(stray).toEqual([]);
      });
    }

    for (const locale of localeCodes) {
      it(`${locale}: every placeholder filled, no empty text where Korean has text`, () => {
        for (const [path, text] of stringLeaves(filled(locale))) {
          const left = placeholders(text).filter((name) => !runtime.includes(name));
          expect(left, `${locale} ${path}`).toEqual([]);
          if (reference.get(path) !== '') expect(text.trim(), `${locale} ${path}`).not.toBe('');
        }
      });
    }
  });
}
