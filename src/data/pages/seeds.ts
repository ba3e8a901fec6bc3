/**
 * Every content page's first-run texts by page and locale: what a fresh install shows, and what a
 * page falls back to field by field while the database holds no row for it (src/domain/pages/content.ts).
 */
import type { PageContent, PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { faqSeed } from './faq/index.ts';
import { footerSeed } from './footer/index.ts';
import { notFoundSeed } from './not-found/index.ts';
import { privacySeed } from './privacy/index.ts';
import { serviceEstablishmentSeed } from './service-establishment/index.ts';
import { serviceHrSeed } from './service-hr/index.ts';
import { serviceInvestmentSeed } from './service-investment/index.ts';
import { serviceMarketingSeed } from './service-marketing/index.ts';
import { serviceRealestateSeed } from './service-realestate/index.ts';
import { serviceVisaSeed } from './service-visa/index.ts';

export const pageSeeds: { [K in PageKey]: Record<Locale, PageContent<K>> } = {
  faq: faqSeed,
  footer: footerSeed,
  'not-found': notFoundSeed,
  privacy: privacySeed,
  'service-establishment': serviceEstablishmentSeed,
  'service-hr': serviceHrSeed,
  'service-investment': serviceInvestmentSeed,
  'service-marketing': serviceMarketingSeed,
  'service-realestate': serviceRealestateSeed,
  'service-visa': serviceVisaSeed,
};
