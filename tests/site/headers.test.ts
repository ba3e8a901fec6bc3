/** Security headers as the local server answers (netlify.toml for pages, code for functions). */
import { describe, expect, it } from 'vitest';
import { expectNone } from '../quality/expect-none.ts';
import { checkSecurityHeaders } from '../quality/headers.ts';

// Not BASE_URL: Vitest sets that to Vite's base path ('/').
const baseUrl = process.env.SITE_BASE_URL;
if (!baseUrl) throw new Error('SITE_BASE_URL must name the running site (npm test sets it).');

const head = async (path: string) => (await fetch(new URL(path, baseUrl), { redirect: 'manual' })).headers;

describe('security headers', () => {
  it('on pages in every locale, on 404s and on assets', async () => {
    const problems: string[] = [];
    for (const path of ['/', '/en/services', '/ja/faq', '/no-such-page', '/en/no-such-page', '/favicon.svg', '/sitemap.xml']) {
      problems.push(...checkSecurityHeaders(path, await head(path)));
    }
    expectNone(problems);
  });

  it('on function responses, which netlify.toml does not reach', async () => {
    expectNone(checkSecurityHeaders('/api/faqs', await head('/api/faqs')));
  });

  it('isolates the back office in its own browsing context group, and not the public pages (a phone would start a process for each landing)', async () => {
    for (const path of ['/admin', '/admin/']) expect((await head(path)).get('cross-origin-opener-policy'), path).toBe('same-origin');
    for (const path of ['/', '/en/contact/', '/ja/notices/']) expect((await head(path)).get('cross-origin-opener-policy'), path).toBeNull();
  });

  it('caches hashed assets for good and pages never without revalidation', async () => {
    const home = await (await fetch(new URL('/', baseUrl))).text();
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(home)?.[1];
    expect(asset).toBeDefined();
    expect((await head(asset!)).get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect((await head('/')).get('cache-control')).toMatch(/max-age=0|no-cache/);
  });
});
