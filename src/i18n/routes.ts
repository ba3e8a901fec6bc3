import { defaultLocale, isLocale, localeCodes, type Locale } from './locales.ts';

/**
 * Service detail slugs as the spec writes them: the Korean addresses, and the locale-neutral paths
 * (`/services/법인-설립`) the rest of the code names a service page by; localizePath turns them into
 * each locale's own address.
 */
export const serviceSlugs = {
  investment: '종합-컨설팅',
  establishment: '법인-설립',
  hr: '인사-관리',
  visa: '비자-서비스',
  realestate: '부동산-컨설팅',
  marketing: '마케팅-서비스',
} as const;
export type ServiceKey = keyof typeof serviceSlugs;
export const serviceKeys = Object.keys(serviceSlugs) as ServiceKey[];

/** The locales under a prefix: every one but Korean (the default). */
export type PrefixedLocale = Exclude<Locale, 'ko'>;
const isPrefixed = (locale: Locale): locale is PrefixedLocale => locale !== defaultLocale;

const englishSlugs = {
  investment: 'investment-consulting',
  establishment: 'company-establishment',
  hr: 'hr-management',
  visa: 'visa-services',
  realestate: 'real-estate-consulting',
  marketing: 'marketing-services',
} as const satisfies Record<ServiceKey, string>;

/**
 * A service page's first slug in each prefixed locale, in ASCII words so that a shared address reads as
 * words instead of percent-encoded Korean. Chinese and Japanese take the English words: a slug in
 * Han or kana characters would be percent-encoded in the same way. The firm renames them in the admin
 * (table service_slugs); the build puts those names in with `setServiceAddresses`.
 */
export const localServiceSlugs: Record<PrefixedLocale, Record<ServiceKey, string>> = {
  en: englishSlugs,
  id: {
    investment: 'konsultasi-investasi',
    establishment: 'pendirian-perusahaan',
    hr: 'manajemen-sdm',
    visa: 'layanan-visa',
    realestate: 'konsultasi-properti',
    marketing: 'layanan-pemasaran',
  },
  zh: englishSlugs,
  ja: englishSlugs,
};

/** An earlier address of a service page in a prefixed locale. */
export interface EarlierServiceAddress {
  locale: PrefixedLocale;
  key: ServiceKey;
  slug: string;
}

/**
 * The addresses in use: the code's own until the build reads the firm's names from the database, once,
 * before any page renders or the redirect rules are written (src/pages/_service-addresses.ts). One
 * table for the whole process, so every link, hreflang, sitemap entry, feed and the language selector
 * of one build agree.
 */
let addresses: { current: Record<PrefixedLocale, Record<ServiceKey, string>>; earlier: readonly EarlierServiceAddress[] } = { current: localServiceSlugs, earlier: [] };

/** Puts the firm's service addresses in use: each page's slug now and its earlier slugs (the code's included). */
export function setServiceAddresses(named: { current: Record<PrefixedLocale, Record<ServiceKey, string>>; earlier: readonly EarlierServiceAddress[] }): void {
  addresses = { current: named.current, earlier: [...named.earlier] };
}

/** A service page's slug in a locale. */
export const serviceSlug = (locale: Locale, key: ServiceKey): string => (isPrefixed(locale) ? addresses.current[locale][key] : serviceSlugs[key]);

/**
 * The earlier addresses of service pages, each answered by a permanent redirect to the page's address
 * now, so a link shared before a rename still opens the page: the prefixed locales first served the
 * Korean slugs, then the code's, then every name the firm gave a page before its newest.
 */
export function earlierServiceSlugs(): EarlierServiceAddress[] {
  const korean = localeCodes.filter(isPrefixed).flatMap((locale) => serviceKeys.map((key) => ({ locale, key, slug: serviceSlugs[key] as string })));
  return [...korean, ...addresses.earlier.map(({ locale, key, slug }) => ({ locale, key, slug }))];
}

const SERVICES = '/services/';

