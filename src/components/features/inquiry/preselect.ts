/**
 * `?service=<key>` preselects a service (the HR page links /contact?service=hr). The page's own small
 * script applies it at load, so the form posts it even before React arrives and nothing changes in
 * front of the visitor when the island hydrates. A choice already made is left alone.
 */
import { serviceFromQuery, type ServiceOption } from '#domain/inquiry/options.ts';

export function preselectedService(search: string): ServiceOption | undefined {
  return serviceFromQuery(new URLSearchParams(search).get('service'));
}

export function preselectService(box: Element, search: string): void {
  const service = preselectedService(search);
  const select = box.querySelector('select[name="service"]');
  if (service && select instanceof HTMLSelectElement && select.value === '') select.value = service;
}
