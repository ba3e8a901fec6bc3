/**
 * A service page's address in a prefixed locale as the admin names it (table service_slugs): read with
 * its earlier addresses, renamed after the slug rules and the one-service-per-slug rule, audited, and
 * published by a rebuild (the build writes the pages at the new address and a permanent redirect from
 * each earlier one). The paths here are written from the stored names, not through localizePath: this
 * process never loads the firm's names into src/i18n/routes.ts, which only the build does.
 */
import type { Db } from '#db/client.ts';
import { listServiceSlugs, nameServiceSlug } from '#db/repositories/service-slugs.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import { serviceAddresses, serviceOfSlug, serviceSlugError, type PageAddressDocument } from '#domain/pages/service-slugs.ts';
import { localServiceSlugs, serviceKeys, type PrefixedLocale, type ServiceKey } from '#i18n/routes.ts';
import { recordAudit } from '../audit.ts';
import { t } from '../messages/index.ts';
import { afterContentChange } from '../publish.ts';
import type { Actor } from './service.ts';

/** The service a content page shows (`service-visa` → `visa`); undefined for every other page. */
export function serviceOfPage(key: PageKey): ServiceKey | undefined {
  const service = key.startsWith('service-') ? key.slice('service-'.length) : '';
  return (serviceKeys as readonly string[]).includes(service) ? (service as ServiceKey) : undefined;
}

const pathOf = (locale: PrefixedLocale, slug: string) => `/${locale}/services/${slug}`;

async function addressesOf(db: Db) {
  return serviceAddresses(await listServiceSlugs(db), localServiceSlugs);
}

function documentOf(addresses: Awaited<ReturnType<typeof addressesOf>>, key: PageKey, service: ServiceKey, locale: PrefixedLocale): PageAddressDocument {
  const slug = addresses.current[locale][service];
  return {
    key,
    locale,
    slug,
    path: pathOf(locale, slug),
    codeSlug: localServiceSlugs[locale][service],
    earlier: addresses.earlier
      .filter((e) => e.locale === locale && e.key === service)
      .map((e) => ({ slug: e.slug, path: pathOf(locale, e.slug), since: e.since?.toISOString() ?? null })),
  };
}

export async function loadPageAddress(db: Db, key: PageKey, service: ServiceKey, locale: PrefixedLocale): Promise<PageAddressDocument> {
  return documentOf(await addressesOf(db), key, service, locale);
}

export type RenameResult = { ok: true; address: PageAddressDocument } | { ok: false; status: 400 | 409; fields: Record<string, string> };

/**
 * Makes `slug` the page's address in the locale. The address it had becomes an earlier one; a slug the
 * page had before becomes its address again. Refused when the slug breaks the rules (400) or is, or was,
 * another service's in that locale (409): an earlier address keeps leading to its own page for good.
 */
export async function renamePageAddress(db: Db, actor: Actor, target: { key: PageKey; service: ServiceKey; locale: PrefixedLocale }, input: unknown): Promise<RenameResult> {
  const m = t();
  const slug = typeof input === 'string' ? input.trim() : '';
  const error = serviceSlugError(slug);
  if (error) return { ok: false, status: 400, fields: { slug: m.serviceSlug[error] } };
  const { key, service, locale } = target;
  const addresses = await addressesOf(db);
  const before = addresses.current[locale][service];
  if (slug === before) return { ok: true, address: documentOf(addresses, key, service, locale) };
  const owner = serviceOfSlug(addresses, locale, slug);
  if (owner !== undefined && owner !== service) return { ok: false, status: 409, fields: { slug: m.serviceSlug.taken } };
  const stored = await nameServiceSlug(db, { locale, slug, serviceKey: service, adminId: actor.admin.id > 0 ? actor.admin.id : null });
  if (!stored) return { ok: false, status: 409, fields: { slug: m.serviceSlug.taken } };
  await recordAudit(db, { ...actor, action: 'update', entity: 'service_slugs', entityId: `${key}/${locale}`, summary: `Service address: ${key} (${locale}) ${pathOf(locale, before)} -> ${pathOf(locale, slug)}` });
  await afterContentChange('settings', actor.admin);
  return { ok: true, address: await loadPageAddress(db, key, service, locale) };
}
