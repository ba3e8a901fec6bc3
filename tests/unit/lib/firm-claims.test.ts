import { describe, expect, it } from 'vitest';
import { defaultFirmFacts } from '#data/firm.ts';
import { footerSeed } from '#data/pages/footer/index.ts';
import { getDictionary } from '#i18n/index.ts';
import { localeCodes } from '#i18n/locales.ts';
import { withFirmClaims } from '#lib/firm-claims.ts';

describe('firm claims in dictionary texts', () => {
  const facts = { ...defaultFirmFacts, foundedYear: 2004, companiesSupported: 1250, employees: 85 };

  for (const locale of localeCodes) {
    it(`${locale}: the home and about descriptions and the footer line state the figures as set, none typed`, () => {
      const t = getDictionary(locale);
      const texts = [t.pages.home.description, t.pages.about.description, footerSeed[locale].description];
      for (const text of texts) {
        expect(text).not.toMatch(/2003|\b500\b|\b70\b/);
        const filled = withFirmClaims(text, locale, facts);
        expect(filled).toContain('2004');
        expect(filled).not.toMatch(/[{}]/);
      }
      expect(withFirmClaims(t.pages.home.description, locale, facts)).toMatch(/1[,.]?250/);
      expect(withFirmClaims(t.pages.about.description, locale, facts)).toMatch(/\b85\b|85/);
    });
  }

  it('formats counts in the locale notation', () => {
    expect(withFirmClaims('{companies} / {employees} / {year}', 'en', facts)).toBe('1,250 / 85 / 2004');
    expect(withFirmClaims('{companies}', 'id', facts)).toBe('1.250');
  });
});
