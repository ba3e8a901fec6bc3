import type { Config } from '@netlify/functions';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors, notFound, type AdminContext } from './_shared/admin/route.ts';
import { saveContactChannels } from './_shared/admin/site-settings/contact.ts';
import { saveFirmFacts } from './_shared/admin/site-settings/facts.ts';
import { discardFactsDraft, dropPublishedFactsDraft, loadFactsDocument, loadFactsDraft, publishFactsDraft, saveFactsDraftFor, type FactsDraftResult } from './_shared/admin/site-settings/facts-draft.ts';
import { draftBase, publishedDraft } from './_shared/admin/content/drafts.ts';
import { t } from './_shared/admin/messages/index.ts';
import { errorResponse } from './_shared/http.ts';
import { formSigningSecret } from './_shared/inquiry/config.ts';
import { signPreviewToken } from './_shared/preview/token.ts';
import { isLocale } from '#i18n/locales.ts';
import { isFactsPreviewPage } from '#domain/site-settings/facts-preview.ts';
import { loadPeople, savePeople } from './_shared/admin/site-settings/people.ts';
import { loadContactChannels } from './_shared/site-contact.ts';

/**
 * The site settings, one group per path, each read with its ETag and saved with If-Match (428 without,
 * 412 with the current values and their version when someone saved in between, 400 with field errors),
 * then published by a rebuild:
 * - /api/admin/site-settings/contact: `{ contact }`, the firm's channels (footer, contact pages);
 * - /api/admin/site-settings/people: `{ people }`, the CEO's portrait, the team, the case-study and
 *   office pictures (about and home pages);
 * - /api/admin/site-settings/facts: `{ facts, draft }`, the firm's figures (founding year, counts, reply
 *   time) on every page that states them, the structured data and the visitor's acknowledgement, with
 *   their pending draft (null for none); its PUT with `?draftSavedAt=` also drops the draft the form was
 *   opened on (without it the draft stays);
 * - the facts' one draft, as the content pages' (functions/_shared/admin/site-settings/facts-draft.ts),
 *   each change naming the draft it replaces by its savedAt (`draftSavedAt`: 428 without, 412 with the
 *   facts and their draft as they are when it is not the current one): PUT …/facts/draft with If-Match
 *   (the facts' version it is made on) and `{ facts, draftSavedAt }` saves it (400 by field);
 *   DELETE …/facts/draft?draftSavedAt= discards it; POST …/facts/draft/publish?draftSavedAt= with
 *   If-Match publishes it as saved, as the facts' PUT does (412 when the facts were saved since the
 *   draft was made or since the version named: the draft stays); POST …/facts/preview?page=&locale=
 *   answers a signed link (24 hours, or until the draft changes) to that page in that language with the
 *   draft's figures, opened signed out (GET /api/facts-preview).
 */
export default adminRoute('admin-site-settings', {
  async GET({ db, url }) {
    if (isFactsDraftPath(url)) return notFound();
    if (isFacts(url)) {
      const document = await loadFactsDocument(db);
      return itemJson({ facts: document.facts, draft: document.draft }, document.version);
    }
    if (isPeople(url)) {
      const { people, version } = await loadPeople(db);
      return itemJson({ people }, version);
    }
    const { contact, version } = await loadContactChannels(db);
    return itemJson({ contact }, version);
  },
  async PUT(ctx) {
    if (ctx.url.pathname.endsWith('/publish') || ctx.url.pathname.endsWith('/preview')) return notFound();
    if (ctx.url.pathname.endsWith('/facts/draft')) return saveDraft(ctx);
    const published = isFacts(ctx.url) ? publishedDraft(ctx) : undefined;
    if (published && !published.ok) return published.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const versions = allowedVersions(precondition.ifMatch);
    if (isFacts(ctx.url)) return putFacts(ctx, versions, published?.ok ? published.savedAt : undefined);
    return isPeople(ctx.url) ? putPeople(ctx, versions) : putContact(ctx, versions);
  },
  async DELETE(ctx) {
    if (!ctx.url.pathname.endsWith('/facts/draft')) return notFound();
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

type Versions = ReturnType<typeof allowedVersions>;

const isPeople = (url: URL) => url.pathname.endsWith('/people');
const isFacts = (url: URL) => url.pathname.endsWith('/facts');
const isFactsDraftPath = (url: URL) => /\/facts\/(?:draft(?:\/publish)?|preview)\/?$/.test(url.pathname);
const actorOf = (ctx: AdminContext) => ({ admin: ctx.admin, ip: ctx.ip });
const field = (body: unknown, name: string) => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

async function putContact({ body, db, admin, ip }: AdminContext, versions: Versions): Promise<Response> {
  const saved = await saveContactChannels(db, { admin, ip }, field(body, 'contact'), versions);
  if (saved.ok) return itemJson({ contact: saved.contact }, saved.version);
  if ('fields' in saved) return fieldErrors(saved.fields);
  const current = await loadContactChannels(db);
  return preconditionFailed({ contact: current.contact, version: current.version }, current.version);
}

async function putPeople({ body, db, admin, ip }: AdminContext, versions: Versions): Promise<Response> {
  const saved = await savePeople(db, { admin, ip }, field(body, 'people'), versions);
  if (saved.ok) return itemJson({ people: saved.people }, saved.version);
  if ('fields' in saved) return fieldErrors(saved.fields);
  const current = await loadPeople(db);
  return preconditionFailed({ people: current.people, version: current.version }, current.version);
}

/** The facts' PUT; with `draftSavedAt`, the draft the form was opened on is dropped once the facts are saved (never a later one). */
async function putFacts({ body, db, admin, ip }: AdminContext, versions: Versions, draftSavedAt: Date | undefined): Promise<Response> {
  const saved = await saveFirmFacts(db, { admin, ip }, field(body, 'facts'), versions);
  if (saved.ok) {
    const document = draftSavedAt ? await dropPublishedFactsDraft(db, draftSavedAt) : await loadFactsDocument(db);
    return itemJson({ facts: saved.facts, draft: document.draft }, saved.version);
  }
  if ('fields' in saved) return fieldErrors(saved.fields);
  const current = await loadFactsDocument(db);
  return preconditionFailed({ facts: current.facts, draft: current.draft, version: current.version }, current.version);
}

/** A draft change's answer: the facts with their draft (ETag: the facts' version), 400 by field, or 412 with both as they are. */
async function factsAnswer(ctx: AdminContext, result: FactsDraftResult): Promise<Response> {
  if (result.ok) return itemJson({ facts: result.document.facts, draft: result.document.draft }, result.document.version);
  if ('fields' in result) return fieldErrors(result.fields);
  const current = await loadFactsDocument(ctx.db);
  return preconditionFailed({ facts: current.facts, draft: current.draft, version: current.version }, current.version, result.stale === 'draft' ? 'draft' : 'item');
}

async function saveDraft(ctx: AdminContext): Promise<Response> {
  const base = draftBase(field(ctx.body, 'draftSavedAt'));
  if (!base.ok) return base.response;
  const precondition = requireIfMatch(ctx.req);
  if (!precondition.ok) return precondition.response;
  return factsAnswer(ctx, await saveFactsDraftFor(ctx.db, actorOf(ctx), field(ctx.body, 'facts'), allowedVersions(precondition.ifMatch), base.savedAt));
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
  path: [
    '/api/admin/site-settings/contact',
    '/api/admin/site-settings/people',
    '/api/admin/site-settings/facts',
    '/api/admin/site-settings/facts/draft',
    '/api/admin/site-settings/facts/draft/publish',
    '/api/admin/site-settings/facts/preview',
  ],
};
