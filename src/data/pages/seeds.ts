/**
 * Every content page's first-run texts by page and locale: what a fresh install shows, and what a
 * page falls back to field by field while the database holds no row for it (src/domain/pages/content.ts).
 */
import type { PageContent, PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { faqSeed } from './faq/index.ts';
import { noticesSeed } from './notices/index.ts';
import { csrSeed } from './csr/index.ts';
import { contactSeed } from './contact/index.ts';
import { servicesSeed } from './services/index.ts';
import { aboutSeed } from './about/index.ts';
import { homeSeed } from './home/index.ts';

export const pageSeeds: { [K in PageKey]: Record<Locale, PageContent<K>> } = {
  faq: faqSeed,
  notices: noticesSeed,
  csr: csrSeed,
  contact: contactSeed,
  services: servicesSeed,
  about: aboutSeed,
  home: homeSeed,
};
