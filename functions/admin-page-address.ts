import type { Config } from '@netlify/functions';
import { isPageKey, type PageKey } from '#domain/pages/registry.ts';
import { defaultLocale, isLocale } from '#i18n/locales.ts';
import type { PrefixedLocale, ServiceKey } from '#i18n/routes.ts';
import { errorResponse } from './_shared/http.ts';
import { adminJson, adminRoute, fieldErrors, notFound, type AdminContext } from './_shared/admin/route.ts';
import { loadPageAddress, renamePageAddress, serviceOfPage } from './_shared/admin/pages/address.ts';
import { t } from './_shared/admin/messages/index.ts';

/**
 * A service page's address in a prefixed locale (the Pages tab's Address section), owners and editors:
 * - GET /api/admin/pages/:key/address?locale=xx: the slug now, its path, and the earlier addresses
 *   (oldest first, with when each was named) that redirect to it;
 * - PUT of the same with `{ slug }`: 400 with a field error for a slug the rules refuse or for Korean
 *   (the specification's addresses), 409 when the slug is, or was, another service's in that locale;
 *   audited and published by a rebuild. 404 for a page without an address (every page but the services').
 */
export default adminRoute('admin-page-address', {
  async GET(ctx) {
    const target = addressTarget(ctx);
    if (target instanceof Response) return target;
    return adminJson({ address: await loadPageAddress(ctx.db, target.key, target.service, target.locale) });
  },
  async PUT(ctx) {
    const target = addressTarget(ctx);
    if (target instanceof Response) return target;
    const slug = ctx.body !== null && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>)['slug'] : undefined;
    const renamed = await renamePageAddress(ctx.db, { admin: ctx.admin, ip: ctx.ip }, target, slug);
    if (renamed.ok) return adminJson({ address: renamed.address });
    return renamed.status === 400 ? fieldErrors(renamed.fields) : errorResponse(409, renamed.fields['slug'] ?? 'Conflict', { fields: renamed.fields });
  },
});

/** The service page and prefixed locale a request names: 404 for a page without an address, 400 for Korean or no known locale. */
function addressTarget({ params, url }: AdminContext): { key: PageKey; service: ServiceKey; locale: PrefixedLocale } | Response {
  const key = params.key ?? '';
  const service = isPageKey(key) ? serviceOfPage(key) : undefined;
  if (!isPageKey(key) || !service) return notFound();
  const locale = url.searchParams.get('locale');
  if (!isLocale(locale)) return fieldErrors({ locale: t().chooseLocale });
  if (locale === defaultLocale) return fieldErrors({ locale: t().serviceSlug.korean });
  return { key, service, locale: locale as PrefixedLocale };
}

export const config: Config = { path: '/api/admin/pages/:key/address' };
