import type { Config } from '@netlify/functions';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors, notFound, type AdminContext } from './_shared/admin/route.ts';
import { discardFactsDraft, loadFactsDocument, loadFactsDraft, publishFactsDraft, saveFactsDraftFor, type FactsDraftResult } from './_shared/admin/site-settings/facts-draft.ts';
import { draftBase } from './_shared/admin/content/drafts.ts';
import { t } from './_shared/admin/messages/index.ts';
import { errorResponse } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { signPreviewToken } from './_shared/preview/token.ts';
import { isLocale } from '#i18n/locales.ts';
import { isFactsPreviewPage } from '#domain/site-settings/facts-preview.ts';

/**
 * The firm facts' one draft, as the content pages' (functions/_shared/admin/site-settings/facts-draft.ts);
 * the facts themselves are admin-site-settings.ts's. Each change names the draft it replaces by its
 * savedAt (`draftSavedAt`: 428 without, 412 with the facts and their draft as they are when it is not
 * the current one), and answers the facts with their draft:
 * - PUT …/facts/draft with If-Match (the facts' version it is made on) and `{ facts, draftSavedAt }`
 *   saves it (400 by field);
 * - DELETE …/facts/draft?draftSavedAt= discards it;
 * - POST …/facts/draft/publish?draftSavedAt= with If-Match publishes it as saved, as the facts' PUT does
 *   (412 when the facts were saved since the draft was made or since the version named: the draft stays);
 * - POST …/facts/preview?page=&locale= answers a signed link (24 hours, or until the draft changes) to
 *   that page in that language with the draft's figures, opened signed out (GET /api/facts-preview).
 */
export default adminRoute('admin-site-settings-facts-draft', {
  async PUT(ctx) {
    if (!isDraft(ctx.url)) return notFound();
    const base = draftBase(field(ctx.body, 'draftSavedAt'));
    if (!base.ok) return base.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    return factsAnswer(ctx, await saveFactsDraftFor(ctx.db, actorOf(ctx), field(ctx.body, 'facts'), allowedVersions(precondition.ifMatch), base.savedAt));
  },
  async DELETE(ctx) {
    if (!isDraft(ctx.url)) return notFound();
    const base = draftBase(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
    if (!base.ok) return base.response;
    if (!(await loadFactsDraft(ctx.db))) return notFound();
    return factsAnswer(ctx, base.savedAt ? await discardFactsDraft(ctx.db, actorOf(ctx), base.savedAt) : { ok: false, stale: 'draft' });
  },
  async POST(ctx) {
    if (ctx.url.pathname.endsWith('/facts/preview')) return previewLink(ctx);
    if (!ctx.url.pathname.endsWith('/facts/draft/publish')) return notFound();
    const base = draftBase(ctx.url.searchParams.get('draftSavedAt') ?? undefined);
    if (!base.ok) return base.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    if (!(await loadFactsDraft(ctx.db))) return notFound();
    const result = base.savedAt ? await publishFactsDraft(ctx.db, actorOf(ctx), base.savedAt, allowedVersions(precondition.ifMatch)) : ({ ok: false, stale: 'draft' } as const);
    return factsAnswer(ctx, result);
  },
});

const isDraft = (url: URL) => url.pathname.endsWith('/facts/draft');
const actorOf = (ctx: AdminContext) => ({ admin: ctx.admin, ip: ctx.ip });
const field = (body: unknown, name: string) => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

/** A draft change's answer: the facts with their draft (ETag: the facts' version), 400 by field, or 412 with both as they are. */
async function factsAnswer(ctx: AdminContext, result: FactsDraftResult): Promise<Response> {
  if (result.ok) return itemJson({ facts: result.document.facts, draft: result.document.draft }, result.document.version);
  if ('fields' in result) return fieldErrors(result.fields);
  const current = await loadFactsDocument(ctx.db);
  return preconditionFailed({ facts: current.facts, draft: current.draft, version: current.version }, current.version, result.stale === 'draft' ? 'draft' : 'item');
}

/** POST …/facts/preview?page=<key>&locale=xx: a link to that page with the draft as saved now; 404 without a draft. */
async function previewLink({ url, db, site }: AdminContext): Promise<Response> {
  const key = url.searchParams.get('page');
  const locale = url.searchParams.get('locale');
  if (!isFactsPreviewPage(key)) return fieldErrors({ page: t().choosePreviewPage });
  if (!isLocale(locale)) return fieldErrors({ locale: t().chooseLocale });
  const draft = await loadFactsDraft(db);
  if (!draft) return errorResponse(404, t().factsNoDraft, { reason: 'no-draft' });
  const secret = formSigningSecret();
  if (!secret) return errorResponse(503, 'Previews need FORM_SIGNING_SECRET');
  const { token, expiresAt } = await signPreviewToken(secret, { kind: 'facts', key, locale }, draft.at, new Date());
  const link = `/api/facts-preview?${new URLSearchParams({ key, locale, token })}`;
  // Whole, on the site's configured address, so it can be copied and sent; the path alone without one.
  return adminJson({ url: site ? new URL(link, site).href : link, expiresAt: expiresAt.toISOString(), draftSavedAt: draft.savedAt });
}

export const config: Config = {
  path: ['/api/admin/site-settings/facts/draft', '/api/admin/site-settings/facts/draft/publish', '/api/admin/site-settings/facts/preview'],
};