/** A service page's path, `/services/<slug>` and what follows the slug (a trailing slash, query or hash). */
function servicePath(path: string): { slug: string; rest: string } | undefined {
  const match = /^\/services\/([^/?#]+)(\/?(?:[?#].*)?)$/.exec(path);
  return match ? { slug: match[1]!, rest: match[2]! } : undefined;
}

/** A locale-neutral path with a service page's Korean slug in the locale's own slug. */
function toLocalSlug(locale: Locale, path: string): string {
  const service = locale === defaultLocale ? undefined : servicePath(path);
  const key = service && serviceKeys.find((k) => serviceSlugs[k] === service.slug);
  return key ? `${SERVICES}${serviceSlug(locale, key)}${service.rest}` : path;
}

/** A locale's path with the locale's own service slug back in the Korean, locale-neutral one. */
function fromLocalSlug(locale: Locale, path: string): string {
  const service = locale === defaultLocale ? undefined : servicePath(path);
  const key = service && serviceKeys.find((k) => serviceSlug(locale, k) === service.slug);
  return key ? `${SERVICES}${serviceSlugs[key]}${service.rest}` : path;
}

/** Locale-neutral paths of every prebuilt public page (CSR details, which come from the database, aside). */
export const staticRoutes = [
  '/',
  '/services',
  ...serviceKeys.map((k) => `/services/${serviceSlugs[k]}`),
  '/about',
  '/about/csr',
  '/faq',
  '/notices',
  '/contact',
] as const;

/**
 * The site search page, in every locale. Not among `staticRoutes`: it is noindex (a results page is no
 * page of its own for search engines), so neither the sitemap nor the crawl's list of spec routes holds it.
 */
export const searchPath = '/search';

/**
 * The draft preview page, in every locale: opened only through a signed link from the admin (its
 * query names the draft), noindex and so neither in the sitemap, the crawl's routes nor the search index.
 */
export const previewPath = '/preview';

/**
 * Pages prebuilt per database item, below a section of `staticRoutes`: `/about/csr/{id}`, `/notices/{id}`.
 * An item published after the last build has no page yet: `fallback` (a prebuilt page too) renders it
 * from the API meanwhile (src/i18n/netlify-redirects.ts).
 */
export const detailRoutes = {
  csr: { section: '/about/csr', fallback: '/about/csr/post' },
  notice: { section: '/notices', fallback: '/notices/post' },
} as const;

/**
 * The function that answers a detail address with no prebuilt page (`<route>/<kind>/<locale>/<rest>`):
 * the fallback page for an item published since the build, else the locale's 404 page.
 */
export const DETAIL_PAGE_ROUTE = '/api/detail-page';

export const csrPostPath = (id: number) => `${detailRoutes.csr.section}/${id}`;
export const noticePath = (id: number) => `${detailRoutes.notice.section}/${id}`;

/** The item id at the end of a detail page's address (`/notices/12`, `/en/notices/12/`), else undefined. */
export function detailIdFromPath(pathname: string, section: string): number | undefined {
  const { path } = splitLocale(pathname.replace(/\/$/, ''));
  const match = path.startsWith(`${section}/`) ? /^(\d{1,10})$/.exec(path.slice(section.length + 1)) : null;
  const id = match ? Number(match[1]) : 0;
  // A database id: 1 up to the largest Postgres integer; anything else names no item.
  return id >= 1 && id <= 2 ** 31 - 1 ? id : undefined;
}

/** One page of the notices list: all notices or one category's, page 1 at the list's own address. */
export interface NoticeListing {
  category?: string | undefined;
  page: number;
}

/** `/notices`, `/notices/page/2`, `/notices/category/visa`, `/notices/category/visa/page/2`. */
export function noticeListingPath({ category, page }: NoticeListing): string {
  const base = category ? `${detailRoutes.notice.section}/category/${category}` : detailRoutes.notice.section;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** `/about/csr` for the CSR stories' first page, `/about/csr/page/2` and on for the later ones. */
export const csrListingPath = (page: number): string => (page > 1 ? `${detailRoutes.csr.section}/page/${page}` : detailRoutes.csr.section);

/** A notice's item in the notices list (the id its list item carries). */
export const noticeAnchor = (id: number) => `notice-${id}`;

/** The RSS feeds every page of a locale links to in its head (localizePath gives each locale's). */
export const feedPaths = { notices: '/notices/rss.xml', csr: '/about/csr/rss.xml' } as const;

/**
 * The URL of a locale-neutral path in a locale: `/services` -> `/en/services`, a service page with
 * the locale's own slug (`/services/법인-설립` -> `/en/services/company-establishment`); the home
 * page of a prefixed locale is `/en/`. Korean stays unprefixed.
 */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${toLocalSlug(locale, clean)}`;
}

/** Splits a URL path into its locale and the locale-neutral path (localizePath's inverse). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] && match[2] !== '' ? fromLocalSlug(match[1], match[2]) : '/' };
  }
  return { locale: defaultLocale, path: pathname === '' ? '/' : pathname };
}
