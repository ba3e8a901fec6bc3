/**
 * A service page's address (slug) in a prefixed locale, as the firm names it in the admin, and how
 * the stored names become the address of each page now and the earlier addresses that redirect to it.
 * The Korean addresses are the specification's and are never named here.
 */

/** Lowercase ASCII words joined by single hyphens: an address that reads the same when shared. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_SLUG_MIN = 3;
/** The width of the column it is stored in (service_slugs.slug varchar(80)). */
export const SERVICE_SLUG_MAX = 80;

/**
 * Words a service address may not be: names a path below `/services/` could one day need for a page
 * of its own, or that read as part of the site's machinery.
 */
export const RESERVED_SERVICE_SLUGS: ReadonlySet<string> = new Set(['index', 'page', 'category', 'post', 'search', 'preview', 'admin', 'api', 'rss', 'feed', 'new', 'edit', '404']);

export type ServiceSlugError = 'required' | 'format' | 'length' | 'reserved';

/** Why a slug cannot be an address, or undefined when it can. */
export function serviceSlugError(slug: string): ServiceSlugError | undefined {
  if (slug === '') return 'required';
  if (slug.length < SERVICE_SLUG_MIN || slug.length > SERVICE_SLUG_MAX) return 'length';
  if (!SLUG_PATTERN.test(slug)) return 'format';
  if (RESERVED_SERVICE_SLUGS.has(slug)) return 'reserved';
  return undefined;
}

/** One stored name: the newest of a service and locale is its address, the older ones its earlier addresses. */
export interface ServiceSlugRow {
  locale: string;
  slug: string;
  serviceKey: string;
  createdAt: Date;
}

/** An address a page had before, answered by a permanent redirect to the address now. */
export interface EarlierServiceSlug<L extends string, K extends string> {
  locale: L;
  key: K;
  slug: string;
  /** When it was named (null for the code's own slug, which was never stored). */
  since: Date | null;
}

export interface ServiceAddresses<L extends string, K extends string> {
  current: Record<L, Record<K, string>>;
  earlier: EarlierServiceSlug<L, K>[];
}

/**
 * The address of every service in every locale of `defaults` (the code's own slugs), and every earlier
 * one: a service's newest stored row is its address, else the code's slug; its older rows and the code's
 * slug, when neither is the address now, are earlier addresses (oldest first). Rows of a locale or
 * service the defaults do not name are ignored.
 */
export function serviceAddresses<L extends string, K extends string>(rows: readonly ServiceSlugRow[], defaults: Record<L, Record<K, string>>): ServiceAddresses<L, K> {
  const locales = Object.keys(defaults) as L[];
  const current = {} as Record<L, Record<K, string>>;
  const earlier: EarlierServiceSlug<L, K>[] = [];
  for (const locale of locales) {
    const codeSlugs = defaults[locale];
    current[locale] = { ...codeSlugs };
    for (const key of Object.keys(codeSlugs) as K[]) {
      const named = rows
        .filter((r) => r.locale === locale && r.serviceKey === key)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.slug.localeCompare(b.slug));
      const now = named.at(-1)?.slug ?? codeSlugs[key];
      current[locale][key] = now;
      const before: EarlierServiceSlug<L, K>[] = [{ locale, key, slug: codeSlugs[key], since: null }, ...named.map((r) => ({ locale, key, slug: r.slug, since: r.createdAt }))];
      const seen = new Set([now]);
      for (const address of before) {
        if (seen.has(address.slug)) continue;
        seen.add(address.slug);
        earlier.push(address);
      }
    }
  }
  return { current, earlier };
}

/**
 * The service a slug names in a locale, now or earlier (its code slug included), or undefined: a slug
 * belongs to one service of a locale for good, so that an earlier address keeps leading to its page.
 */
export function serviceOfSlug<L extends string, K extends string>(addresses: ServiceAddresses<L, K>, locale: L, slug: string): K | undefined {
  const services = addresses.current[locale];
  const now = (Object.keys(services) as K[]).find((key) => services[key] === slug);
  return now ?? addresses.earlier.find((e) => e.locale === locale && e.slug === slug)?.key;
}

/** A service page's address in one prefixed locale as the admin API answers it (paths as visitors use them). */
export interface PageAddressDocument {
  key: string;
  locale: string;
  slug: string;
  path: string;
  /** The slug the code gives the page, which the firm may name again. */
  codeSlug: string;
  /** Earlier addresses, oldest first, each redirecting to `path`; `since` null for the code's own slug. */
  earlier: { slug: string; path: string; since: string | null }[];
}
