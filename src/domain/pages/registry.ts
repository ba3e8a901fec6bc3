/**
 * Every page whose texts are content: its key (the `site_pages` row's `page_key`, the admin API's
 * `/api/admin/pages/:key`) and its one schema, from which its type derives.
 */
import type * as v from 'valibot';
import { faqPageSchema } from './faq.ts';
import { footerPageSchema } from './footer.ts';
import { notFoundPageSchema } from './not-found.ts';
import { privacyPageSchema } from './privacy.ts';
import { serviceEstablishmentPageSchema } from './service-establishment.ts';
import { serviceHrPageSchema } from './service-hr.ts';
import { serviceInvestmentPageSchema } from './service-investment.ts';
import { serviceMarketingPageSchema } from './service-marketing.ts';
import { serviceRealestatePageSchema } from './service-realestate.ts';
import { serviceVisaPageSchema } from './service-visa.ts';

export const pageSchemas = {
  faq: faqPageSchema,
  footer: footerPageSchema,
  'not-found': notFoundPageSchema,
  privacy: privacyPageSchema,
  'service-establishment': serviceEstablishmentPageSchema,
  'service-hr': serviceHrPageSchema,
  'service-investment': serviceInvestmentPageSchema,
  'service-marketing': serviceMarketingPageSchema,
  'service-realestate': serviceRealestatePageSchema,
  'service-visa': serviceVisaPageSchema,
} as const;

export type PageKey = keyof typeof pageSchemas;
export type PageContent<K extends PageKey> = v.InferOutput<(typeof pageSchemas)[K]>;

export const PAGE_KEYS = Object.keys(pageSchemas) as PageKey[];

export const isPageKey = (key: string): key is PageKey => Object.hasOwn(pageSchemas, key);
