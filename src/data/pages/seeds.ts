/**
 * Every content page's first-run texts by page and locale: what a fresh install shows, and what a
 * page falls back to field by field while the database holds no row for it (src/domain/pages/content.ts).
 */
import type { PageContent, PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { homeSeed } from './home/index.ts';
import { servicesSeed } from './services/index.ts';
import { serviceEstablishmentSeed } from './service-establishment/index.ts';
import { serviceHrSeed } from './service-hr/index.ts';
import { serviceInvestmentSeed } from './service-investment/index.ts';
import { serviceMarketingSeed } from './service-marketing/index.ts';
import { serviceRealestateSeed } from './service-realestate/index.ts';
import { serviceVisaSeed } from './service-visa/index.ts';
import { aboutSeed } from './about/index.ts';
import { csrSeed } from './csr/index.ts';
import { faqSeed } from './faq/index.ts';
import { noticesSeed } from './notices/index.ts';
import { contactSeed } from './contact/index.ts';
import { inquirySeed } from './inquiry/index.ts';
import { footerSeed } from './footer/index.ts';
import { privacySeed } from './privacy/index.ts';
import { notFoundSeed } from './not-found/index.ts';

export const pageSeeds: { [K in PageKey]: Record<Locale, PageContent<K>> } = {
  home: homeSeed,
  services: servicesSeed,
  'service-establishment': serviceEstablishmentSeed,
  'service-hr': serviceHrSeed,
  'service-investment': serviceInvestmentSeed,
  'service-marketing': serviceMarketingSeed,
  'service-realestate': serviceRealestateSeed,
  'service-visa': serviceVisaSeed,
  about: aboutSeed,
  csr: csrSeed,
  faq: faqSeed,
  notices: noticesSeed,
  contact: contactSeed,
  inquiry: inquirySeed,
  footer: footerSeed,
  privacy: privacySeed,
  'not-found': notFoundSeed,
};
