/**
 * The Pages tab's side of drafts: a locale with a pending draft opens on the draft's content, and is
 * published (or its draft saved again) on the page's version the draft was made on, so a page saved
 * since then is a conflict rather than silently overwritten.
 */
import { versionEtag } from '#domain/edit-version.ts';
import type { PageDocument, PageLocaleSummary } from '#domain/pages/api.ts';

/** What the form opens on: the draft's content when there is one, else the published page's. */
export function openedContent(page: PageDocument): unknown {
  return page.draft ? page.draft.content : page.content;
}

/** The If-Match of the form's next save or draft: the version its draft was made on, else the page's. */
export function startingEtag(page: PageDocument): string {
  return versionEtag(page.draft?.baseVersion ?? page.version);
}

export type DraftMark = { kind: 'draft' } | { kind: 'scheduled'; at: string } | null;

/** The list's mark of a locale: scheduled (with its time), a draft to publish by hand, or none. */
export function draftMark(summary: Pick<PageLocaleSummary, 'draft'> | undefined): DraftMark {
  const draft = summary?.draft;
  if (!draft) return null;
  return draft.publishAt ? { kind: 'scheduled', at: draft.publishAt } : { kind: 'draft' };
}

/**
 * What a 412 sets against the form, and the If-Match of loading it: the other draft when the draft
 * changed since the form opened (`openedDraft`, its savedAt), else the page as published now (the
 * page was saved since: saving the draft again or publishing then starts from that version).
 */
export function conflictSide(current: PageDocument, openedDraft: string | undefined): { content: unknown; etag: string } {
  if (current.draft && current.draft.savedAt !== openedDraft) return { content: current.draft.content, etag: startingEtag(current) };
  return { content: current.content, etag: versionEtag(current.version) };
}
