import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes } from '#i18n/locales.ts';
import { localeRedirects, redirectsFile } from '#i18n/netlify-redirects.ts';
import { DETAIL_PAGE_ROUTE, localizePath, serviceKeys, serviceSlugs, staticRoutes } from '#i18n/routes.ts';
import { NetlifyRules } from '#scripts/local-server/netlify-rules.ts';
import { headersFile } from '#lib/content-policy.ts';


interface Rule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  conditions?: { Language?: string[]; Cookie?: string[] };
}
const toml = parse(readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8')) as unknown as {
  build: { command: string; publish: string };
  functions: { directory: string };
  redirects?: Rule[];
  headers: Array<{ for: string; values: Record<string, string> }>;
};
/** The rules the build writes to `_redirects` (the registry's), then any hand-written ones of netlify.toml. */
const rules: Rule[] = [...localeRedirects(), ...(toml.redirects ?? [])] as Rule[];
const otherLocales = localeCodes.filter((l) => l !== defaultLocale);

/** Does a Netlify `from` pattern (with a trailing splat) match this path? */
const matches = (from: string, path: string) =>
  from.endsWith('/*') ? path === from.slice(0, -2) || path.startsWith(from.slice(0, -1)) : from === path;

describe('netlify.toml and the generated _redirects', () => {
  it('builds with the npm build script into dist and deploys functions/', () => {
    expect(toml.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
    expect(toml.functions.directory).toBe('functions');
  });

  it('sends a visitor with a stored language from every Korean page to the same page in it', () => {
    const languageRules = rules.filter((r) => r.conditions?.Language);
    for (const locale of otherLocales) {
      for (const path of [...staticRoutes, '/about/csr/7', '/notices/12']) {
        const rule = languageRules.find((r) => r.conditions?.Language?.includes(locale) && matches(r.from, path));
        expect(rule, `${locale} ${path}`).toBeDefined();
        expect(rule).toMatchObject({ status: 302, force: true, conditions: { Cookie: ['nf_lang'] } });
        const expected = path === '/' ? `/${locale}/` : `/${locale}${path}`;
        const target = rule!.to.replace(':splat', path.slice(rule!.from.length - 1));
        expect(target).toBe(expected);
      }
    }
  });

  it('never redirects a prefixed URL, the admin or the API by language', () => {
    for (const rule of rules.filter((r) => r.conditions?.Language)) {
      for (const path of ['/en/services', '/ja/', '/admin', '/api/faqs']) expect(matches(rule.from, path), rule.from).toBe(false);
    }
  });

  it('rewrites a CSR story or notice URL without a prebuilt page to the detail-page function (fallback page or 404), before the catch-all 404 rules', () => {
    const firstNotFound = rules.findIndex((r) => r.status === 404 && /^(\/[a-z]{2})?\/\*$/.test(r.from));
    for (const locale of localeCodes) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      for (const section of ['/about/csr', '/notices']) {
        const index = rules.findIndex((r) => r.status === 200 && matches(r.from, `${prefix}${section}/123`));
        expect(index, `${locale} ${section}`).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(firstNotFound);
        const kind = section === '/notices' ? 'notice' : 'csr';
        expect(rules[index]).toEqual({ from: `${prefix}${section}/*`, to: `${DETAIL_PAGE_ROUTE}/${kind}/${locale}/:splat`, status: 200 });
      }
    }
    for (const rule of rules.filter((r) => r.status === 200)) expect(rule.force, rule.from).toBeUndefined();
  });

  it('answers a notices list page or category that was not built with the 404 page, not the notice fallback', () => {
    for (const locale of localeCodes) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      for (const path of [`${prefix}/notices/page/99`, `${prefix}/notices/category/nope`]) {
        const rule = rules.find((r) => !r.conditions && matches(r.from, path));
        expect(rule, path).toEqual({ from: expect.stringMatching(/\/\*$/), to: locale === defaultLocale ? '/404.html' : `/${locale}/404/`, status: 404 });
      }
      expect(rules.find((r) => !r.conditions && matches(r.from, `${prefix}/notices/12`))?.status).toBe(200);
    }
  });

  it('writes _redirects that Netlify’s own parser reads back as the same rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    try {
      writeFileSync(join(dir, '_redirects'), redirectsFile());
      const parsed = await parseAllRedirects({ redirectsFiles: [join(dir, '_redirects')], configRedirects: [], minimal: true });
      expect(parsed.errors).toEqual([]);
      const expected = localeRedirects();
      const read = parsed.redirects as { from: string; to: string; status: number; force: boolean }[];
      expect(read.map((r) => [r.from, r.to, r.status, r.force])).toEqual(
        expected.map((r) => [r.from, r.to, r.status, r.force ?? false]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers every earlier address of a service page, the Korean slug under a locale's prefix, with a permanent redirect to its address now (Netlify's own matcher)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    try {
      writeFileSync(join(dir, '_redirects'), redirectsFile());
      writeFileSync(join(dir, 'netlify.toml'), '');
      const netlify = new NetlifyRules({ siteDir: dir, netlifyTomlPath: join(dir, 'netlify.toml'), log: () => {} });
      const facts = { cookie: undefined, acceptLanguage: undefined };
      for (const locale of otherLocales) {
        for (const key of serviceKeys) {
          const now = localizePath(locale, `/services/${serviceSlugs[key]}`);
          expect(now).not.toContain('%');
          for (const earlier of [`/${locale}/services/${encodeURIComponent(serviceSlugs[key])}`, `/${locale}/services/${encodeURIComponent(serviceSlugs[key])}/`]) {
            const match = await netlify.matchRedirect('http://localhost', earlier, facts);
            expect({ status: match?.statusCode, to: match && new URL(match.target).pathname }, earlier).toEqual({ status: 301, to: now });
          }
          // The address now is a page, not a redirect.
          expect(await netlify.matchRedirect('http://localhost', now, facts)).toMatchObject({ statusCode: 404 });
        }
      }
      const korean = await netlify.matchRedirect('http://localhost', `/services/${encodeURIComponent(serviceSlugs.visa)}`, facts);
      expect(korean?.statusCode).toBe(404); // only the catch-all, which a prebuilt page shadows
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers unknown paths with the 404 page of their locale', () => {
    for (const locale of otherLocales) {
      expect(rules).toContainEqual({ from: `/${locale}/*`, to: `/${locale}/404/`, status: 404 });
    }
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404 });
  });

  it('sets the security headers on every page, and the content policy header only from src/lib/content-policy.ts', async () => {
    const all = toml.headers.find((h) => h.for === '/*')?.values ?? {};
    // One source for the policy: the build writes the header to _headers, netlify.toml does not restate it.
    expect(toml.headers.some((h) => 'Content-Security-Policy' in h.values)).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dir, '_headers'), headersFile());
      const { headers, errors } = await parseAllHeaders({ headersFiles: [join(dir, '_headers')], configHeaders: [], minimal: true });
      expect(errors).toEqual([]);
      expect(headers).toEqual([{ for: '/*', values: { 'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(all[name], name).toBeTruthy();
    }
  });
});
