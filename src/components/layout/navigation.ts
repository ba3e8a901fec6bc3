import type { Locale } from '#i18n/locales.ts';
import { localizePath, serviceKeys, serviceSlugs } from '#i18n/routes.ts';
import type { Dictionary } from '#i18n/ui/index.ts';

export interface NavLink {
  key: string;
  label: string;
  href: string;
  /** This link is the page being shown (aria-current="page"). */
  current: boolean;
}
export interface NavItem extends NavLink {
  /** The page shown belongs to this entry's section (styling only). */
  active: boolean;
  cta?: boolean;
  children?: NavLink[];
}

/** `/services/` and `/services` are the same page; the home page stays `/`. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

const inSection = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/**
 * The spec's seven main entries in order: home, services, about, FAQ, notices, contact, our story.
 * Services and About carry their submenus. Every href is localized; `path` is locale-neutral.
 */
export function buildNavigation(locale: Locale, path: string, t: Dictionary): NavItem[] {
  const here = normalizePath(path);
  const link = (key: string, label: string, to: string): NavLink => ({
    key,
    label,
    href: localizePath(locale, to),
    current: here === normalizePath(to),
  });
  const item = (key: string, label: string, to: string, active: boolean, extra: Partial<NavItem> = {}): NavItem => ({
    ...link(key, label, to),
    active,
    ...extra,
  });
  const isCsr = inSection(here, '/about/csr');
  return [
    item('home', t.nav.home, '/', here === '/'),
    item('services', t.nav.services, '/services', inSection(here, '/services'), {
      children: [
        link('services-overview', t.nav.servicesOverview, '/services'),
        ...serviceKeys.map((k) => link(`service-${k}`, t.services[k], `/services/${serviceSlugs[k]}`)),
      ],
    }),
    item('about', t.nav.about, '/about', inSection(here, '/about') && !isCsr, {
      children: [link('about-company', t.nav.company, '/about'), link('about-csr', t.nav.csr, '/about/csr')],
    }),
    item('faq', t.nav.faq, '/faq', here === '/faq'),
    item('notices', t.nav.notices, '/notices', here === '/notices'),
    item('contact', t.nav.contact, '/contact', here === '/contact', { cta: true }),
    item('csr', t.nav.csr, '/about/csr', isCsr),
  ];
}

/** `aria-current` of a menu link: 'page' on the page it leads to, absent elsewhere. */
export function ariaCurrent(current: boolean): 'page' | undefined {
  return current ? 'page' : undefined;
}
