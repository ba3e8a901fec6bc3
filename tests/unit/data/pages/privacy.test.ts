/** The privacy policy's first-run texts: the same nine numbered sections in every language, each translated. */
import { describe, expect, it } from 'vitest';
import { privacySeed } from '#data/pages/privacy/index.ts';
import { localeCodes } from '#i18n/locales.ts';

describe.each(localeCodes)('the privacy policy in %s', (code) => {
  const c = privacySeed[code];

  it('keeps the nine sections numbered 1 to 9', () => {
    expect(c.sections.map((s) => s.heading.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe.each(localeCodes.filter((code) => code !== 'ko'))('the privacy policy in %s', (code) => {
  it('translates every text', () => {
    const c = privacySeed[code];
    const ko = privacySeed.ko;
    for (const key of ['title', 'intro', 'close', 'effective'] as const) expect(c[key], key).not.toBe(ko[key]);
    c.sections.forEach((s, i) => {
      expect(s.heading).not.toBe(ko.sections[i]?.heading);
      expect(s.body).not.toBe(ko.sections[i]?.body);
    });
  });
});
