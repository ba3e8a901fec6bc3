import type { Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs, type ServiceKey } from '#i18n/routes.ts';

function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && Object.hasOwn(serviceSlugs, value);
}

/**
 * The link of a service card: its detail page in the visitor's locale. A card that names no
 * known service links to the services overview ("a service card whose title is unknown
 * links to /services").
 */
export function serviceCardHref(locale: Locale, card: { key?: string | null | undefined }): string {
  const path = isServiceKey(card.key) ? `/services/${serviceSlugs[card.key]}` : '/services';
  return localizePath(locale, path);
}
