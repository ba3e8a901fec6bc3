/**
 * A draft of the firm's figures shown on a built page: each figure the draft changes has its
 * published value, as the page prints it in its locale, replaced by the draft's, wherever it stands
 * as a whole number (never inside a longer one: 1,200 is not the end of 11,200 nor the start of
 * 1,2005 or 1,200.5), in text, in the attributes people read, in the props an island hydrates from
 * and in the strings of the structured data; never in an address (href, src, a URL-like value).
 *
 * A page prints a figure through the locale's number format (formatNumber: 1,200 in ko and en,
 * 1.200 in id), a percent as a percent (95%) or a bare number, and the founding year as it is
 * (2003). The printing is passed in as the locale's BCP 47 tag, so this file and the pages' own
 * formatting both use Intl with the same tag. A figure whose published value another figure prints
 * the same way (two percents both 95) cannot be told apart on the page, and one the page does not
 * show cannot be placed: both are listed as unplaced, with why, rather than guessed.
 */
import { escapeHtml, unescapeHtml } from '#domain/html-text.ts';
import type { FirmFigures } from './facts.ts';

export type FigureName = keyof FirmFigures;
export type UnplacedFigureReason = 'shared' | 'notFound';

export interface UnplacedFigure {
  figure: FigureName;
  reason: UnplacedFigureReason;
}

export interface FiguresPreview {
  html: string;
  /** The changed figures put in place at least once. */
  placed: FigureName[];
  unplaced: UnplacedFigure[];
}

/** The figures in the order a list of them is shown. */
export const FIGURE_NAMES: readonly FigureName[] = [
  'foundedYear',
  'yearsOfExperience',
  'companiesSupported',
  'visaCases',
  'employees',
  'rentalManagements',
  'localExpertsPercent',
  'establishmentSuccessPercent',
  'responseHours',
  'serviceAreas',
];

/** The pages a draft of the figures can be previewed on: those that print figures of their own. */
export const FACTS_PREVIEW_PAGES = [
  'home',
  'services',
  'about',
  'contact',
  'service-establishment',
  'service-hr',
  'service-investment',
  'service-marketing',
  'service-realestate',
  'service-visa',
] as const;
export type FactsPreviewPage = (typeof FACTS_PREVIEW_PAGES)[number];

export const isFactsPreviewPage = (key: string | null): key is FactsPreviewPage => (FACTS_PREVIEW_PAGES as readonly (string | null)[]).includes(key);

/** Every page shows these: the footer (founding year, reply time) and the structured data. */
const EVERY_PAGE: readonly FigureName[] = ['foundedYear', 'responseHours'];
const DETAIL: readonly FigureName[] = FIGURE_NAMES;

/**
 * The figures each page a facts draft can be previewed on prints (its components, its meta
 * description): a value another of them prints the same way cannot be told apart. The service pages
 * fill placeholders from every figure in their texts, so all count there.
 * tests/integration/content/facts-shown.test.ts builds the site with every figure a different number
 * and fails when a page prints a figure its row does not list.
 */
export const FIGURES_SHOWN: Record<FactsPreviewPage, readonly FigureName[]> = {
  home: [...EVERY_PAGE, 'yearsOfExperience', 'companiesSupported', 'visaCases', 'employees'],
  services: [...EVERY_PAGE, 'yearsOfExperience', 'companiesSupported', 'visaCases', 'employees', 'establishmentSuccessPercent', 'serviceAreas'],
  about: FIGURE_NAMES,
  contact: [...EVERY_PAGE, 'yearsOfExperience', 'companiesSupported', 'employees'],
  'service-establishment': DETAIL,
  'service-hr': DETAIL,
  'service-investment': DETAIL,
  'service-marketing': DETAIL,
  'service-realestate': DETAIL,
  'service-visa': DETAIL,
};

const PERCENTS: ReadonlySet<FigureName> = new Set(['localExpertsPercent', 'establishmentSuccessPercent']);

/**
 * Every way a page prints a figure in the locale `tag`, the bare number first (the one two figures
 * are compared by): the year as it is, a count in the locale's notation, a percent also as a percent.
 */
export function printedForms(tag: string, figure: FigureName, value: number): string[] {
  if (figure === 'foundedYear') return [String(value)];
  const number = new Intl.NumberFormat(tag).format(value);
  if (!PERCENTS.has(figure)) return [number];
  return [number, new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)];
}

interface Swap {
  figure: FigureName;
  from: string;
  to: string;
}

const SEPARATOR = '[.,\\u00a0\\u202f]';

/**
 * Not after a digit (with or without a group or decimal separator between), nor within a character
 * reference (`&#39;`); not before a digit, likewise.
 */
