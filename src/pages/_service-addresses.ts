/**
 * The service pages' addresses as the firm named them (table service_slugs), put in use for the whole
 * build process before anything names a service page: the pages read them through `_build-data.ts`, and
 * the build's last step (astro.config.mjs) writes `_redirects` from them, each earlier address a
 * permanent redirect to the address now. Both read the same rows through the same function.
 */
import type { Db } from '#db/client.ts';
import { listServiceSlugs } from '#db/repositories/service-slugs.ts';
import { serviceAddresses } from '#domain/pages/service-slugs.ts';
import { localeRedirects, redirectsFile } from '#i18n/netlify-redirects.ts';
import { localServiceSlugs, setServiceAddresses } from '#i18n/routes.ts';

/** Reads the stored names and puts each service's address now and its earlier ones in use (src/i18n/routes.ts). */
export async function loadServiceAddresses(db: Db): Promise<void> {
  setServiceAddresses(serviceAddresses(await listServiceSlugs(db), localServiceSlugs));
}

/** The site's `_redirects` for the addresses stored in `db`. */
export async function siteRedirectsFile(db: Db): Promise<string> {
  await loadServiceAddresses(db);
  return redirectsFile(localeRedirects());
}
