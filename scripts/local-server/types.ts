/** Shapes shared by the local server's modules (kept apart so that no module imports a sibling just for a type). */

export type Logger = (line: string) => void;

/** Conditions of a `[[redirects]]` rule, normalized (keys lower-cased, languages lower-cased). */
export interface RedirectConditions {
  languages?: readonly string[];
  cookies?: readonly string[];
  countries?: readonly string[];
  roles?: readonly string[];
}

/** One `[[redirects]]` rule from netlify.toml, compiled once at load time. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Query parameters the request must carry; a value starting with `:` binds a placeholder. */
  query: Readonly<Record<string, string>>;
  conditions: RedirectConditions;
  /** Matches the decoded request path; named groups are placeholders, `splat` is the `*`. */
  pattern: RegExp;
}

/** One `[[headers]]` rule from netlify.toml, compiled once at load time. */
export interface HeaderRule {
  for: string;
  pattern: RegExp;
  values: ReadonlyArray<readonly [name: string, value: string]>;
}

export interface NetlifyRoutingConfig {
  redirects: readonly RedirectRule[];
  headers: readonly HeaderRule[];
}

/** What a rule match yields: the rule and the placeholder values (including `splat`). */
export interface RedirectMatch {
  rule: RedirectRule;
  params: Record<string, string>;
}
