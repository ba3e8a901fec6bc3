/**
 * Tells the server a reader opened a notice or a CSR story (functions/views.ts counts it at most once
 * per reader and day). Fire and forget: it never delays or breaks the page; `keepalive` lets it
 * finish when the reader leaves at once. Sent once per item and page load.
 */
import type { ViewKind } from '#domain/content/views.ts';

export type { ViewKind };

const sent = new Set<string>();

export function sendViewBeacon(kind: ViewKind, id: number): Promise<void> {
  const key = `${kind}:${id}`;
  if (sent.has(key)) return Promise.resolve();
  sent.add(key);
  return fetch('/api/views', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, id }),
  }).then(
    () => undefined,
    () => undefined,
  );
}
