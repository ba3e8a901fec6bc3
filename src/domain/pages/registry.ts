/**
 * Every page whose texts are content: its key (the `site_pages` row's `page_key`, the admin API's
 * `/api/admin/pages/:key`) and its one schema, from which its type derives.
 */
import type * as v from 'valibot';
import { faqPageSchema } from './faq.ts';
import { noticesPageSchema } from './notices.ts';
import { csrPageSchema } from './csr.ts';
import { contactPageSchema } from './contact.ts';
import { servicesPageSchema } from './services.ts';
import { aboutPageSchema } from './about.ts';
import { homePageSchema } from './home.ts';

export const pageSchemas = {
  faq: faqPageSchema,
  notices: noticesPageSchema,
  csr: csrPageSchema,
  contact: contactPageSchema,
  services: servicesPageSchema,
  about: aboutPageSchema,
  home: homePageSchema,
} as const;

export type PageKey = keyof typeof pageSchemas;
export type PageContent<K extends PageKey> = v.InferOutput<(typeof pageSchemas)[K]>;

export const PAGE_KEYS = Object.keys(pageSchemas) as PageKey[];

export const isPageKey = (key: string): key is PageKey => Object.hasOwn(pageSchemas, key);
