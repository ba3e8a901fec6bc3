import type { Widen } from '#i18n/types.ts';
import { defineContent } from '../_shared/define-content.ts';
import type { Locale } from '#i18n/locales.ts';
import { serviceCatalog, type ServiceIconName, type ServiceType } from './catalog.ts';
import type { ServiceKey } from '#i18n/routes.ts';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';

export type ServicesContent = Widen<typeof ko>;

export { serviceCatalog, type ServiceType, type ServiceIconName } from './catalog.ts';

export const getServicesContent = defineContent<ServicesContent>({ ko, en, id, zh, ja });

/** One service as the cards show it: catalog facts plus the texts of the locale. */
export interface ServiceCard {
  key: ServiceKey;
  icon: ServiceIconName;
  serviceType: ServiceType;
  serviceTypeLabel: string;
  title: string;
  summary: string;
  description: string;
  features: readonly string[];
}

/** The six service cards of a locale, in catalog order. */
export function getServiceCards(locale: Locale): ServiceCard[] {
  const c = getServicesContent(locale);
  return serviceCatalog.map((entry) => ({
    ...entry,
    serviceTypeLabel: c.serviceTypes[entry.serviceType],
    ...c.cards[entry.key],
  }));
}
