/**
 * A service page renamed twice in the admin answers a permanent redirect from both earlier addresses —
 * the code's slug and the first name — to the address now, through the local server (the stand-in for
 * Netlify, which reads the build's `_redirects` with Netlify's own engine), with `_redirects` made from
 * the database by the function the build runs; and the sitemap and hreflang name the address now only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminPageAddress from '#functions/admin-page-address.ts';
import { localServiceSlugs, localizePath, serviceSlugs, setServiceAddresses } from '#i18n/routes.ts';
import { languageLinks } from '#lib/language-links.ts';
import { sitemapFiles } from '#lib/sitemap.ts';
import { siteRedirectsFile } from '#pages/_service-addresses.ts';
import { createLocalServer } from '#scripts/local-server/index.ts';
import { adminRequest } from '../helpers/admin-test-helpers.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';

let db: Db;
let owner: string;
const suite = usePublishingSuite(['service_slugs']);
beforeEach(() => {
  ({ db, owner } = suite);
});
afterAll(() => {
  // The addresses are the process's: leave the code's for whatever runs next.
  setServiceAddresses({ current: localServiceSlugs, earlier: [] });
});

const rename = (slug: string) =>
  adminRequest(adminPageAddress, 'PUT', '/api/admin/pages/service-establishment/address?locale=en', { cookie: owner, params: { key: 'service-establishment' }, body: { slug } });

function write(dir: string, path: string, content: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

it('answers 301 from both earlier addresses of a service renamed twice, and the sitemap and hreflang name the address now', async () => {
  expect((await rename('setting-up-a-company')).status).toBe(200);
  expect((await rename('company-formation')).status).toBe(200);

  const site = mkdtempSync(join(tmpdir(), 'service-addresses-'));
  const functions = mkdtempSync(join(tmpdir(), 'service-addresses-functions-'));
  const server = await createLocalServer({ siteDir: site, functionsDir: functions, netlifyTomlPath: join(site, 'netlify.toml'), port: 0, log: () => {} });
  try {
    write(site, 'netlify.toml', '');
    write(site, '_redirects', await siteRedirectsFile(db));
    write(site, 'en/services/company-formation/index.html', '<h1>Company formation</h1>');
    write(site, 'en/404/index.html', '<h1>Not found</h1>');
    // A page left at an earlier address by an older build must not shadow the redirect.
    write(site, 'en/services/company-establishment/index.html', '<h1>Stale copy</h1>');
    server.setSiteDir(site);
    const base = await server.listen();

    const now = '/en/services/company-formation';
    const earlier = ['/en/services/company-establishment', '/en/services/setting-up-a-company', `/en/services/${encodeURIComponent(serviceSlugs.establishment)}`];
    for (const path of [...earlier, `${earlier[1]}/`]) {
      const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect({ status: answer.status, location: answer.headers.get('location') && new URL(answer.headers.get('location')!, base).pathname }, path).toEqual({ status: 301, location: now });
    }
    const page = await fetch(`${base}${now}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Company formation');
    // The other locales keep their addresses: the code's Japanese slug is a page, not a redirect.
    expect((await fetch(`${base}/ja/services/company-establishment`, { redirect: 'manual' })).status).toBe(404);
  } finally {
    await server.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(functions, { recursive: true, force: true });
  }

  // siteRedirectsFile put the stored addresses in use, as the build does before its pages render.
  const origin = new URL('https://www.example.com');
  expect(localizePath('en', `/services/${serviceSlugs.establishment}`)).toBe('/en/services/company-formation');
  const sitemap = sitemapFiles(origin, { csrPosts: [], listingPaths: [], notices: [] }).map((f) => f.xml).join('');
  expect(sitemap).toContain('https://www.example.com/en/services/company-formation');
  expect(sitemap).not.toContain('/en/services/company-establishment');
  expect(sitemap).not.toContain('/en/services/setting-up-a-company');
  expect(sitemap).toContain('https://www.example.com/ja/services/company-establishment');
  const links = languageLinks(origin, `/services/${serviceSlugs.establishment}`, 'ko');
  expect(links.alternates).toContainEqual({ hreflang: 'en', href: 'https://www.example.com/en/services/company-formation' });
});
