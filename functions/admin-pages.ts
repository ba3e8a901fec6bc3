import type { Config } from '@netlify/functions';
import { isPageKey, type PageKey } from '#domain/pages/registry.ts';
import { isLocale, type Locale } from '#i18n/locales.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors, notFound, type AdminContext } from './_shared/admin/route.ts';
import { loadPageDocument, pageRevision, pageRevisions, pageSummaries, savePage } from './_shared/admin/pages/service.ts';
import { t } from './_shared/admin/messages/index.ts';

/**
 * The content pages' texts (src/domain/pages/registry.ts), owners and editors:
 * - GET /api/admin/pages: every page with each locale's version, last change and stale count;
 * - GET /api/admin/pages/:key?locale=xx: one locale's content as the site shows it, the Korean
 *   reference beside a translation, its stale fields, with its ETag;
 * - PUT of the same with If-Match and `{ content }`: 428 without, 412 with the current page when someone
 *   saved in between, 400 with each field's problem by its path; published by a rebuild;
 * - GET …/:key/history?locale=xx: its saved versions (1 is the first-run texts);
 *   GET …/:key/history/:version?locale=xx: one version's content, which a PUT restores.
 */
export default adminRoute('admin-pages', {
  async GET(ctx) {
    if (!ctx.params.key) return adminJson({ pages: await pageSummaries(ctx.db) });
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (ctx.url.pathname.endsWith('/history')) return adminJson({ revisions: await pageRevisions(ctx.db, target.key, target.locale) });
    if (ctx.params.version !== undefined) return revision(ctx, target);
    const page = await loadPageDocument(ctx.db, target.key, target.locale);
    return itemJson({ page }, page.version);
  },
  async PUT(ctx) {
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (ctx.url.pathname.includes('/history')) return notFound();
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const content = ctx.body !== null && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>)['content'] : undefined;
    const saved = await savePage(ctx.db, { admin: ctx.admin, ip: ctx.ip }, { ...target, content }, allowedVersions(precondition.ifMatch));
    if (saved.ok) return itemJson({ page: saved.page }, saved.page.version);
    if ('fields' in saved) return fieldErrors(saved.fields);
    const current = await loadPageDocument(ctx.db, target.key, target.locale);
    return preconditionFailed(current, current.version);
  },
});

/** The page and locale a request names: 404 for a page that is not content, 400 without a known locale. */
function pageTarget({ params, url }: AdminContext): { key: PageKey; locale: Locale } | Response {
  const key = params.key ?? '';
  if (!isPageKey(key)) return notFound();
  const locale = url.searchParams.get('locale');
  if (!isLocale(locale)) return fieldErrors({ locale: t().chooseLocale });
  return { key, locale };
}

async function revision({ db, params }: AdminContext, target: { key: PageKey; locale: Locale }): Promise<Response> {
  const version = Number(params.version);
  if (!/^[1-9]\d{0,8}$/.test(params.version ?? '')) return notFound();
  const content = await pageRevision(db, target.key, target.locale, version);
  return content === undefined ? notFound() : adminJson({ revision: { version, content } });
}

export const config: Config = { path: ['/api/admin/pages', '/api/admin/pages/:key', '/api/admin/pages/:key/history', '/api/admin/pages/:key/history/:version'] };
