/** The footer's first-run texts: the firm's Latin name outside Korean, every text translated but the brand WhatsApp. */
import { describe, expect, it } from 'vitest';
import { footerSeed } from '#data/pages/footer/index.ts';
import { localeCodes } from '#i18n/locales.ts';

const ko = footerSeed.ko;
const keys = Object.keys(ko) as (keyof typeof ko)[];

describe.each(localeCodes.filter((code) => code !== 'ko'))('the footer in %s', (code) => {
  const c = footerSeed[code];

  it('uses the Latin brand name', () => {
    expect(c.copyright).toContain('Nusantara Bridge Consulting');
  });

  it('translates every text (only the brand WhatsApp equals the Korean)', () => {
    for (const key of keys) {
      if (key === 'whatsapp') expect(c[key]).toBe(ko[key]);
      else expect(c[key], key).not.toBe(ko[key]);
    }
  });
});
