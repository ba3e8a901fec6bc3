import type { Config } from '@netlify/functions';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminRoute, fieldErrors, type AdminContext } from './_shared/admin/route.ts';
import { saveContactChannels } from './_shared/admin/site-settings/contact.ts';
import { saveFirmFacts } from './_shared/admin/site-settings/facts.ts';
import { dropPublishedFactsDraft, loadFactsDocument } from './_shared/admin/site-settings/facts-draft.ts';
import { publishedDraft } from './_shared/admin/content/drafts.ts';
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
 *   their pending draft (null for none; its own routes: admin-site-settings-facts-draft.ts); its PUT
 *   with `?draftSavedAt=` also drops the draft the form was opened on (without it the draft stays).
 */
export default adminRoute('admin-site-settings', {
  async GET({ db, url }) {
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
    const published = isFacts(ctx.url) ? publishedDraft(ctx) : undefined;
    if (published && !published.ok) return published.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const versions = allowedVersions(precondition.ifMatch);
    if (isFacts(ctx.url)) return putFacts(ctx, versions, published?.ok ? published.savedAt : undefined);
    return isPeople(ctx.url) ? putPeople(ctx, versions) : putContact(ctx, versions);
  },
});

type Versions = ReturnType<typeof allowedVersions>;

const isPeople = (url: URL) => url.pathname.endsWith('/people');
const isFacts = (url: URL) => url.pathname.endsWith('/facts');
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

export const config: Config = {
  path: [
    '/api/admin/site-settings/contact',
    '/api/admin/site-settings/people',
    '/api/admin/site-settings/facts',
  ],
};
