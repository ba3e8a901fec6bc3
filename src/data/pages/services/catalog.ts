import type { ServiceKey } from '#i18n/routes.ts';

/** How a service is staffed (badge on the services overview). */
export type ServiceType = 'taskForce' | 'consultant';
/** The line icon drawn for a service (src/components/features/services/ServiceIcon.astro). */
export type ServiceIconName = 'investment' | 'establishment' | 'visa' | 'hr' | 'realestate' | 'marketing';

export interface ServiceCatalogEntry {
  key: ServiceKey;
  icon: ServiceIconName;
  serviceType: ServiceType;
}

/**
 * The six services of the overview and the home grid, in the spec's order, with what does not
 * depend on the language. Multi-party, deadline-driven work (investment, establishment, HR) gets a
 * task-force team; advisory work with one point of contact gets a dedicated consultant.
 */
export const serviceCatalog = [
  { key: 'investment', icon: 'investment', serviceType: 'taskForce' },
  { key: 'establishment', icon: 'establishment', serviceType: 'taskForce' },
  { key: 'visa', icon: 'visa', serviceType: 'consultant' },
  { key: 'hr', icon: 'hr', serviceType: 'taskForce' },
  { key: 'realestate', icon: 'realestate', serviceType: 'consultant' },
  { key: 'marketing', icon: 'marketing', serviceType: 'consultant' },
] as const satisfies readonly ServiceCatalogEntry[];
