/**
 * Inline styles without tripping the site's Content Security Policy (Astro's `style-src` hashes, no
 * 'unsafe-inline'). Under it a browser ignores — and reports as a violation on the console — every
 * `style="…"` attribute it parses or that is set with setAttribute, while the CSSOM
 * (`element.style.setProperty`) is allowed. So the editor parses stored HTML with its style
 * attributes renamed, re-applies them through the CSSOM, and writes styles only through the CSSOM.
 */

/** Where a style attribute waits while stored HTML is parsed (see deferStyleAttributes). */
export const DEFERRED_STYLE = 'data-editor-style';

/**
 * Renames `style="…"` inside tags to DEFERRED_STYLE, so parsing the HTML applies no inline style.
 * Only start tags are touched (text never holds a raw `<`: both the sanitizer and the browser's
 * serializer escape it), and only attributes written `style="` or `style='`.
 */
export function deferStyleAttributes(html: string): string {
  return html.replace(/<[a-zA-Z][^<>]*>/g, (tag) => tag.replace(/(\s)style\s*=\s*(["'])/gi, `$1${DEFERRED_STYLE}=$2`));
}

/** `color: red; font-family: "A;B", serif` → [['color', 'red'], ['font-family', '"A;B", serif']]. */
export function parseStyleDeclarations(text: string | null): [string, string][] {
  if (!text) return [];
  const declarations: [string, string][] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  const flush = () => {
    const colon = current.indexOf(':');
    if (colon > 0) {
      const property = current.slice(0, colon).trim().toLowerCase();
      const value = current.slice(colon + 1).trim().replace(/\s*!important$/i, '');
      if (/^-?[a-z][a-z-]*$/.test(property) && value !== '') declarations.push([property, value]);
    }
    current = '';
  };
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth === 0) {
      flush();
      continue;
    }
    current += char;
  }
  flush();
  return declarations;
}

/** The value of one property in a style attribute ('' when absent); the last declaration wins. */
export function styleValue(element: Element, property: string): string {
  let value = '';
  for (const [name, declared] of parseStyleDeclarations(element.getAttribute('style'))) if (name === property) value = declared;
  return value;
}

/** Replaces an element's inline style with the given declarations, through the CSSOM. */
export function setStyleDeclarations(element: HTMLElement, declarations: readonly (readonly [string, string])[]): void {
  element.removeAttribute('style');
  for (const [property, value] of declarations) element.style.setProperty(property, value);
  if (declarations.length === 0) element.removeAttribute('style');
}

/**
 * Moves every deferred (or parsed but CSP-ignored) style attribute into the element's CSSOM, where
 * Lexical's importers read alignment, indentation, colours and fonts.
 */
export function applyStyleAttributes(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[${DEFERRED_STYLE}], [style]`))) {
    const declarations = [
      ...parseStyleDeclarations(element.getAttribute('style')),
      ...parseStyleDeclarations(element.getAttribute(DEFERRED_STYLE)),
    ];
    element.removeAttribute(DEFERRED_STYLE);
    if (element.style) setStyleDeclarations(element, declarations);
  }
}
