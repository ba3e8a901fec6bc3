/**
 * The facts form's side of its draft: saving the typed figures as the draft, discarding it,
 * publishing it, and opening its signed preview on one page in one language. Each change names the
 * draft the form was opened on (its savedAt) and the facts' version the form started from, so a
 * draft or figures another administrator saved meanwhile answer 412 with theirs, never lost unseen.
 */
import { versionEtag } from '#domain/edit-version.ts';
import type { FactsDocument, FactsDraftInfo } from '#domain/site-settings/facts.ts';
import type { FactsPreviewPage } from '#domain/site-settings/facts-preview.ts';
import type { Locale } from '#i18n/locales.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';
import type { PreviewTab } from '../pages/preview.ts';

const BASE = '/api/admin/site-settings/facts';

/** The facts and their draft as the server now has them, and the If-Match of the form's next change. */
export type DraftOutcome =
  | { kind: 'done'; document: Omit<FactsDocument, 'version'>; etag: string }
  | { kind: 'stale'; document: Omit<FactsDocument, 'version'>; etag: string }
  | { kind: 'failed'; fields: Record<string, string>; message: string };

/** The If-Match of the form's next change: the version its draft was made on, else the facts'. */
export function startingEtag(document: Pick<FactsDocument, 'version' | 'draft'>): string {
  return versionEtag(document.draft?.baseVersion ?? document.version);
}

async function change(method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown, ifMatch: string | undefined, fallback: string): Promise<DraftOutcome> {
  try {
    const { data, headers } = await adminRequest<Omit<FactsDocument, 'version'>>(method, path, body, ifMatch === undefined ? {} : { ifMatch });
    // The answer's ETag is the facts' version; with a draft, the next change starts from the version it was made on.
    const etag = data.draft ? versionEtag(data.draft.baseVersion) : (headers.get('ETag') ?? ifMatch ?? '*');
    return { kind: 'done', document: data, etag };
  } catch (error) {
    const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: FactsDocument }).current : undefined;
    if (current) return { kind: 'stale', document: current, etag: startingEtag(current) };
    return { kind: 'failed', fields: error instanceof AdminApiError ? { ...error.fields } : {}, message: errorMessage(error, fallback) };
  }
}

const named = (draft: FactsDraftInfo | null) => `draftSavedAt=${encodeURIComponent(draft?.savedAt ?? '')}`;

export function saveFactsDraft(facts: unknown, draft: FactsDraftInfo | null, ifMatch: string, fallback: string): Promise<DraftOutcome> {
  return change('PUT', `${BASE}/draft`, { facts, draftSavedAt: draft?.savedAt ?? null }, ifMatch, fallback);
}

export function discardFactsDraft(draft: FactsDraftInfo, fallback: string): Promise<DraftOutcome> {
  return change('DELETE', `${BASE}/draft?${named(draft)}`, undefined, undefined, fallback);
}

export function publishFactsDraft(draft: FactsDraftInfo, ifMatch: string, fallback: string): Promise<DraftOutcome> {
  return change('POST', `${BASE}/draft/publish?${named(draft)}`, undefined, ifMatch, fallback);
}

/** The facts' own save (publishing what is typed); with a draft, the draft it was opened on goes with it. */
export function publishTypedFacts(facts: unknown, draft: FactsDraftInfo | null, ifMatch: string, fallback: string): Promise<DraftOutcome> {
  return change('PUT', draft ? `${BASE}?${named(draft)}` : BASE, { facts }, ifMatch, fallback);
}

export type PreviewOutcome = { kind: 'opened'; url: string; expiresAt: string } | { kind: 'failed'; message: string };

/** Asks for the signed link and opens it in the tab the click opened beforehand (popup blockers stop a later one). */
export async function openFactsPreview(page: FactsPreviewPage, locale: Locale, tab: PreviewTab | null, fallback: string): Promise<PreviewOutcome> {
  try {
    const { data } = await adminRequest<{ url: string; expiresAt: string }>('POST', `${BASE}/preview?page=${page}&locale=${locale}`);
    if (tab) tab.location.href = data.url;
    return { kind: 'opened', url: data.url, expiresAt: data.expiresAt };
  } catch (error) {
    tab?.close();
    return { kind: 'failed', message: errorMessage(error, fallback) };
  }
}
