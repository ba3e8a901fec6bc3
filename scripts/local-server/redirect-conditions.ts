/**
 * The `conditions` of a redirect rule, evaluated as Netlify's CDN does: `Cookie` holds when any
 * named cookie is present; `Language` uses the `nf_lang` cookie when set, else Accept-Language.
 * `Country` and `Role` need Netlify's GeoIP and Identity, which do not exist locally: they never hold.
 */
import type { RedirectConditions } from './types.ts';

/** The cookie Netlify reads before Accept-Language for the `Language` condition. */
export const LANGUAGE_COOKIE = 'nf_lang';

/** The request facts conditions read, computed at most once per request and only if a rule asks. */
export class RequestFacts {
  readonly #cookieHeader: string | undefined;
  readonly #acceptLanguage: string | undefined;
  #cookies: Map<string, string> | undefined;
  #languages: readonly string[] | undefined;

  constructor(cookieHeader: string | undefined, acceptLanguage: string | undefined) {
    this.#cookieHeader = cookieHeader;
    this.#acceptLanguage = acceptLanguage;
  }

  get cookies(): Map<string, string> {
    this.#cookies ??= parseCookies(this.#cookieHeader);
    return this.#cookies;
  }

  get languages(): readonly string[] {
    if (this.#languages === undefined) {
      const chosen = this.cookies.get(LANGUAGE_COOKIE);
      this.#languages = chosen ? languageForms([chosen]) : languageForms(parseAcceptLanguage(this.#acceptLanguage));
    }
    return this.#languages;
  }
}

export function conditionsMet(conditions: RedirectConditions, facts: RequestFacts): boolean {
  if (conditions.countries || conditions.roles) return false;
  if (conditions.cookies && !conditions.cookies.some((name) => facts.cookies.has(name))) return false;
  if (conditions.languages) {
    const wanted = conditions.languages;
    if (!facts.languages.some((language) => wanted.includes(language))) return false;
  }
  return true;
}

/** `a=1; b=x%20y` -> Map { a => '1', b => 'x y' }; the first occurrence of a name wins, as in browsers' order. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!name || cookies.has(name)) continue;
    let value = eq === -1 ? '' : pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a stray `%` must not make the whole header unreadable
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** Language ranges of Accept-Language with a non-zero weight, lower-cased, in the header's order. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const languages: string[] = [];
  for (const part of header.split(',')) {
    const [range, ...params] = part.split(';');
    const tag = range?.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    languages.push(tag);
  }
  return languages;
}

/** Each tag and its primary subtag (`en-us` -> `en-us`, `en`), so a rule may list either form. */
function languageForms(tags: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase().replaceAll('_', '-');
    if (!lower) continue;
    forms.add(lower);
    forms.add(lower.split('-', 1)[0]!);
  }
  return [...forms];
}
