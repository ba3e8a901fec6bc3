import type { Config } from '@netlify/functions';
import { readPageDraft } from '#db/repositories/site-page-drafts.ts';
import { isPageKey } from '#domain/pages/registry.ts';
import { isLocale } from '#i18n/locales.ts';
import { errorResponse } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { t } from './_shared/admin/messages/index.ts';
import { signPreviewToken } from './_shared/preview/token.ts';

/**
 * POST /api/admin/pages/:key/preview?locale=xx (owners and editors): a link to the locale's draft of
 * the page as saved now, on the page itself, opened signed out (GET /api/page-preview), valid 24 hours
 * or until that draft is saved again, published or discarded. 404 when the locale has no draft.
 */
export default adminRoute('admin-page-preview', {
  async POST({ params, url, db, site }) {
    const key = params.key ?? '';
    if (!isPageKey(key)) return notFound();
    const locale = url.searchParams.get('locale');
    if (!isLocale(locale)) return fieldErrors({ locale: t().chooseLocale });
    const draft = await readPageDraft(db, key, locale);
    if (!draft) return errorResponse(404, t().pageNoDraft, { reason: 'no-draft' });
    const secret = formSigningSecret();
    if (!secret) return errorResponse(503, 'Previews need FORM_SIGNING_SECRET');
    const { token, expiresAt } = await signPreviewToken(secret, { kind: 'page', key, locale }, draft.savedAt, new Date());
    const link = `/api/page-preview?${new URLSearchParams({ key, locale, token })}`;
    // Whole, on the site's configured address, so it can be copied and sent; the path alone without one.
    return adminJson({ url: site ? new URL(link, site).href : link, expiresAt: expiresAt.toISOString(), draftSavedAt: draft.savedAt.toISOString() });
  },
});

export const config: Config = { path: '/api/admin/pages/:key/preview' };
