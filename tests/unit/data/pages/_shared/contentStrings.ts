/** The strings of a page's content tree and the placeholders in them, as the content checks (contentSuite.ts) compare them. */

/** Every `{name}` placeholder in a string. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** Every string of a content tree with its path (`tabs.0.rows.1.validity`). */
export function stringLeaves(content: unknown, path = ''): Array<[string, string]> {
  if (typeof content === 'string') return [[path, content]];
  if (Array.isArray(content)) return content.flatMap((item: unknown, i) => stringLeaves(item, path ? `${path}.${i}` : `${i}`));
  if (content !== null && typeof content === 'object') {
    return Object.entries(content).flatMap(([key, value]) => stringLeaves(value, path ? `${path}.${key}` : key));
  }
  return [];
}
