/**
 * The text of stored rich HTML (sanitised by the server's allowlist): what search, previews, page
 * descriptions and structured data read. Tags become spaces, the entities the sanitiser writes decode
 * in one pass (so "&amp;lt;" stays the text "&lt;"), whitespace collapses.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
