/**
 * The Netlify redirect rules that follow from the locale and route registries. The build writes them
 * to the site's `_redirects` (astro.config.mjs), which Netlify and the local server read before
 * netlify.toml's rules; nobody writes them by hand. Astro's static i18n routing cannot express
 * them: they depend on the visitor's stored language (a cookie), which only the CDN sees.
 */
import { defaultLocale, LANGUAGE_COOKIE, localeCodes, type Locale } from './locales.ts';
import { DETAIL_PAGE_ROUTE, detailRoutes, earlierServiceSlugs, localizePath, serviceSlugs, staticRoutes } from './routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force?: boolean;
  conditions?: { Language: readonly string[]; Cookie: readonly string[] };
}

const otherLocales = localeCodes.filter((code) => code !== defaultLocale);

/** Each top-level section of the site (`/`, `/services`, ...) and whether pages live below it. */
function sections(): { path: string; nested: boolean }[] {
  const routes = [...staticRoutes, ...Object.values(detailRoutes).map((d) => d.fallback)];
  const tops = [...new Set(routes.map((route) => (route === '/' ? '/' : `/${route.split('/')[1]}`)))];
  return tops.map((path) => ({ path, nested: path !== '/' && routes.some((route) => route.startsWith(`${path}/`)) }));
}

/**
 * A visitor who chose a language (the nf_lang cookie, set by the language selector) and opens an
 * unprefixed Korean URL goes to the same page in that language. Without the cookie nobody is
 * redirected (crawlers and first visits see the URL they asked for); prefixed URLs never are.
 */
function languageRules(locale: Locale): RedirectRule[] {
  const conditions = { Language: [locale], Cookie: [LANGUAGE_COOKIE] };
  return sections().flatMap(({ path, nested }) => [
    { from: path, to: localizePath(locale, path), status: 302, force: true, conditions },
    ...(nested ? [{ from: `${path}/*`, to: `${localizePath(locale, path)}/:splat`, status: 302, force: true, conditions }] : []),
  ]);
}

/**
 * A CSR story or notice published after the last build has no prebuilt page yet: its URL goes to the
 * detail-page function, which answers the fallback page (it loads the item from the API) when the id
 * names a published item and the locale's 404 page otherwise. Not forced: prebuilt pages win.
 */
const detailFallbacks = (locale: Locale): RedirectRule[] =>
  Object.entries(detailRoutes).map(([kind, { section }]) => ({
    from: localizePath(locale, `${section}/*`),
    to: `${DETAIL_PAGE_ROUTE}/${kind}/${locale}/:splat`,
    status: 200,
  }));

/**
 * The notices list's pages and categories are all prebuilt: one that is not (/notices/page/99, a
 * category without notices) is not found, rather than the fallback page of a notice. Not forced.
 */
const listingNotFound = (locale: Locale): RedirectRule[] =>
  ['page', 'category'].map((part) => ({ from: localizePath(locale, `${detailRoutes.notice.section}/${part}/*`), to: notFoundPage(locale), status: 404 }));

const notFoundPage = (locale: Locale) => (locale === defaultLocale ? '/404.html' : `/${locale}/404/`);

/** Each locale answers unknown paths with its own 404 page (the default locale's last, as the catch-all). */
const notFound = (locale: Locale): RedirectRule => ({ from: locale === defaultLocale ? '/*' : `/${locale}/*`, to: notFoundPage(locale), status: 404 });

/**
 * Every earlier address of a service page (src/i18n/routes.ts: the Korean slugs, the code's, the
 * firm's earlier names) answers a permanent redirect to its address now. Netlify's documentation asks
 * for special characters percent-encoded in a rule, while its matcher as Netlify Dev ships it
 * (@netlify/redirects, which the local server runs) matches a request against the rule's characters
 * as written: a Korean slug is written both ways, so either reading redirects. Forced, so that no file
 * left under an old address could shadow it.
 */
const earlierAddresses = (): RedirectRule[] =>
  earlierServiceSlugs().flatMap(({ locale, key, slug }) =>
    [...new Set([slug, encodeURIComponent(slug)])].map((written) => ({
      from: `/${locale}/services/${written}`,
      to: localizePath(locale, `/services/${serviceSlugs[key]}`),
      status: 301,
      force: true,
    })),
  );

/** Every rule, in the order they must be matched, for the service addresses in use (`setServiceAddresses`). */
export function localeRedirects(): RedirectRule[] {
  return [
    ...earlierAddresses(),
    ...otherLocales.flatMap(languageRules),
    ...localeCodes.flatMap(listingNotFound),
    ...localeCodes.flatMap(detailFallbacks),
    ...otherLocales.map(notFound),
    notFound(defaultLocale),
  ];
}

/** The rules in Netlify's `_redirects` syntax, one per line: `from to status[!] Condition=values`. */
export function redirectsFile(rules: readonly RedirectRule[] = localeRedirects()): string {
  const lines = rules.map((rule) => {
    const conditions = rule.conditions ? Object.entries(rule.conditions).map(([name, values]) => `${name}=${values.join(',')}`) : [];
    return [rule.from, rule.to, `${rule.status}${rule.force ? '!' : ''}`, ...conditions].join('  ');
  });
  return `# Generated by the build from src/i18n/netlify-redirects.ts (the locale and route registries): do not edit.\n${lines.join('\n')}\n`;
}
