/**
 * Content read from the database while the site is built. One client per build process; every
 * page that prebuilds database content imports from here.
 */
import { createBuildDb, type Db } from '#db/client.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { listPublishedFaqs } from '#db/repositories/faqs.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { defaultContactChannels } from '#data/company.ts';
import { contactChannelsOr, type ContactChannels } from '#domain/site-settings/contact.ts';

let db: Db | undefined;
const database = () => (db ??= createBuildDb());

let csrPosts: ReturnType<typeof listPublishedCsrPosts> | undefined;

/** Published CSR posts, read once per build (every locale's pages share the answer). */
export function publishedCsrPosts() {
  csrPosts ??= listPublishedCsrPosts(database());
  return csrPosts;
}

let faqs: ReturnType<typeof listPublishedFaqs> | undefined;

/** Published FAQs, read once per build. */
export function publishedFaqs() {
  faqs ??= listPublishedFaqs(database());
  return faqs;
}

let notices: ReturnType<typeof listPublishedNotices> | undefined;

/** Published notices, pinned first then newest, read once per build. */
export function publishedNotices() {
  notices ??= listPublishedNotices(database());
  return notices;
}

let contact: Promise<ContactChannels> | undefined;

/** The firm's contact channels as set in the admin's site settings (the defaults until then), read once per build. */
export function siteContact(): Promise<ContactChannels> {
  contact ??= readSiteSetting(database(), 'contact').then((stored) => contactChannelsOr(stored.value, defaultContactChannels));
  return contact;
}
