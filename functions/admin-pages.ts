import type { Config } from '@netlify/functions';
import { isPageKey, type PageKey } from '#domain/pages/registry.ts';
import { isLocale, type Locale } from '#i18n/locales.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors, notFound, type AdminContext } from './_shared/admin/route.ts';
import { loadPageDocument, pageRevision, pageRevisions, pageSummaries, savePage } from './_shared/admin/pages/service.ts';
import { discardPageDraft, dropPublishedPageDraft, publishPageDraft, savePageDraftFor, type DraftResult } from './_shared/admin/pages/drafts.ts';
import { draftBase, publishedDraft } from './_shared/admin/content/drafts.ts';
import { DraftSchedule } from './_shared/admin/content/schemas.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { t } from './_shared/admin/messages/index.ts';

/**
 * The content pages' texts (src/domain/pages/registry.ts), owners and editors:
 * - GET /api/admin/pages: every page with each locale's version, last change and stale count;
 * - GET /api/admin/pages/:key?locale=xx: one locale's content as the site shows it, the Korean
 *   reference beside a translation, its stale fields, with its ETag;
 * - PUT of the same with If-Match and `{ content }`: 428 without, 412 with the current page when someone
 *   saved in between, 400 with each field's problem by its path; published by a rebuild;
 * - GET …/:key/history?locale=xx: its saved versions (1 is the first-run texts);
 *   GET …/:key/history/:version?locale=xx: one version's content, which a PUT restores;
 * - drafts, as the notices' (functions/_shared/admin/pages/drafts.ts), each change naming the draft it
 *   replaces by its savedAt (`draftSavedAt`: 428 without, 412 with the page and its draft as they are
 *   when it is not the current one): PUT …/:key/draft?locale=xx with If-Match (the page's version it
 *   is made on) and `{ content, publishAt?, draftSavedAt }` saves it (400 by field path, or for a
 *   publishAt not in the future); DELETE …/:key/draft?locale=xx&draftSavedAt= discards it;
 *   POST …/:key/draft/publish?locale=xx&draftSavedAt= publishes it as saved (412 with the page when the
 *   page was saved since the draft was made: the draft stays). The page's own PUT with
 *   `?draftSavedAt=` publishes the form and drops the draft it was opened on.
 */
export default adminRoute('admin-pages', {
  async GET(ctx) {
    if (!ctx.params.key) return adminJson({ pages: await pageSummaries(ctx.db) });
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (isDraftPath(ctx)) return notFound();
    if (ctx.url.pathname.endsWith('/history')) return adminJson({ revisions: await pageRevisions(ctx.db, target.key, target.locale) });
    if (ctx.params.version !== undefined) return revision(ctx, target);
    const page = await loadPageDocument(ctx.db, target.key, target.locale);
    return itemJson({ page }, page.version);
  },
  async PUT(ctx) {
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (ctx.url.pathname.includes('/history') || ctx.url.pathname.endsWith('/publish')) return notFound();
    if (isDraftPath(ctx)) return saveDraft(ctx, target);
    const published = publishedDraft(ctx);
    if (!published.ok) return published.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const saved = await savePage(ctx.db, actorOf(ctx), { ...target, content: bodyField(ctx, 'content') }, allowedVersions(precondition.ifMatch));
    if (!saved.ok) return answer(ctx, target, saved);
    const page = published.savedAt ? await dropPublishedPageDraft(ctx.db, target, published.savedAt) : saved.page;
    return itemJson({ page }, page.version);
  },
  async DELETE(ctx) {
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (!isDraftPath(ctx) || ctx.url.pathname.endsWith('/publish')) return notFound();
    const base = draftBase(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
    if (!base.ok) return base.response;
    if (!(await loadPageDocument(ctx.db, target.key, target.locale)).draft) return notFound();
    return answer(ctx, target, base.savedAt ? await discardPageDraft(ctx.db, actorOf(ctx), target, base.savedAt) : { ok: false, stale: 'draft' });
  },
  async POST(ctx) {
    const target = pageTarget(ctx);
    if (target instanceof Response) return target;
    if (!ctx.url.pathname.replace(/\/$/, '').endsWith('/draft/publish')) return notFound();
    const base = draftBase(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
    if (!base.ok) return base.response;
    if (!(await loadPageDocument(ctx.db, target.key, target.locale)).draft) return notFound();
    return answer(ctx, target, base.savedAt ? await publishPageDraft(ctx.db, actorOf(ctx), target, base.savedAt) : { ok: false, stale: 'draft' });
  },
});

type Target = { key: PageKey; locale: Locale };

const actorOf = (ctx: AdminContext) => ({ admin: ctx.admin, ip: ctx.ip });
const bodyField = (ctx: AdminContext, name: string): unknown => (ctx.body !== null && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>)[name] : undefined);
const isDraftPath = (ctx: AdminContext) => /\/draft(\/publish)?\/?$/.test(ctx.url.pathname);

/** A page or draft change's answer: the page with its draft (ETag: its version), 400 by field, or 412 with the page and draft as they are. */
async function answer(ctx: AdminContext, target: Target, result: DraftResult | { ok: false; stale: true }): Promise<Response> {
  if (result.ok) return itemJson({ page: result.page }, result.page.version);
  if ('fields' in result) return fieldErrors(result.fields);
  const current = await loadPageDocument(ctx.db, target.key, target.locale);
  return preconditionFailed(current, current.version, result.stale === 'draft' ? 'draft' : 'item');
}

async function saveDraft(ctx: AdminContext, target: Target): Promise<Response> {
  const schedule = validateBody(DraftSchedule, { publishAt: bodyField(ctx, 'publishAt') });
  if (!schedule.ok) return schedule.response;
  const publishAt = schedule.value.publishAt;
  if (publishAt && publishAt.getTime() <= Date.now()) return fieldErrors({ publishAt: t().publishAtFuture });
  const base = draftBase(bodyField(ctx, 'draftSavedAt'));
  if (!base.ok) return base.response;
  const precondition = requireIfMatch(ctx.req);
  if (!precondition.ok) return precondition.response;
  const draft = { ...target, content: bodyField(ctx, 'content'), publishAt: publishAt ?? null };
  return answer(ctx, target, await savePageDraftFor(ctx.db, actorOf(ctx), draft, allowedVersions(precondition.ifMatch), base.savedAt));
}

/** The page and locale a request names: 404 for a page that is not content, 400 without a known locale. */
function pageTarget({ params, url }: AdminContext): Target | Response {
  const key = params.key ?? '';
  if (!isPageKey(key)) return notFound();
  const locale = url.searchParams.get('locale');
  if (!isLocale(locale)) return fieldErrors({ locale: t().chooseLocale });
  return { key, locale };
}

async function revision({ db, params }: AdminContext, target: Target): Promise<Response> {
  const version = Number(params.version);
  if (!/^[1-9]\d{0,8}$/.test(params.version ?? '')) return notFound();
  const content = await pageRevision(db, target.key, target.locale, version);
  return content === undefined ? notFound() : adminJson({ revision: { version, content } });
}

export const config: Config = { path: ['/api/admin/pages', '/api/admin/pages/:key', '/api/admin/pages/:key/history', '/api/admin/pages/:key/history/:version', '/api/admin/pages/:key/draft', '/api/admin/pages/:key/draft/publish'] };
