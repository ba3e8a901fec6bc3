import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { pageSeeds } from '#data/pages/seeds.ts';
import { validatePageContent } from '#domain/pages/content.ts';
import { PAGE_KEYS, pageSchemas } from '#domain/pages/registry.ts';
import { localeCodes } from '#i18n/locales.ts';

describe.each(PAGE_KEYS)('the first-run texts of page %s', (key) => {
  const schema = pageSchemas[key];
  const seeds = pageSeeds[key];

  it.each(localeCodes)('pass the page schema as written, in %s', (locale) => {
    const parsed = v.safeParse(schema, seeds[locale]);
    expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toBeUndefined();
    // Saving the seed unchanged stores it unchanged: nothing in it is trimmed or normalised away.
    expect(parsed.output).toEqual(seeds[locale]);
  });

  it.each(localeCodes)('use only the placeholders the page fills, in %s', (locale) => {
    const checked = validatePageContent(schema, seeds[locale], seeds.ko);
    expect(checked.ok ? {} : checked.errors).toEqual({});
  });
});
