/** The footer's first-run texts: the firm's Latin name outside Korean, every text translated but the brand WhatsApp, the reply promise from the firm's response hours. */
import { describe, expect, it } from 'vitest';
import { faqSeed } from '#data/pages/faq/index.ts';
import { footerSeed } from '#data/pages/footer/index.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
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

describe.each(localeCodes)('the reply promise in %s', (code) => {
  // The firm sets its reply time once (the site settings' response hours); a typed "24" would outlive a change.
  it('states the firm\'s response hours as {hours}, never a typed number, in the footer, the FAQ and the notices pages', () => {
    for (const text of [footerSeed[code].response, faqSeed[code].cta.text, noticesSeed[code].contact.text]) {
      expect(text).toContain('{hours}');
      expect(text.replace('{hours}', '')).not.toMatch(/\d/);
    }
  });
});
