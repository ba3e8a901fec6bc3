/**
 * The server-side allowlist for every rich HTML field an administrator saves (notice content, FAQ
 * answers, CSR stories and their translations). Whatever the editor or a hand-made request sends, only
 * the tags, attributes, style properties and URLs below reach the database, so the public pages can
 * render stored HTML as is. Built on `sanitize-html` (htmlparser2); the URL rules are ours and fail
 * closed: an attribute whose URL does not parse or has another scheme is dropped (a link keeps its text).
 *
 * What the admin editor may emit (kept): p, br, h1-h6, strong, b, em, i, u, s, sub, sup, span, a, ul,
 * ol, li, blockquote, pre, code, table, thead, tbody, tr, th, td, colgroup, col, img, figure,
 * figcaption, iframe (YouTube / Vimeo embeds only), hr; inline `style` with the properties of
 * `styleRules` only; no classes, no ids, no data URLs.
 *
 * The parser is htmlparser2 10 (package.json `overrides`), not the 12 that sanitize-html 2.18 asks
 * for: 12 is ES-module only, and the functions' runtime loads CommonJS with require() of ES modules
 * off, so every function importing this module would fail to load on the platform. sanitize-html's own
 * suite passes 234 of its 255 tests on 10; the 21 others need textarea, xmp, svg or math allowed, and
 * this allowlist keeps none of them (tests/unit/functions/_shared/sanitize-html.test.ts pins those payloads).
 */
import sanitizeHtml from 'sanitize-html';


const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col',
  'img', 'figure', 'figcaption', 'iframe', 'hr',
];

/** Font families the editor offers; a `font-family` value must list only these. */
export const FONT_FAMILIES = [
  'Noto Sans KR', 'Pretendard', 'Malgun Gothic', 'Apple SD Gothic Neo', 'Nanum Gothic', 'Nanum Myeongjo',
  'Arial', 'Helvetica', 'Helvetica Neue', 'Georgia', 'Times New Roman', 'Courier New', 'Consolas', 'Menlo',
  'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'ui-sans-serif', 'ui-serif', 'ui-monospace',
  'sans-serif', 'serif', 'monospace',
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fontName = `(?:${FONT_FAMILIES.map((f) => `${escapeRegex(f)}|"${escapeRegex(f)}"|'${escapeRegex(f)}'`).join('|')})`;
const FONT_FAMILY = new RegExp(`^${fontName}(?:\\s*,\\s*${fontName})*$`, 'i');

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*(?:\d{1,3}(?:\.\d+)?%?)\s*`;
const ALPHA = String.raw`\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*`;
const RGB_COLOR = new RegExp(`^rgba?\\((?:${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?|${CHANNEL} ${CHANNEL} ${CHANNEL}(?:/${ALPHA})?)\\)$`, 'i');
/** Named colours (`red`, `transparent`, `inherit`): letters only, so never a function like url() or expression(). */
const NAMED_COLOR = /^[a-z]{3,20}$/i;
const COLOR = [HEX_COLOR, RGB_COLOR, NAMED_COLOR];

/** 8-72 px, or 0.5-5 em/rem. */
const FONT_SIZE = [/^(?:[89]|[1-6]\d|7[0-2])(?:\.\d{1,2})?px$/, /^(?:0?\.[5-9]\d?|[1-4](?:\.\d{1,2})?|5(?:\.0{1,2})?)r?em$/];
/** Indentation as the editor writes it: a length, or `calc(<level> * <step>)`. */
const INDENT = [/^\d{1,3}(?:\.\d{1,2})?(?:px|em|rem)$/, /^calc\(\s*\d{1,2}\s*\*\s*\d{1,3}(?:\.\d{1,2})?(?:px|em|rem)\s*\)$/];

const styleRules: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'font-family': [FONT_FAMILY],
  'font-size': FONT_SIZE,
  'font-weight': [/^(?:normal|bold|[1-9]00)$/],
  'font-style': [/^(?:normal|italic)$/],
  'text-decoration': [/^(?:none|underline|line-through|underline line-through|line-through underline)$/],
  'text-align': [/^(?:left|center|right|justify|start|end)$/],
  'padding-inline-start': INDENT,
  'white-space': [/^(?:normal|pre|pre-wrap|pre-line|nowrap)$/],
};
const cellStyleRules: Record<string, RegExp[]> = {
  ...styleRules,
  width: [/^\d{1,4}(?:\.\d{1,2})?px$/],
  'vertical-align': [/^(?:top|middle|bottom)$/],
};

/** Every style property stored rich text may carry (the HTML validity gate allows exactly these). */
export const RICH_STYLE_PROPERTIES: readonly string[] = Object.keys(cellStyleRules);

const DIMENSION = /^\d{1,5}$/;
const SPAN = /^[1-9]\d{0,2}$/;
const DUMMY_BASE = 'https://sanitizer.invalid/';
/** Images stored by POST /api/admin/uploads. */
const UPLOAD_PATH = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const IFRAME_ALLOW_FEATURES = new Set(['accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share']);

/**
 * The URL as a browser reads it: leading and trailing ASCII whitespace and control characters
 * stripped, tabs and newlines removed anywhere (so `java\tscript:` is `javascript:`); undefined when
 * another control character remains (fail closed).
 */
function cleanUrl(raw: string): string | undefined {
  const cleaned = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /[\u0000-\u001f\u007f]/.test(cleaned) ? undefined : cleaned;
}

function parseUrl(cleaned: string): URL | undefined {
  try {
    return new URL(cleaned, DUMMY_BASE);
  } catch {
    return undefined;
  }
}

const isRelative = (url: URL) => url.origin === new URL(DUMMY_BASE).origin;

/** A link target: http(s), mailto or tel, or a path on this site; anything else is dropped. */
export function safeLinkUrl(raw: string): string | undefined {
  const cleaned = cleanUrl(raw);
  const url = cleaned === undefined ? undefined : parseUrl(cleaned);
  if (!cleaned || !url) return undefined;
  if (isRelative(url)) return /^(?:\/(?![/\\])|[#?])/.test(cleaned) ? url.pathname + url.search + url.hash : undefined;
  if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** An image source: an absolute http(s) URL or one of this site's uploads. */
export function safeImageUrl(raw: string): string | undefined {
  const cleaned = cleanUrl(raw);
  const url = cleaned === undefined ? undefined : parseUrl(cleaned);
  if (!cleaned || !url) return undefined;
  if (isRelative(url)) return cleaned.startsWith('/') && UPLOAD_PATH.test(url.pathname) && !url.search && !url.hash ? url.pathname : undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  // Pages are served over https and their policy loads images over https only: an http image is
  // kept, addressed as https (not dropped: what the editor chose stays), so the stored text says what loads.
  url.protocol = 'https:';
  return url.href;
}

/** A video embed: YouTube (nocookie or not) or Vimeo player URLs only, rebuilt from their parts. */
export function safeEmbedUrl(raw: string): string | undefined {
  const cleaned = cleanUrl(raw);
  const url = cleaned === undefined ? undefined : parseUrl(cleaned);
  if (!url || url.protocol !== 'https:' || url.port || url.username || url.password) return undefined;
  const start = url.searchParams.get('start');
  const startQuery = start && /^\d{1,6}$/.test(start) ? `?start=${start}` : '';
  if (url.hostname === 'www.youtube-nocookie.com' || url.hostname === 'www.youtube.com') {
    const id = /^\/embed\/([A-Za-z0-9_-]{6,20})$/.exec(url.pathname)?.[1];
    return id ? `https://${url.hostname}/embed/${id}${startQuery}` : undefined;
  }
  if (url.hostname === 'player.vimeo.com') {
    const id = /^\/video\/(\d{1,12})$/.exec(url.pathname)?.[1];
    const hash = url.searchParams.get('h');
    return id ? `https://player.vimeo.com/video/${id}${hash && /^[0-9a-f]{6,20}$/i.test(hash) ? `?h=${hash}` : ''}` : undefined;
  }
  return undefined;
}

