/**
 * A preview page's draft: the address's kind, id and token sent on to /api/preview, and the answer as
 * what the page shows (the item, or why not: an expired link, one that is not valid, no draft left, or
 * a draft saved again since the link was made).
 */
export type PreviewKind = 'notices' | 'faqs' | 'csr-posts';
export type PreviewFailure = 'expired' | 'invalid' | 'gone' | 'replaced' | 'failed';
export type LoadedPreview = { kind: PreviewKind; row: Record<string, unknown> } | { failure: PreviewFailure };

const kinds: readonly string[] = ['notices', 'faqs', 'csr-posts'] satisfies PreviewKind[];

/** What an answer's status means to the reader: 401 expired, 400/403 not a valid link, 404 nothing to show, 410 a newer draft. */
function failureOf(status: number): PreviewFailure {
  if (status === 401) return 'expired';
  if (status === 400 || status === 403) return 'invalid';
  if (status === 410) return 'replaced';
  return status === 404 ? 'gone' : 'failed';
}

export async function loadPreview(search: string, fetcher: typeof fetch = fetch): Promise<LoadedPreview> {
  const query = new URLSearchParams(search);
  const kind = query.get('kind') ?? '';
  if (!kinds.includes(kind) || !query.get('id') || !query.get('token')) return { failure: 'invalid' };
  try {
    const forwarded = new URLSearchParams({ kind, id: query.get('id')!, token: query.get('token')! });
    const response = await fetcher(`/api/preview?${forwarded}`, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return { failure: failureOf(response.status) };
    return { kind: kind as PreviewKind, row: (await response.json()) as Record<string, unknown> };
  } catch {
    return { failure: 'failed' };
  }
}
