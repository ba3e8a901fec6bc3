/**
 * What a notice's or CSR story's address without a prebuilt page answers. The build's rewrite
 * (src/i18n/netlify-redirects.ts) sends every `/notices/*` and `/about/csr/*` of every locale here
 * when no file is there: an item published since the last build gets the fallback page, which loads
 * it from the API (200); any other address in the section (an unknown, unpublished or trashed id, a
 * word) gets the locale's 404 page with 404, so a link to nothing is "not found" for crawlers and
 * link checkers as it is for people.
 */
import type { Db } from '#db/client.ts';
import { findPublishedCsrPost } from '#db/repositories/csr-posts.ts';
import { findPublishedNotice } from '#db/repositories/notices.ts';
import { defaultLocale, isLocale, type Locale } from '#i18n/locales.ts';
import { DETAIL_PAGE_ROUTE, detailIdFromPath, detailRoutes, localizePath, splitLocale } from '#i18n/routes.ts';
import { answerWithPage } from './inquiry/static-page.ts';

export type DetailKind = keyof typeof detailRoutes;

export interface AddressedDetail {
  kind: DetailKind;
  locale: Locale;
  /** The item the address names, undefined when it names none (`/notices/abc`). */
  id: number | undefined;
}

const isKind = (value: string | undefined): value is DetailKind => value !== undefined && Object.hasOwn(detailRoutes, value);

/**
 * The section, locale and id of a request, whether the platform hands the function the rewritten
 * address or the one the visitor asked for; undefined when it is neither.
 */
export function addressedDetail(pathname: string): AddressedDetail | undefined {
  if (pathname.startsWith(`${DETAIL_PAGE_ROUTE}/`)) {
    const [kind, locale, ...rest] = pathname.slice(DETAIL_PAGE_ROUTE.length + 1).split('/');
    if (!isKind(kind) || !isLocale(locale)) return undefined;
    const section = detailRoutes[kind].section;
    return { kind, locale, id: detailIdFromPath(`${section}/${rest.join('/')}`, section) };
  }
  const { locale } = splitLocale(pathname);
  for (const kind of Object.keys(detailRoutes) as DetailKind[]) {
    const section = localizePath(locale, detailRoutes[kind].section);
    if (pathname === section || pathname.startsWith(`${section}/`)) return { kind, locale, id: detailIdFromPath(pathname, detailRoutes[kind].section) };
  }
  return undefined;
}

const published: Record<DetailKind, (db: Db, id: number) => Promise<unknown>> = {
  notice: findPublishedNotice,
  csr: findPublishedCsrPost,
};

/** The locale's own 404 page, as the site's catch-all rules serve it. */
const notFoundPage = (locale: Locale) => (locale === defaultLocale ? '/404.html' : `/${locale}/404`);

export async function detailPageAnswer(db: Db, site: string | undefined, pathname: string, fetchFn: typeof fetch = fetch): Promise<Response> {
  const address = addressedDetail(pathname);
  const locale = address?.locale ?? splitLocale(pathname).locale;
  const found = address?.id !== undefined && (await published[address.kind](db, address.id)) !== undefined;
  if (found) return answerWithPage(site, localizePath(locale, detailRoutes[address.kind].fallback), 200, (html) => html, fetchFn);
  return answerWithPage(site, notFoundPage(locale), 404, (html) => html, fetchFn);
}
