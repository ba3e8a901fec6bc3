/**
 * The admin side of drafts: an item with a pending draft opens on the draft's text, is published (or
 * its draft saved again) on the version the draft was made on, and its preview links open the public
 * /preview page of each language.
 */
import type { ContentDraft } from '#domain/content/api.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { localizePath, previewPath } from '#i18n/routes.ts';

export interface Drafted {
  version: number;
  draft?: ContentDraft | null;
}

/** The item as its draft would make it: what the edit dialog opens on. */
export function withDraftText<T extends Drafted>(item: T): T {
  return item.draft ? { ...item, ...item.draft.data } : item;
}

/** The version a publish or a new draft of the item is made on. */
export function baseVersion(item: Drafted): number {
  return item.draft?.baseVersion ?? item.version;
}

/** The drafts API of a collection: /api/admin/notices → /api/admin/drafts/notices. */
export function draftsPath(collection: string): string {
  return collection.replace(/^\/api\/admin\//, '/api/admin/drafts/');
}

/** The preview page of every public language for one draft's link token. */
export function previewLinks(kind: string, id: number, token: string): { locale: Locale; href: string }[] {
  const query = new URLSearchParams({ kind, id: String(id), token }).toString();
  return localeCodes.map((locale) => ({ locale, href: `${localizePath(locale, previewPath)}?${query}` }));
}
