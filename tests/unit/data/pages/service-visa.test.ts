import { describe, expect, it } from 'vitest';
import { localeCodes } from '#i18n/locales.ts';
import { formatNumber } from '#i18n/format.ts';
import { describeLocalizedContent } from './_shared/contentSuite.ts';
import { defaultContactChannels } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { countedFigures } from '#domain/site-settings/facts.ts';
import { fillVisaContent, serviceVisaSeed, visaTabIds } from '#data/pages/service-visa/index.ts';

/** The first-run figures as a build in 2026 counts them (23 years since 2003, six service pages). */
const figures = countedFigures(defaultFirmFacts, { at: new Date('2026-11-27T12:00:00Z'), serviceAreas: 6 });
const contentIn = (locale: (typeof localeCodes)[number]) => fillVisaContent(locale, serviceVisaSeed[locale], defaultContactChannels.officePhone, figures);

describeLocalizedContent('visa', serviceVisaSeed, contentIn);

describe('visa facts', () => {
  it('keeps the figures of the spec', () => {
    expect(serviceVisaSeed.ko.figures).toMatchObject({
      voaDays: 30,
      voaExtensionDays: 30,
      voaFeeIdr: 500000,
      itasShortMinMonths: 1,
      itasShortMaxMonths: 6,
      itasLongMinMonths: 7,
      itasLongMaxMonths: 24,
      itasExtensions: 5,
      itasMaxYears: 6,
      itapYearsShort: 5,
      itapYearsLong: 10,
      itapItasYears: 3,
      itapMarriageYears: 2,
      workLevyUsd: 1200,
      vksbDays: 60,
      vksbExtensions: 2,
      vksbExtensionDays: 60,
      vksbMaxDays: 180,
      c18MaxDays: 120,
      vkbpStayDays: 60,
      extensionLeadWeeks: 2,
    });
  });

  for (const locale of localeCodes) {
    it(`${locale}: five tabs in order, each with a table row and the key figures`, () => {
      const content = contentIn(locale);
      expect(content.guide.tabs).toHaveLength(visaTabIds.length);
      const text = JSON.stringify(content);
      expect(text).toContain(`IDR ${formatNumber(locale, 500000)}`);
      expect(text).toContain(`USD ${formatNumber(locale, 1200)}`);
      content.guide.tabs.forEach((tab, i) => expect(tab.title).toContain(visaTabIds[i]?.toUpperCase()));
    });
  }
});
