/**
 * Every page whose texts are content: its key (the `site_pages` row's `page_key`, the admin API's
 * `/api/admin/pages/:key`) and its one schema, from which its type derives. The order is the admin's
 * list: the home page, the services, the firm, the boards, the contact page and its inquiry, then what every page shares.
 */
import type * as v from 'valibot';
import { homePageSchema } from './home.ts';
import { servicesPageSchema } from './services.ts';
import { serviceEstablishmentPageSchema } from './service-establishment.ts';
import { serviceHrPageSchema } from './service-hr.ts';
import { serviceInvestmentPageSchema } from './service-investment.ts';
import { serviceMarketingPageSchema } from './service-marketing.ts';
import { serviceRealestatePageSchema } from './service-realestate.ts';
import { serviceVisaPageSchema } from './service-visa.ts';
import { aboutPageSchema } from './about.ts';
import { csrPageSchema } from './csr.ts';
import { faqPageSchema } from './faq.ts';
import { noticesPageSchema } from './notices.ts';
import { contactPageSchema } from './contact.ts';
import { inquiryPageSchema } from './inquiry.ts';
import { footerPageSchema } from './footer.ts';
import { privacyPageSchema } from './privacy.ts';
import { notFoundPageSchema } from './not-found.ts';

export const pageSchemas = {
  home: homePageSchema,
  services: servicesPageSchema,
  'service-establishment': serviceEstablishmentPageSchema,
  'service-hr': serviceHrPageSchema,
  'service-investment': serviceInvestmentPageSchema,
  'service-marketing': serviceMarketingPageSchema,
  'service-realestate': serviceRealestatePageSchema,
  'service-visa': serviceVisaPageSchema,
  about: aboutPageSchema,
  csr: csrPageSchema,
  faq: faqPageSchema,
  notices: noticesPageSchema,
  contact: contactPageSchema,
  inquiry: inquiryPageSchema,
  footer: footerPageSchema,
  privacy: privacyPageSchema,
  'not-found': notFoundPageSchema,
} as const;

export type PageKey = keyof typeof pageSchemas;
export type PageContent<K extends PageKey> = v.InferOutput<(typeof pageSchemas)[K]>;

export const PAGE_KEYS = Object.keys(pageSchemas) as PageKey[];

export const isPageKey = (key: string): key is PageKey => Object.hasOwn(pageSchemas, key);
