/**
 * The redirect and header rules of a build, read and matched by Netlify's own engines rather than by
 * code of ours: @netlify/redirects (what Netlify Dev runs: @netlify/redirect-parser and Netlify's
 * matcher compiled to WebAssembly) over netlify.toml and the build's `_redirects`, and @netlify/headers
 * (with @netlify/headers-parser) over netlify.toml and the build's `_headers`.
 */
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import type { Logger } from './types.ts';

export type RedirectMatch = NonNullable<Awaited<ReturnType<RedirectsHandler['match']>>>;

/** What a request offers the redirect conditions (Language, Cookie): nothing else is read. */
export interface RedirectFacts {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * Answers are kept, because asking the engines is slow next to serving a file (building a Request,
 * the WebAssembly matcher; the header parser even reads its files on every call): redirects per
 * exact input (path, query, Cookie and Accept-Language: all the matcher is given), headers per path.
 * Each cache starts over when it grows past this (a site has a bounded set of paths).
 */
const CACHE_LIMIT = 10_000;

function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}

export class NetlifyRules {
  readonly #redirects: RedirectsHandler;
  readonly #headers: HeadersHandler;
  readonly #redirectCache = new Map<string, Promise<RedirectMatch | undefined>>();
  readonly #headerCache = new Map<string, Promise<Record<string, string>>>();

  constructor({ siteDir, netlifyTomlPath, log }: { siteDir: string; netlifyTomlPath: string; log: Logger }) {
    this.#redirects = new RedirectsHandler({
      configPath: netlifyTomlPath,
      configRedirects: [],
      projectDir: siteDir,
      publicDir: siteDir,
      // Role-based rules need Netlify Identity's JWT secret; this site has none, so they never match.
      jwtRoleClaim: 'app_metadata.authorization.roles',
      jwtSecret: '',
    });
    const line = (message?: string) => log(`headers: ${message ?? ''}`);
    this.#headers = new HeadersHandler({
      configPath: netlifyTomlPath,
      projectDir: siteDir,
      logger: { log: line, warn: line, error: line },
    });
  }

  /** The first redirect rule matching `pathAndQuery` (percent-encoded, as requested), if any. */
  matchRedirect(origin: string, pathAndQuery: string, facts: RedirectFacts): Promise<RedirectMatch | undefined> {
    const key = `${pathAndQuery}\n${facts.cookie ?? ''}\n${facts.acceptLanguage ?? ''}`;
    return remember(this.#redirectCache, key, () => {
      const headers: [string, string][] = [];
      if (facts.cookie !== undefined) headers.push(['cookie', facts.cookie]);
      if (facts.acceptLanguage !== undefined) headers.push(['accept-language', facts.acceptLanguage]);
      return this.#redirects.match(new Request(`${origin}${pathAndQuery}`, { headers }));
    });
  }

  /** The `[[headers]]` / `_headers` values for a path (percent-encoded, as requested). */
  headersFor(origin: string, rawPath: string): Promise<Record<string, string>> {
    return remember(this.#headerCache, rawPath, () => this.#headers.apply(new Request(`${origin}${rawPath}`)));
  }
}
