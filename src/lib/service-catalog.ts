import type { ServicesContent } from '#domain/pages/services.ts';
import type { ServiceKey } from '#i18n/routes.ts';

/** How a service is staffed (badge on the services overview). */
export type ServiceType = 'taskForce' | 'consultant';
/** The line icon drawn for a service (LineIcon.astro). */
export type ServiceIconName = 'investment' | 'establishment' | 'visa' | 'hr' | 'realestate' | 'marketing';

interface ServiceCatalogEntry {
  key: ServiceKey;
  icon: ServiceIconName;
  serviceType: ServiceType;
}

/**
 * The six services of the overview and the home grid, in the spec's order, with what does not
 * depend on the language. Code, not page content: each key is a service's route and each icon a
 * drawing of the site. Multi-party, deadline-driven work (investment, establishment, HR) gets a
 * task-force team; advisory work with one point of contact gets a dedicated consultant.
 */
const serviceCatalog = [
  { key: 'investment', icon: 'investment', serviceType: 'taskForce' },
  { key: 'establishment', icon: 'establishment', serviceType: 'taskForce' },
  { key: 'visa', icon: 'visa', serviceType: 'consultant' },
  { key: 'hr', icon: 'hr', serviceType: 'taskForce' },
  { key: 'realestate', icon: 'realestate', serviceType: 'consultant' },
  { key: 'marketing', icon: 'marketing', serviceType: 'consultant' },
] as const satisfies readonly ServiceCatalogEntry[];

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

/** The six service cards in catalog order, with the services page's texts of one locale. */
export function serviceCards(c: Pick<ServicesContent, 'serviceTypes' | 'cards'>): ServiceCard[] {
  return serviceCatalog.map((entry) => ({
    ...entry,
    serviceTypeLabel: c.serviceTypes[entry.serviceType],
    ...c.cards[entry.key],
  }));
}
