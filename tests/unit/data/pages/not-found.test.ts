/** The 404 page's first-run texts: the specification's literal "Page Not Found" in every language, the rest translated, and the <title> built from the heading. */
import { describe, expect, it } from 'vitest';
import { notFoundSeed } from '#data/pages/not-found/index.ts';
import { dictionaries } from '#i18n/index.ts';
import { localeCodes } from '#i18n/locales.ts';

const ko = notFoundSeed.ko;

describe.each(localeCodes)('the 404 page in %s', (code) => {
  const c = notFoundSeed[code];

  it('keeps the literal 404 text the spec demands', () => {
    expect(c.title).toBe('Page Not Found');
  });

  it('titles the page with its own heading and the firm\'s name', () => {
    expect(dictionaries[code].pages.notFound.title).toBe(`${c.heading} | ${dictionaries[code].site.name}`);
  });
});

describe.each(localeCodes.filter((code) => code !== 'ko'))('the 404 page in %s', (code) => {
  it('translates everything else', () => {
    for (const key of ['heading', 'text', 'home', 'contact'] as const) expect(notFoundSeed[code][key], key).not.toBe(ko[key]);
  });
});
