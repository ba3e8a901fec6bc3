/**
 * schema.org JSON-LD for search engines: the firm (a ProfessionalService, on every page), the
 * breadcrumb trail of inner pages, and the FAQ page's questions.
 */
import { company } from '#data/company.ts';
import { telHref } from '#domain/phone.ts';
import type { FooterContent } from '#domain/pages/footer.ts';
import type { ContactChannels } from '#domain/site-settings/contact.ts';
import type { FirmFigures } from '#domain/site-settings/facts.ts';
import { format } from '#i18n/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { localizePath, serviceKeys, serviceSlugs } from '#i18n/routes.ts';
import type { Dictionary } from '#i18n/ui/index.ts';
import { plainText } from '#domain/content/plain-text.ts';

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  label: string;
  path: string;
}

/**
 * The firm, with its phones and address (`contact`) and its founding year and staff (`firm`) as set in the
 * site settings, described by the footer's line (`footer`, the footer page's content).
 */
export function organizationLd(t: Dictionary, footer: Pick<FooterContent, 'description'>, site: URL, contact: ContactChannels, firm: Pick<FirmFigures, 'foundedYear' | 'employees'>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': new URL('/#organization', site).href,
    name: t.site.name,
    legalName: company.legalName,
    url: site.href,
    logo: new URL('/logo.svg', site).href,
    image: new URL('/og-default.jpg', site).href,
    // The footer's line names only the founding year.
    description: format(footer.description, { year: String(firm.foundedYear) }),
    foundingDate: String(firm.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: firm.employees },
    email: company.email,
    telephone: [contact.officePhone, contact.mobilePhone].filter(Boolean).map((phone) => telHref(phone).slice('tel:'.length)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: company.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    areaServed: { '@type': 'Country', name: 'Indonesia' },
  };
}

/** The trail of a page derived from its locale-neutral path, when the page gives none itself. */
export function defaultBreadcrumbs(path: string, t: Dictionary, pageLabel?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: t.nav.home, path: '/' }];
  const segments = path.split('/').filter(Boolean);
  const labels: Record<string, string> = {
    '/services': t.nav.services,
    '/about': t.nav.about,
    '/about/csr': t.nav.csr,
    '/faq': t.nav.faq,
    '/notices': t.nav.notices,
    '/contact': t.nav.contact,
    ...Object.fromEntries(serviceKeys.map((k) => [`/services/${serviceSlugs[k]}`, t.services[k]])),
  };
  let current = '';
  for (const segment of segments) {
    current += `/${decodeURIComponent(segment)}`;
    const label = labels[current] ?? (current === path ? pageLabel : undefined);
    if (label) crumbs.push({ label, path: current });
  }
  return crumbs;
}

export function breadcrumbLd(crumbs: Crumb[], locale: Locale, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(localizePath(locale, crumb.path), site).href,
    })),
  };
}

/** Questions with their answers as plain text (schema.org allows HTML, but plain text is safest). */
export function faqPageLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

export interface NewsArticle {
  headline: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** The language the text is in (Korean on a page that shows the untranslated original). */
  inLanguage: string;
  datePublished: string;
  dateModified: string;
  /** The item's own picture (a site path or absolute URL); none: the site's default card. */
  image?: string | null | undefined;
}

/** A notice as a news article, written and published by the firm (the organisation node of every page). */
export function newsArticleLd(article: NewsArticle, site: URL, firmName: string): JsonLd {
  const organization = { '@type': 'Organization', '@id': new URL('/#organization', site).href, name: firmName, url: site.href };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.inLanguage,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    image: [new URL(article.image ?? '/og-default.jpg', site).href],
    author: organization,
    publisher: organization,
  };
}

/** Serialised for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
