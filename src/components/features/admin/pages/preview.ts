/**
 * Opening the preview of one language's draft of a page on the page itself: the link is asked of
 * POST /api/admin/pages/:key/preview?locale= and opened in a tab the click opened beforehand (a tab
 * opened after the request would no longer count as the click's, and popup blockers stop it).
 */
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';
import { adminRequest, errorMessage } from '../api.ts';

export type PagePreviewOutcome = { kind: 'opened'; url: string; expiresAt: string } | { kind: 'failed'; message: string };

/** The part of a browser tab the preview uses (`window.open`'s answer; null when the browser refused one). */
export interface PreviewTab {
  location: { href: string };
  close: () => void;
}

export async function openPagePreview(page: { key: PageKey; locale: Locale }, tab: PreviewTab | null, failed: string): Promise<PagePreviewOutcome> {
  try {
    const { data } = await adminRequest<{ url: string; expiresAt: string }>('POST', `/api/admin/pages/${page.key}/preview?locale=${page.locale}`);
    if (tab) tab.location.href = data.url;
    return { kind: 'opened', url: data.url, expiresAt: data.expiresAt };
  } catch (error) {
    tab?.close();
    return { kind: 'failed', message: errorMessage(error, failed) };
  }
}
