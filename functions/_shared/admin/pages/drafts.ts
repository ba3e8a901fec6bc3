/**
 * Drafts of the content pages, one per page and locale, as the notices' drafts work: the published
 * texts (site_pages, what the build reads) stay as they are until the draft is published, by an editor
 * or at its set time by the scheduler, through the page's own write (the schema check, the version
 * check on the version the draft was made on, the revision). Every change of a draft names the draft
 * it was made on (its savedAt), so a draft another editor saved meanwhile is never lost unseen.
 */
import { deletePageDraft, listDuePageDrafts, readPageDraft, savePageDraft, unschedulePageDraft } from '#db/repositories/site-page-drafts.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import type { Db } from '#db/client.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { recordAudit } from '../audit.ts';
import { afterContentChange } from '../publish.ts';
import { checkPage, loadPageDocument, writePage, type Actor } from './service.ts';

interface Target {
  key: PageKey;
  locale: Locale;
}

export type DraftResult =
  | { ok: true; page: PageDocument }
  | { ok: false; fields: Record<string, string> }
  /** The page moved on from the version named (`page`), or the draft is no longer the one named (`draft`). */
  | { ok: false; stale: 'page' | 'draft' };

const entityId = ({ key, locale }: Target) => `${key}/${locale}`;

function audit(db: Db, actor: Actor, action: 'draft_save' | 'draft_discard' | 'publish', target: Target, summary: string) {
  return recordAudit(db, { ...actor, action, entity: 'site_pages', entityId: entityId(target), summary: `${summary}: ${target.key} (${target.locale})` });
}

/**
 * Saves a page locale's draft in place of the one saved at `replaces` (null: none yet), made on one of
 * `versions` of the page; its content checked by the page's schema and stored as checked.
 */
export async function savePageDraftFor(
  db: Db,
  actor: Actor,
  draft: Target & { content: unknown; publishAt: Date | null },
  versions: AllowedVersions,
  replaces: Date | null,
): Promise<DraftResult> {
  const checked = await checkPage(db, draft.key, draft.locale, draft.content);
  if (!checked.ok) return checked;
  if (versions && !versions.includes(checked.version)) return { ok: false, stale: 'page' };
  const write = { key: draft.key, locale: draft.locale, content: checked.value, baseVersion: checked.version, publishAt: draft.publishAt, savedBy: actor.admin.id };
  if (!(await savePageDraft(db, write, new Date(), replaces))) return { ok: false, stale: 'draft' };
  await audit(db, actor, 'draft_save', draft, '페이지 초안 저장');
  return { ok: true, page: await loadPageDocument(db, draft.key, draft.locale) };
}

/** Gives up the draft saved at `savedAt`; the published page stays as it is. */
export async function discardPageDraft(db: Db, actor: Actor, target: Target, savedAt: Date): Promise<DraftResult> {
  if (!(await deletePageDraft(db, target.key, target.locale, savedAt))) return { ok: false, stale: 'draft' };
  await audit(db, actor, 'draft_discard', target, '페이지 초안 폐기');
  return { ok: true, page: await loadPageDocument(db, target.key, target.locale) };
}

/**
 * Publishes the draft saved at `savedAt` as it is, on the page's version it was made on: when the page
 * was saved since, nothing is written and the draft stays. Only the draft published is removed.
 */
export async function publishPageDraft(db: Db, actor: Actor, target: Target, savedAt: Date): Promise<DraftResult> {
  const draft = await readPageDraft(db, target.key, target.locale);
  if (!draft || draft.savedAt.getTime() !== savedAt.getTime()) return { ok: false, stale: 'draft' };
  const written = await writePage(db, actor.admin.id, { ...target, content: draft.content }, [draft.baseVersion]);
  if (!written.ok) return 'fields' in written ? written : { ok: false, stale: 'page' };
  await deletePageDraft(db, target.key, target.locale, draft.savedAt);
  await audit(db, actor, 'publish', target, '페이지 초안 게시');
  await afterContentChange('settings', actor.admin);
  return { ok: true, page: await loadPageDocument(db, target.key, target.locale) };
}

/** After the page's own save published the form: the draft it was opened on (saved at `savedAt`) goes, never a later one. */
export async function dropPublishedPageDraft(db: Db, target: Target, savedAt: Date): Promise<PageDocument> {
  await deletePageDraft(db, target.key, target.locale, savedAt);
  return loadPageDocument(db, target.key, target.locale);
}

/**
 * Publishes every page draft due at `now` (the scheduler passes the clock, tests a fake one), each as
 * its author, on the version it was made on: a draft whose page was saved since, whose content no
 * longer passes, or whose author is gone is taken off the schedule and stays for an editor. Audited by
 * the system; one rebuild for all.
 */
export async function publishDuePageDrafts(db: Db, now: Date): Promise<{ published: number; unscheduled: number }> {
  const run = { published: 0, unscheduled: 0 };
  for (const draft of await listDuePageDrafts(db, now)) {
    const target = { key: draft.key, locale: draft.locale };
    const written = draft.savedBy === null ? undefined : await writePage(db, draft.savedBy, { ...target, content: draft.content }, [draft.baseVersion]);
    if (!written?.ok) {
      await unschedulePageDraft(db, draft.key, draft.locale);
      const why = !written ? 'its author is gone' : 'fields' in written ? 'its content no longer passes' : 'the page was saved since';
      console.error(`[content-publish] page ${entityId(target)}: the scheduled draft was not published (${why}); it stays as a draft`);
      run.unscheduled += 1;
      continue;
    }
    await deletePageDraft(db, draft.key, draft.locale, draft.savedAt);
    await recordAudit(db, { username: 'system', action: 'publish', entity: 'site_pages', entityId: entityId(target), summary: `예약 게시: ${draft.key} (${draft.locale})` });
    run.published += 1;
  }
  if (run.published > 0) await afterContentChange('settings');
  return run;
}