const OPEN = `(?<!\\p{Nd}${SEPARATOR}?)(?<!&#[xX]?[\\p{Nd}a-fA-F]*)`;
const CLOSE = `(?!${SEPARATOR}?\\p{Nd})`;

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** An address: never patched, whatever digits it holds. */
const URL_LIKE = /^\s*(?:[a-zA-Z][a-zA-Z0-9+.-]*:|\/|#|\.\.?\/)/;

class Replacer {
  private readonly pattern: RegExp | undefined;
  private readonly to: Map<string, Swap>;
  readonly placed = new Set<FigureName>();

  constructor(swaps: Swap[]) {
    this.to = new Map(swaps.map((s) => [s.from, s]));
    // Longest first: "95%" before "95", so a percent is replaced whole.
    const forms = [...this.to.keys()].sort((a, b) => b.length - a.length);
    this.pattern = forms.length === 0 ? undefined : new RegExp(`${OPEN}(?:${forms.map(escapeRegExp).join('|')})${CLOSE}`, 'gu');
  }

  /** Plain text with every published value replaced in one pass (a draft's value is never replaced again). */
  text(text: string): string {
    if (!this.pattern) return text;
    return text.replace(this.pattern, (found) => {
      const swap = this.to.get(found)!;
      this.placed.add(swap.figure);
      return swap.to;
    });
  }

  /** Text as written in HTML (its values are escaped; references are skipped by OPEN). */
  html(html: string): string {
    if (!this.pattern) return html;
    return html.replace(this.pattern, (found) => {
      const swap = this.to.get(found)!;
      this.placed.add(swap.figure);
      return escapeHtml(swap.to);
    });
  }

  /** Every string of a JSON value that is not an address. */
  json(value: unknown): unknown {
    if (typeof value === 'string') return URL_LIKE.test(value) ? value : this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.json(item));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.json(item)]));
    return value;
  }
}

/**
 * The swaps of the changed figures that can be told apart from the other figures the page prints
 * (`shown`), and the changed ones that cannot.
 */
function swapsOf(tag: string, published: FirmFigures, draft: FirmFigures, shown: readonly FigureName[]): { swaps: Swap[]; shared: FigureName[]; changed: FigureName[] } {
  const changed = FIGURE_NAMES.filter((figure) => published[figure] !== draft[figure]);
  const bare = new Map(FIGURE_NAMES.map((figure) => [figure, printedForms(tag, figure, published[figure])[0]]));
  const swaps: Swap[] = [];
  const shared: FigureName[] = [];
  for (const figure of changed) {
    if (shown.some((other) => other !== figure && bare.get(other) === bare.get(figure))) {
      shared.push(figure);
      continue;
    }
    const from = printedForms(tag, figure, published[figure]);
    const to = printedForms(tag, figure, draft[figure]);
    from.forEach((form, i) => swaps.push({ figure, from: form, to: to[i]! }));
  }
  return { swaps, shared, changed };
}

/** Attributes people read (or a script shows); class, href, src and the like never hold a figure to change. */
const READ_ATTRIBUTE = /^(?:alt|title|content|placeholder|label|value|aria-[\w-]+)$/;

function patchTag(tag: string, r: Replacer): string {
  return tag.replace(/(\s)([^\s"'=<>/]+)(\s*=\s*)"([^"]*)"/g, (whole, space: string, name: string, equals: string, value: string) => {
    if (name === 'props' && tag.startsWith('<astro-island')) return `${space}${name}${equals}"${patchProps(value, r)}"`;
    if (!READ_ATTRIBUTE.test(name) || URL_LIKE.test(unescapeHtml(value))) return whole;
    return `${space}${name}${equals}"${r.html(value)}"`;
  });
}

/** An island's props (escaped JSON): its strings patched; kept exactly as built when none changed. */
function patchProps(value: string, r: Replacer): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(unescapeHtml(value));
  } catch {
    return value;
  }
  const patched = JSON.stringify(r.json(parsed));
  return patched === JSON.stringify(parsed) ? value : escapeHtml(patched);
}

/** Structured data: its strings patched (not its addresses), written back safe inside a script element. */
function patchJsonLd(body: string, r: Replacer): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const patched = JSON.stringify(r.json(parsed));
  return patched === JSON.stringify(parsed) ? body : patched.replace(/</g, '\\u003c');
}

/** Comments, scripts and styles (group 1: the element's name, 2: its open tag, 3: its body), tags, and the text between. */
const TOKEN = /<!--[\s\S]*?-->|(?<open><(?<name>script|style|textarea)\b[^>]*>)(?<body>[\s\S]*?)<\/\k<name>\s*>|<[a-zA-Z][^>]*>|<\/[^>]*>|<![^>]*>/g;

/**
 * The built page (`html`, printed in the locale `tag` with the `published` figures) with the
 * `draft`'s figures in place, which changed figures it placed, and which it could not. `shown` are
 * the figures the page prints (all of them unless the caller knows the page): a value that another
 * of them prints the same way is ambiguous.
 */
export function previewFiguresHtml(html: string, tag: string, published: FirmFigures, draft: FirmFigures, shown: readonly FigureName[] = FIGURE_NAMES): FiguresPreview {
  const { swaps, shared, changed } = swapsOf(tag, published, draft, shown);
  const r = new Replacer(swaps);
  let out = '';
  let at = 0;
  for (const token of html.matchAll(TOKEN)) {
    out += r.html(html.slice(at, token.index));
    const { open, name, body } = token.groups ?? {};
    if (name === 'script' && open && body !== undefined && /\btype\s*=\s*["']?application\/ld\+json/i.test(open)) {
      out += `${open}${patchJsonLd(body, r)}</script>`;
    } else if (open === undefined && /^<[a-zA-Z]/.test(token[0])) out += patchTag(token[0], r);
    else out += token[0];
    at = token.index + token[0].length;
  }
  out += r.html(html.slice(at));
  const unplaced: UnplacedFigure[] = changed
    .filter((figure) => !r.placed.has(figure))
    .map((figure) => ({ figure, reason: shared.includes(figure) ? 'shared' : 'notFound' }));
  return { html: out, placed: changed.filter((figure) => r.placed.has(figure)), unplaced };
}