type Attribs = Record<string, string>;

/** Keeps `name` only when `check` accepts it, replaced by what `check` returns. */
function keep(attribs: Attribs, name: string, check: (value: string) => string | undefined): void {
  const value = attribs[name];
  if (value === undefined) return;
  const checked = check(value);
  if (checked === undefined) delete attribs[name];
  else attribs[name] = checked;
}
const matching = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : undefined);

/** `allowedEmptyAttributes` exists in sanitize-html 2.x but not in its type definitions. */
type Options = sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] };

const OPTIONS: Options = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title'],
  },
  allowedStyles: { '*': styleRules, td: cellStyleRules, th: cellStyleRules, col: cellStyleRules },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedEmptyAttributes: ['alt', 'allowfullscreen'],
  disallowedTagsMode: 'discard',
  // Bounds the work and the depth of what the public pages render.
  nestingLimit: 64,
  transformTags: {
    a: (tagName, attribs: Attribs) => {
      keep(attribs, 'href', safeLinkUrl);
      if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
      else {
        delete attribs.target;
        delete attribs.rel;
      }
      return { tagName, attribs };
    },
    img: (tagName, attribs: Attribs) => {
      keep(attribs, 'src', safeImageUrl);
      keep(attribs, 'width', matching(DIMENSION));
      keep(attribs, 'height', matching(DIMENSION));
      return { tagName, attribs };
    },
    iframe: (tagName, attribs: Attribs) => {
      keep(attribs, 'src', safeEmbedUrl);
      keep(attribs, 'width', matching(DIMENSION));
      keep(attribs, 'height', matching(DIMENSION));
      keep(attribs, 'allow', (value) => {
        const features = value.split(';').map((f) => f.trim()).filter((f) => IFRAME_ALLOW_FEATURES.has(f));
        return features.length ? features.join('; ') : undefined;
      });
      if (attribs.allowfullscreen !== undefined) attribs.allowfullscreen = '';
      return { tagName, attribs };
    },
    td: (tagName, attribs: Attribs) => spans(tagName, attribs),
    th: (tagName, attribs: Attribs) => spans(tagName, attribs),
    col: (tagName, attribs: Attribs) => {
      keep(attribs, 'span', matching(SPAN));
      return { tagName, attribs };
    },
    colgroup: (tagName, attribs: Attribs) => {
      keep(attribs, 'span', matching(SPAN));
      return { tagName, attribs };
    },
  },
  // An image without a usable source and an embed that is not a known video player are removed whole.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

function spans(tagName: string, attribs: Attribs) {
  keep(attribs, 'colspan', matching(SPAN));
  keep(attribs, 'rowspan', matching(SPAN));
  return { tagName, attribs };
}

const MAX_PASSES = 4;

/**
 * The allowlisted form of an administrator's rich HTML, idempotent (sanitizing twice changes nothing):
 * removing a tag can leave a nesting the parser reads differently next time (`<p><noscript><p>`
 * becomes `<p><p>`), so passes repeat until the output is stable. Input that has not settled after
 * a few passes (never seen from the editor) is kept as plain, escaped text.
 */
export function sanitizeRichHtml(html: string): string {
  let output = sanitizeHtml(html, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeHtml(output, OPTIONS);
    if (next === output) return output;
    output = next;
  }
  return sanitizeHtml(output, { allowedTags: [], allowedAttributes: {} });
}
