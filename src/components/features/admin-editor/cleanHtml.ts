import { safeLinkUrl } from './linkUrl.ts';
import { parseEmbedSrc } from './videoEmbed.ts';

/**
 * Turns the HTML Lexical exports (theme classes, `<b><strong class>` pairs, `white-space: pre-wrap`
 * spans, `dir`, `data-lexical-*`, table column widths) into the small semantic vocabulary the
 * server's sanitizer keeps — listed in README.md. Works on any DOM (the browser's, or happy-dom in
 * tests) and changes the tree in place.
 */

const RENAME: Record<string, string> = { B: 'strong', I: 'em', STRIKE: 's', DEL: 's', INS: 'u' };

const INLINE_FORMAT = new Set(['STRONG', 'EM', 'U', 'S', 'SUB', 'SUP', 'CODE']);
const BLOCK_WITH_LAYOUT = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'TD', 'TH']);
const KEEP = new Set([
  ...INLINE_FORMAT,
  ...BLOCK_WITH_LAYOUT,
  'SPAN', 'BR', 'UL', 'OL', 'PRE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'IMG', 'IFRAME', 'A',
]);
/** Dropped with their content: never part of a document. */
const DROP = new Set(['SCRIPT', 'STYLE', 'COLGROUP', 'COL', 'OBJECT', 'EMBED', 'TEMPLATE', 'svg', 'SVG', 'MATH']);

const TEXT_STYLES: Record<string, RegExp> = {
  color: /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i,
  'background-color': /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i,
  'font-family': /^[\w\s,"'\-\uAC00-\uD7A3]+$/,
  'font-size': /^\d+(\.\d+)?(px|pt|em|rem|%)$/,
};
const BLOCK_STYLES: Record<string, RegExp> = {
  'text-align': /^(left|center|right|justify)$/,
  'padding-inline-start': /^\d+(\.\d+)?(px|em|rem)$/,
};

/** Whether the cleaner keeps this inline style declaration (on a span or a block). */
export function cleanStyleValueAllowed(property: string, value: string): boolean {
  const pattern = TEXT_STYLES[property] ?? BLOCK_STYLES[property];
  return pattern !== undefined && pattern.test(value);
}

/** Image sources we keep: our uploads and http(s) — never data: (the spec's original inlined them). */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  return /^\/api\/uploads\/[\w.-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value);
}

function allowedStyle(element: HTMLElement, rules: Record<string, RegExp>): [string, string][] {
  const kept: [string, string][] = [];
  for (const [property, pattern] of Object.entries(rules)) {
    const value = element.style.getPropertyValue(property).trim();
    if (value !== '' && pattern.test(value)) kept.push([property, value]);
  }
  return kept;
}

function writeStyle(element: HTMLElement, declarations: [string, string][]): void {
  element.removeAttribute('style');
  if (declarations.length > 0) element.setAttribute('style', declarations.map(([p, v]) => `${p}: ${v};`).join(' '));
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string): HTMLElement {
  const replacement = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

function keepOnly(element: Element, names: readonly string[]): void {
  for (const attribute of Array.from(element.attributes)) {
    if (!names.includes(attribute.name)) element.removeAttribute(attribute.name);
  }
}

function cleanElement(original: HTMLElement): void {
  if (DROP.has(original.tagName)) {
    original.remove();
    return;
  }
  const renamed = RENAME[original.tagName];
  const element = renamed ? rename(original, renamed) : original;
  const tag = element.tagName;
  if (!KEEP.has(tag)) {
    unwrap(element);
    return;
  }
  const textStyles = tag === 'PRE' || tag === 'IMG' || tag === 'IFRAME' || tag === 'BR' ? [] : allowedStyle(element, TEXT_STYLES);
  const blockStyles = BLOCK_WITH_LAYOUT.has(tag) ? allowedStyle(element, BLOCK_STYLES) : [];

  switch (tag) {
    case 'A': {
      keepOnly(element, ['href']);
      element.setAttribute('href', safeLinkUrl(element.getAttribute('href') ?? ''));
      break;
    }
    case 'IMG': {
      const src = element.getAttribute('src') ?? '';
      if (!isAllowedImageSrc(src)) {
        element.remove();
        return;
      }
      keepOnly(element, ['src', 'alt', 'width', 'height']);
      for (const dimension of ['width', 'height']) {
        const value = element.getAttribute(dimension);
        if (value !== null && !/^\d{1,5}$/.test(value)) element.removeAttribute(dimension);
      }
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
      return;
    }
    case 'IFRAME': {
      const embed = parseEmbedSrc(element.getAttribute('src') ?? '');
      if (!embed) {
        element.remove();
        return;
      }
      keepOnly(element, ['title', 'allowfullscreen', 'allow', 'width', 'height']);
      element.setAttribute('src', embed.embedUrl);
      return;
    }
    case 'TD':
    case 'TH':
      keepOnly(element, ['colspan', 'rowspan', 'style']);
      break;
    default:
      keepOnly(element, ['style']);
  }

  if (BLOCK_WITH_LAYOUT.has(tag)) writeStyle(element, blockStyles);
  else writeStyle(element, tag === 'SPAN' ? textStyles : []);
  // strong/em/u/… carry no style: Lexical puts a text node's colour on its <strong>, so move it
  // to a <span> inside, which is what the sanitizer allows styles on.
  if (INLINE_FORMAT.has(tag) && textStyles.length > 0) {
    const span = element.ownerDocument.createElement('span');
    writeStyle(span, textStyles);
    span.append(...Array.from(element.childNodes));
    element.append(span);
  }
}

/** Removes nesting that means nothing: <strong> inside <strong>, spans without a style. */
function simplify(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll('strong, em, u, s, sub, sup, code, span'))) {
    const tag = element.tagName.toLowerCase();
    const redundantFormat = tag !== 'span' && element.parentElement?.closest(tag) != null;
    if ((tag === 'span' && !element.hasAttribute('style')) || redundantFormat) unwrap(element);
  }
  // Adjacent spans with the same style (Lexical splits text at every format change) merge back.
  for (const span of Array.from(root.querySelectorAll('span[style]'))) {
    const next = span.nextSibling;
    if (next?.nodeType === 1 && (next as Element).tagName === 'SPAN' && (next as Element).getAttribute('style') === span.getAttribute('style')) {
      (next as Element).prepend(...Array.from(span.childNodes));
      span.remove();
    }
  }
}

export function cleanEditorDom(root: ParentNode): void {
  // Children first, so a renamed or unwrapped element never hides a descendant from the walk.
  const elements = Array.from(root.querySelectorAll('*')).reverse();
  for (const element of elements) cleanElement(element as HTMLElement);
  simplify(root);
}

/** Cleans an HTML string using the given document (inert: a <template> does not load images). */
export function cleanEditorHtml(html: string, doc: Document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  cleanEditorDom(template.content);
  return template.innerHTML;
}
