/**
 * Content read from the database while the site is built. One client per build process; every
 * page that prebuilds database content imports from here.
 */
import { createBuildDb, type Db } from '#db/client.ts';
import { listPublishedCsrPosts } from '#db/repositories/csr-posts.ts';
import { listPublishedFaqs } from '#db/repositories/faqs.ts';
import { listPublishedNotices } from '#db/repositories/notices.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { listStoredPages } from '#db/repositories/site-pages.ts';
import { listUploadSizes, listUploadVariantSizes, readLibraryAlts, withLibraryAlts } from '#db/repositories/uploads.ts';
import { listViewCounts } from '#db/repositories/view-marks.ts';
import { defaultContactChannels } from '#data/company.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { withViews } from '#domain/content/views.ts';
import { contactChannelsOr, type ContactChannels } from '#domain/site-settings/contact.ts';
import { countedFigures, firmFactsOr, type FirmFigures } from '#domain/site-settings/facts.ts';
import { peopleOr, shownPeople, type ShownPeople } from '#domain/site-settings/people.ts';
import { serviceKeys } from '#i18n/routes.ts';
import type { Locale } from '#i18n/locales.ts';
import { shownPageContent } from '#domain/pages/content.ts';
import { pageSchemas, type PageContent, type PageKey } from '#domain/pages/registry.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import { loadServiceAddresses } from './_service-addresses.ts';
import { responsiveUpload, uploadIdOf, type ImageSize, type ResponsiveImage } from '#domain/uploads.ts';

let db: Db | undefined;
const database = () => (db ??= createBuildDb());

/**
 * The public answer's rows with their view counts at build time (the API serves the two apart; the
 * pages show the count prebuilt, and their scripts replace it with the current one).
 */
async function withCounts<T extends { id: number }>(rows: Promise<T[]>, kind: 'notice' | 'csr_post') {
  const [content, counts] = await Promise.all([rows, listViewCounts(database(), kind)]);
  return withViews(content, counts);
}

let csrPosts: ReturnType<typeof withCounts<Awaited<ReturnType<typeof listPublishedCsrPosts>>[number]>> | undefined;

/** Published CSR posts with their view counts, read once per build (every locale's pages share the answer). */
export function publishedCsrPosts() {
  csrPosts ??= withCounts(withLibraryAlts(database(), listPublishedCsrPosts(database()), ['content'], libraryAlts()), 'csr_post');
  return csrPosts;
}

let faqs: ReturnType<typeof listPublishedFaqs> | undefined;

/** Published FAQs, read once per build. */
export function publishedFaqs() {
  faqs ??= withLibraryAlts(database(), listPublishedFaqs(database()), ['answer'], libraryAlts());
  return faqs;
}

let notices: ReturnType<typeof withCounts<Awaited<ReturnType<typeof listPublishedNotices>>[number]>> | undefined;

/** Published notices with their view counts, pinned first then newest, read once per build. */
export function publishedNotices() {
  notices ??= withCounts(withLibraryAlts(database(), listPublishedNotices(database()), ['content'], libraryAlts()), 'notice');
  return notices;
}

let alts: ReturnType<typeof readLibraryAlts> | undefined;
/** The media library's alt texts, read once per build for every collection's images. */
const libraryAlts = () => (alts ??= readLibraryAlts(database()));

let uploadSizes: Promise<Map<string, ImageSize>> | undefined;
/** Every stored image's size by upload id, read once per build (og:image sizes, the people's pictures). */
const sizesById = () => (uploadSizes ??= listUploadSizes(database()).then((rows) => new Map(rows.map((r) => [r.id, { width: r.width, height: r.height }]))));

/**
 * The size of an uploaded picture by its site path (`/api/uploads/<id>.webp`), so a page states
 * og:image's width and height only when they are known; undefined for anything else.
 */
export async function uploadSize(path: string | null): Promise<ImageSize | undefined> {
  const id = path ? uploadIdOf(path) : undefined;
  return id ? (await sizesById()).get(id) : undefined;
}

let contact: Promise<ContactChannels> | undefined;

/** The firm's contact channels as set in the admin's site settings (the defaults until then), read once per build. */
export function siteContact(): Promise<ContactChannels> {
  contact ??= readSiteSetting(database(), 'contact').then((stored) => contactChannelsOr(stored.value, defaultContactChannels));
  return contact;
}

let facts: Promise<FirmFigures> | undefined;

/**
 * The firm's figures as set in the admin's site settings (the defaults until then), with what the
 * build counts itself: the years since the founding as of this build, and the service pages. Read once per build.
 */
export function siteFacts(): Promise<FirmFigures> {
  facts ??= readSiteSetting(database(), 'facts').then((stored) => countedFigures(firmFactsOr(stored.value, defaultFirmFacts), { at: new Date(), serviceAreas: serviceKeys.length }));
  return facts;
}

let people: Promise<ShownPeople> | undefined;

/**
 * The firm's pictures and people as set in the admin's site settings, each picture with its sizes
 * and smaller copies for `srcset` (an upload no longer stored shows the default art), read once per build.
 */
export function sitePeople(): Promise<ShownPeople> {
  people ??= Promise.all([readSiteSetting(database(), 'people'), sizesById(), listUploadVariantSizes(database())]).then(([stored, sizes, variants]) => {
    const copies = new Map<string, ImageSize[]>();
    for (const v of variants) copies.set(v.upload_id, [...(copies.get(v.upload_id) ?? []), v]);
    const picture = (url: string): ResponsiveImage | undefined => {
      const id = uploadIdOf(url);
      const original = id ? sizes.get(id) : undefined;
      return id && original ? responsiveUpload(id, original, copies.get(id) ?? []) : undefined;
    };
    return shownPeople(peopleOr(stored.value), picture);
  });
  return people;
}

let addresses: Promise<void> | undefined;

/**
 * Puts the service pages' addresses as the firm named them in use (src/i18n/routes.ts), once per build;
 * awaited before anything names a service page: the middleware before each page, and the routes that
 * list pages before it runs (the service pages' and the sitemap's getStaticPaths).
 */
export function serviceAddressesReady(): Promise<void> {
  addresses ??= loadServiceAddresses(database());
  return addresses;
}

let storedPages: Promise<Map<string, unknown>> | undefined;
const shownPages = new Map<string, Promise<unknown>>();

/**
 * A page's texts in one locale as the firm last published them (table site_pages), field by field
 * the first-run texts where nothing valid is stored, with the Korean page's figures (a figure is the
 * same in every language). Every page's rows are read once per build, and each page and locale is
 * checked once (the footer is on every page).
 */
export function sitePage<K extends PageKey>(key: K, locale: Locale): Promise<PageContent<K>> {
  const id = `${key}/${locale}`;
  let shown = shownPages.get(id);
  if (!shown) {
    storedPages ??= listStoredPages(database()).then((rows) => new Map(rows.map((r) => [`${r.key}/${r.locale}`, r.content])));
    const seeds = pageSeeds[key] as Record<Locale, PageContent<K>>;
    shown =
      locale === 'ko'
        ? storedPages.then((stored) => shownPageContent(pageSchemas[key], stored.get(id), seeds.ko))
        : Promise.all([storedPages, sitePage(key, 'ko')]).then(([stored, ko]) => shownPageContent(pageSchemas[key], stored.get(id), seeds[locale], ko));
    shownPages.set(id, shown);
  }
  return shown as Promise<PageContent<K>>;
}
