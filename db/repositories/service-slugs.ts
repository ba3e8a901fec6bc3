/**
 * The service pages' addresses the firm names per prefixed locale (table service_slugs): a service's
 * newest row in a locale is its address, the older ones its earlier addresses (src/domain/pages/service-slugs.ts).
 */
import type { Db } from '../client.ts';
import type { ServiceSlugRow } from '#domain/pages/service-slugs.ts';
import type { Locale } from '#i18n/locales.ts';

export interface ServiceSlugWrite {
  locale: Locale;
  slug: string;
  serviceKey: string;
  adminId: number | null;
}

/** Every stored name, of every locale and service (the build and the admin derive the addresses from them). */
export async function listServiceSlugs(db: Db): Promise<ServiceSlugRow[]> {
  const rows = await db.selectFrom('service_slugs').select(['locale', 'slug', 'service_key', 'created_at']).execute();
  return rows.map((r) => ({ locale: r.locale, slug: r.slug, serviceKey: r.service_key, createdAt: r.created_at }));
}

/**
 * Makes `slug` the service's newest name in the locale: a name the service had before is named again
 * (its row moves to now), a new one is added. Answers false, writing nothing, when the locale's slug is
 * another service's row (one that another request may have stored a moment ago).
 */
export async function nameServiceSlug(db: Db, write: ServiceSlugWrite): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('service_slugs').where('locale', '=', write.locale).where('slug', '=', write.slug).where('service_key', '=', write.serviceKey).execute();
    const inserted = await tx
      .insertInto('service_slugs')
      .values({ locale: write.locale, slug: write.slug, service_key: write.serviceKey, created_by: write.adminId })
      .onConflict((oc) => oc.columns(['locale', 'slug']).doNothing())
      .returning('slug')
      .executeTakeFirst();
    return inserted !== undefined;
  });
}
