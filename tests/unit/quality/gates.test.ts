/** Each gate finds the defect it exists for: one deliberately broken page per gate. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dynamicImportsOf, staticImportsOf, weighPage } from '#scripts/page-weight.ts';
import { checkBudgets, checkFonts, checkImages } from '../../quality/budgets.ts';
import { crawl } from '../../quality/crawl.ts';
import { checkMetaCsp, checkPolicyFirst, checkSecurityHeaders } from '../../quality/headers.ts';
import { checkHreflangReciprocity, checkPage, checkUniqueness } from '../../quality/page-checks.ts';
import { pageFromHtml } from '#scripts/built-site.ts';
import { checkStructuredData } from '../../quality/structured-data.ts';
import { checkValidity } from '../../quality/validity.ts';
import { checkItemSeo, isItemPage } from '../../quality/item-seo.ts';
import { goodPage, SITE_URL, siteOf } from './fixtures.ts';

describe('page checks', () => {
  it('pass a complete page', () => {
    expect(checkPage(goodPage('/faq'), SITE_URL)).toEqual([]);
    expect(checkPage(goodPage('/en/faq'), SITE_URL)).toEqual([]);
  });

  it('catch a wrong lang, a second h1, a duplicate id and a missing description', () => {
    expect(checkPage(goodPage('/en/faq', { lang: 'ko-KR' }), SITE_URL).join()).toMatch(/lang="ko-KR"/);
    expect(checkPage(goodPage('/faq', { body: '<h1>again</h1>' }), SITE_URL).join()).toMatch(/2 <h1>/);
    expect(checkPage(goodPage('/faq', { body: '<p id="x"></p><p id="x"></p>' }), SITE_URL).join()).toMatch(/duplicate id "x"/);
    const bare = pageFromHtml('/faq', '<html lang="ko-KR"><head><title>t</title></head><body><h1>h</h1></body></html>');
    const problems = checkPage(bare, SITE_URL).join('\n');
    expect(problems).toMatch(/no meta description/);
    expect(problems).toMatch(/canonical missing/);
    expect(problems).toMatch(/hreflang x-default missing/);
    expect(problems).toMatch(/no og:title/);
  });

  it('accept a notice shown in Korean in an untranslated locale only with the Korean canonical and no alternates', () => {
    const untranslated = (path: string, alternates: string) =>
      pageFromHtml(
        path,
        goodPage(path)
          .html.replace(/<link rel="canonical"[^>]*>[\s\S]*hreflang="x-default"[^>]*>/, `<link rel="canonical" href="${SITE_URL}${path.replace(/^\/[a-z]{2}\//, '/')}">${alternates}`)
          .replace(/<meta property="og:locale:alternate"[^>]*>/g, ''),
      );
    expect(checkPage(untranslated('/id/notices/12', ''), SITE_URL)).toEqual([]);
    // Nor other languages for its link preview.
    const previewed = pageFromHtml('/id/notices/12', untranslated('/id/notices/12', '').html.replace('<meta property="og:site_name"', '<meta property="og:locale:alternate" content="en_US"><meta property="og:site_name"'));
    expect(checkPage(previewed, SITE_URL).join()).toMatch(/og:locale:alternate en_US, expected none/);
    expect(checkPage(untranslated('/id/notices/12', `<link rel="alternate" hreflang="ko-KR" href="${SITE_URL}/notices/12">`), SITE_URL).join()).toMatch(/yet it names 1 alternates/);
    // Anywhere else a Korean canonical is a mistake.
    expect(checkPage(untranslated('/id/faq', ''), SITE_URL).join()).toMatch(/canonical .*\/faq, expected .*\/id\/faq/);
    // A translated notice names at least itself, Korean and x-default.
    const partial = pageFromHtml(
      '/en/notices/12',
      goodPage('/en/notices/12').html.replace(/<link rel="alternate" hreflang="(id-ID|zh-Hans|ja-JP)"[^>]*>/g, '').replace(/<meta property="og:locale:alternate" content="(id_ID|zh_CN|ja_JP)">/g, ''),
    );
    expect(checkPage(partial, SITE_URL)).toEqual([]);
    // Its link preview names Korean only, as hreflang does.
    const overPromised = pageFromHtml('/en/notices/12', partial.html.replace('<meta property="og:site_name"', '<meta property="og:locale:alternate" content="zh_CN"><meta property="og:site_name"'));
    expect(checkPage(overPromised, SITE_URL).join()).toMatch(/og:locale:alternate ko_KR zh_CN, expected ko_KR/);
    const alone = pageFromHtml('/en/notices/12', partial.html.replace(/<link rel="alternate" hreflang="ko-KR"[^>]*>/, ''));
    expect(checkPage(alone, SITE_URL).join()).toMatch(/hreflang ko-KR missing/);
  });

  it('catch two pages of one locale with the same title', () => {
    const a = goodPage('/faq');
    const b = pageFromHtml('/notices', a.html);
    expect(checkUniqueness([a, b]).join()).toMatch(/same title/);
    expect(checkUniqueness([a, goodPage('/en/faq')])).toEqual([]);
  });

  it('catch an hreflang alternate that does not point back', () => {
    const ko = goodPage('/faq');
    const en = pageFromHtml('/en/faq', goodPage('/en/faq').html.replace(`hreflang="ko-KR" href="${SITE_URL}/faq"`, `hreflang="ko-KR" href="${SITE_URL}/notices"`));
    const others = ['/id/faq', '/zh/faq', '/ja/faq', '/notices'].map((p) => goodPage(p));
    const problems = checkHreflangReciprocity(siteOf([ko, en, ...others]), [ko, en], SITE_URL).join('\n');
    expect(problems).toMatch(/\/faq: hreflang en -> \/en\/faq does not point back/);
  });
});

describe('crawl', () => {
  const home = goodPage('/', { body: '<a href="/faq">FAQ</a><a href="/faq#q1">Q1</a><img src="/logo.svg" alt="">' });
  const faq = goodPage('/faq', { body: '<p id="q1">Q</p>' });

  it('reaches linked pages and finds no problem in a sound site', () => {
    const result = crawl(siteOf([home, faq], ['/logo.svg']), ['/']);
    expect(result.problems).toEqual([]);
    expect([...result.reached]).toEqual(['/', '/faq']);
  });

  it('finds a broken link, a broken anchor, a missing asset, a foreign resource and a link out of the locale', () => {
    const broken = goodPage('/en/', {
      body: '<a href="/en/gone">x</a><a href="/faq#nope">y</a><img src="/missing.png" alt=""><script src="https://cdn.example/x.js"></script>',
    });
    const problems = crawl(siteOf([broken, home, faq], ['/logo.svg']), ['/en/']).problems.join('\n');
    expect(problems).toMatch(/broken link \/en\/gone/);
    expect(problems).toMatch(/broken anchor \/faq#nope/);
    expect(problems).toMatch(/broken asset \/missing\.png/);
    expect(problems).toMatch(/another origin/);
    expect(problems).toMatch(/leaves the page's locale \(en -> ko\)/);
  });

  it('lets the language selector link across locales', () => {
    const en = goodPage('/en/', { body: '<details data-language-selector><a href="/">한국어</a></details>' });
    expect(crawl(siteOf([en, home, faq], ['/logo.svg']), ['/en/']).problems).toEqual([]);
  });
});

describe('validity', () => {
  it('passes a valid page, and rich-text styles, and reports invalid nesting and other inline styles', async () => {
    expect(await checkValidity(goodPage('/faq'))).toEqual([]);
    expect(await checkValidity(goodPage('/faq', { body: '<p style="text-align:center"><span style="color:#c00000;font-size:18px">x</span></p>' }))).toEqual([]);
    const problems = (await checkValidity(goodPage('/faq', { body: '<p><div>block in p</div></p><span style="position:fixed">x</span>' }))).join('\n');
    expect(problems).toMatch(/no-inline-style/);
    expect(problems).toMatch(/element-permitted-content|close-order|no-implicit-close/);
  });
});

describe('structured data', () => {
  const org = '<script type="application/ld+json">{"@type":"ProfessionalService","address":{"streetAddress":"Jl."},"telephone":["+62"],"openingHoursSpecification":[{}]}</script>';

  it('requires the firm on every page, a trail on inner pages and questions on the FAQ page', () => {
    expect(checkStructuredData(goodPage('/', { head: org }), { inner: false, faq: false })).toEqual([]);
    expect(checkStructuredData(goodPage('/'), { inner: false, faq: false }).join()).toMatch(/no Organization/);
    expect(checkStructuredData(goodPage('/faq', { head: org }), { inner: true, faq: true }).join('\n')).toMatch(/no BreadcrumbList[\s\S]*no FAQPage/);
    expect(checkStructuredData(goodPage('/', { head: '<script type="application/ld+json">{oops</script>' }), { inner: false, faq: false }).join()).toMatch(/not valid JSON/);
  });

  it('requires a notice page to be a NewsArticle at its canonical address', () => {
    const article = (fields: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', headline: 'h', datePublished: '2026-01-02T00:00:00.000Z', dateModified: '2026-01-03T00:00:00.000Z', inLanguage: 'en', author: {}, publisher: {}, image: ['i'], url: `${SITE_URL}/en/notices/12`, ...fields })}</script>`;
    const check = (head: string) => checkStructuredData(goodPage('/en/notices/12', { head: org + head }), { inner: false, faq: false, article: true }).join('\n');
    expect(check(article({}))).toBe('');
    expect(check('')).toMatch(/no NewsArticle/);
    expect(check(article({ headline: '' }))).toMatch(/without headline/);
    expect(check(article({ url: `${SITE_URL}/notices/12` }))).toMatch(/is not the canonical/);
    expect(check(article({ dateModified: 'yesterday' }))).toMatch(/dateModified is not a date/);
  });
});

describe('budgets', () => {
  it('flag a public page over 45 KB on first load, over 10 KB of JavaScript, or over its CSS or HTML budget', () => {
    expect(checkBudgets('/en/faq', { total: 45 * 1024, js: 10 * 1024, css: 10_000, html: 20_000 })).toEqual([]);
    const over = checkBudgets('/en/faq', { total: 46 * 1024, js: 11 * 1024, css: 30 * 1024, html: 41 * 1024 }).join('\n');
    expect(over).toMatch(/first load 46\.0 KB > 45\.0 KB/);
    expect(over).toMatch(/JavaScript on first load 11\.0 KB/);
    expect(over).toMatch(/CSS 30\.0 KB/);
    expect(over).toMatch(/HTML 41\.0 KB/);
  });

  it('give the pages React draws (the item fallbacks, a draft preview, the admin shell) the JavaScript budget of React-drawn pages', () => {
    const reactPage = { total: 100 * 1024, js: 78 * 1024, css: 10_000, html: 10_000 };
    expect(checkBudgets('/ja/notices/post', reactPage)).toEqual([]);
    expect(checkBudgets('/about/csr/post', reactPage)).toEqual([]);
    expect(checkBudgets('/en/preview', reactPage)).toEqual([]);
    expect(checkBudgets('/about/csr/post', { ...reactPage, js: 81 * 1024 }).join()).toMatch(/JavaScript/);
    expect(checkBudgets('/notices/postal', reactPage).join()).toMatch(/first load/);
    expect(checkBudgets('/admin', reactPage)).toEqual([]);
    expect(checkBudgets('/admin', { ...reactPage, js: 81 * 1024 }).join()).toMatch(/JavaScript/);
  });

  it('tell static imports (fetched with the module) from dynamic ones (fetched when asked)', () => {
    const source = 'import{a as b}from"./chunk.js";import"./side.js";const m=()=>import("/_astro/island.js")';
    expect(staticImportsOf(source).sort()).toEqual(['./chunk.js', './side.js']);
    expect(dynamicImportsOf(source)).toEqual(['/_astro/island.js']);
  });

  it('count what loads with the page (scripts, modulepreload, eager islands, eager images) and leave client:interaction islands for later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
    mkdirSync(join(dir, '_astro'));
    const big = (n: number) => Array.from({ length: n }, (_, i) => `var v${i}=${i * 7919 % 104729};`).join('');
    const files: Record<string, string> = {
      'page.js': 'import"./shared.js";', 'shared.js': big(50), 'react.abc.js': big(3000), 'Island.js': 'import"./react.abc.js";',
      'renderer.js': 'import"./react.abc.js";', 'lazy.js': big(10), 'menu.js': 'document.body;const l=()=>import("./lazy.js")', 'pre.js': big(20),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), text);
    writeFileSync(join(dir, 'hero.avif'), Buffer.alloc(3000));
    writeFileSync(join(dir, 'below.avif'), Buffer.alloc(9000));
    const island = (client: string) => `<astro-island client="${client}" component-url="/_astro/Island.js" renderer-url="/_astro/renderer.js"></astro-island>`;
    const page = (body: string) => weighPage(dir, pageFromHtml('/x', `<!DOCTYPE html><html><head><script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/menu.js"></script></head><body>${body}<img src="/hero.avif" width="1" height="1" alt=""><img src="/below.avif" loading="lazy" width="1" height="1" alt=""></body></html>`));

    const waiting = page(island('interaction'));
    expect(waiting.scripts.sort()).toEqual(['/_astro/menu.js', '/_astro/page.js', '/_astro/shared.js']);
    expect(waiting.later.sort()).toEqual(['/_astro/Island.js', '/_astro/lazy.js', '/_astro/react.abc.js', '/_astro/renderer.js']);
    expect(waiting.images).toBe(3000);
    expect(waiting.total).toBe(waiting.html + waiting.css + waiting.images + waiting.js);
    for (const client of ['load', 'idle', 'visible', 'only']) expect(page(island(client)).scripts, client).toContain('/_astro/react.abc.js');
    const preloaded = page('<link rel="modulepreload" href="/_astro/pre.js">');
    expect(preloaded.scripts).toContain('/_astro/pre.js');
    expect(preloaded.js).toBeGreaterThan(waiting.js);
  });

  it('flag an image without size, in an old format, without alt', () => {
    expect(checkImages(goodPage('/', { body: '<img src="/a.avif" width="10" height="10" alt="">' }))).toEqual([]);
    const problems = checkImages(goodPage('/', { body: '<img src="/photo.jpg">' })).join('\n');
    expect(problems).toMatch(/without width and height/);
    expect(problems).toMatch(/not AVIF, WebP or SVG/);
    expect(problems).toMatch(/without alt/);
  });

  it('flag a web font from another origin and a stack without CJK faces', () => {
    expect(checkFonts('font-family:"Noto Sans CJK KR","PingFang SC","Hiragino Sans"')).toEqual([]);
    const problems = checkFonts('@font-face{font-family:X;src:url(https://fonts.example/x.woff2)} body{font-family:Arial}').join('\n');
    expect(problems).toMatch(/another origin/);
    expect(problems).toMatch(/Noto Sans CJK KR/);
  });

  it('flag a font named but neither shipped nor a system font (Pretendard was), not one the site ships', () => {
    const stacks = '"Noto Sans CJK KR","PingFang SC","Hiragino Sans"';
    const named = checkFonts(`:root{--font-sans:"Pretendard",${stacks},system-ui,sans-serif} :lang(ja){font-family:var(--font-sans)}`).join('\n');
    expect(named).toMatch(/"Pretendard" is named but neither shipped nor a system font/);
    expect(checkFonts(`@font-face{font-family:"Pretendard";src:url(/fonts/p.woff2)} body{font-family:"Pretendard",${stacks},sans-serif}`)).toEqual([]);
    expect(checkFonts(`body{font-family:'Noto Sans KR',${stacks}}`).join()).toMatch(/Noto Sans KR/);
    expect(checkFonts(`:root{--font-heading:"Pretendard",${stacks};--font-weight-bold:700} h1{font-family:var(--font-heading)}`).join()).toMatch(/"Pretendard"/);
    expect(checkFonts(`body{font-family:"malgun gothic",${stacks},SANS-SERIF}`)).toEqual([]);
  });
});

describe('headers', () => {
  const good = new Headers({
    'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    'strict-transport-security': 'max-age=63072000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'cache-control': 'no-store',
  });

  it('pass a complete set and catch a missing or weak one', () => {
    expect(checkSecurityHeaders('/', good, { private: true })).toEqual([]);
    const weak = new Headers(good);
    weak.delete('permissions-policy');
    weak.set('content-security-policy', "default-src 'self'");
    weak.set('strict-transport-security', 'max-age=60');
    weak.set('cache-control', 'public, max-age=60');
    const problems = checkSecurityHeaders('/api/admin/me', weak, { private: true }).join('\n');
    expect(problems).toMatch(/no permissions-policy/);
    expect(problems).toMatch(/frame-ancestors/);
    expect(problems).toMatch(/base-uri/);
    expect(problems).toMatch(/HSTS max-age below one year/);
    expect(problems).toMatch(/no-store/);
  });

  it('refuse a page CSP that allows inline scripts or lacks the directives of src/lib/content-policy.ts', () => {
    const page = "default-src 'self'; img-src 'self' https: data: blob:; connect-src 'self'; frame-src https://www.google.com https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com";
    expect(checkMetaCsp('/', `${page}; script-src 'self' 'sha256-abc'; style-src 'self'`)).toEqual([]);
    expect(checkMetaCsp('/', `${page.replace("connect-src 'self'", 'connect-src *')}; script-src 'self'`).join()).toMatch(/connect-src/);
    expect(checkMetaCsp('/', `${page.replace(' https://player.vimeo.com', '')}; script-src 'self'`).join()).toMatch(/vimeo/);
    expect(checkMetaCsp('/', `${page.replace("img-src 'self'", "img-src 'self' http:")}; script-src 'self'`).join()).toMatch(/img-src/);
    expect(checkMetaCsp('/', "script-src 'self' 'sha256-abc'").join()).toMatch(/default-src/);
    expect(checkMetaCsp('/', "script-src 'self' 'unsafe-inline'").join()).toMatch(/unsafe-inline/);
    expect(checkMetaCsp('/', undefined).join()).toMatch(/no Content-Security-Policy/);
  });

  it('refuse a page whose <meta> policy is not the first element of <head> after the charset', () => {
    const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'">`;
    const page = (head: string) => pageFromHtml('/faq', `<!DOCTYPE html><html lang="ko-KR"><head>${head}</head><body><h1>h</h1></body></html>`);
    expect(checkPolicyFirst(page(`<meta charset="utf-8">${policy}<script>1</script><title>t</title>`))).toEqual([]);
    // No <meta> policy at all is checkMetaCsp's to report.
    expect(checkPolicyFirst(page('<meta charset="utf-8"><title>t</title>'))).toEqual([]);
    expect(checkPolicyFirst(page(`<meta charset="utf-8"><script>1</script>${policy}`)).join()).toMatch(/after <script>, not right after the charset/);
    expect(checkPolicyFirst(page(`<meta charset="utf-8"><title>t</title>${policy}`)).join()).toMatch(/after <title>/);
    expect(checkPolicyFirst(page(`<meta charset="utf-8"><style>p{}</style>${policy}`)).join()).toMatch(/after <style>/);
    expect(checkPolicyFirst(page(`${policy}<meta charset="utf-8">`)).join()).toMatch(/does not start with its charset/);
    expect(checkPolicyFirst(pageFromHtml('/faq', `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${policy}</body></html>`)).join()).toMatch(/not in <head>/);
  });

  it("refuse 'wasm-unsafe-eval' on a page that runs no WebAssembly, and its absence on the search page", () => {
    const page = "default-src 'self'; img-src 'self'; connect-src 'self'; frame-src https://www.google.com https://www.youtube-nocookie.com https://player.vimeo.com";
    const wasm = `${page}; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'`;
    expect(checkMetaCsp('/search', wasm, { wasm: true })).toEqual([]);
    expect(checkMetaCsp('/faq', wasm).join()).toMatch(/wasm-unsafe-eval/);
    expect(checkMetaCsp('/search', `${page}; script-src 'self'`, { wasm: true }).join()).toMatch(/lacks the 'wasm-unsafe-eval'/);
    // 'wasm-unsafe-eval' is not 'unsafe-eval': no false alarm on the search page.
    expect(checkMetaCsp('/search', wasm, { wasm: true }).join()).not.toMatch(/'unsafe-eval'/);
  });
});

describe('item page SEO gate', () => {
  const image = `${SITE_URL}/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp`;
  const head = (options: { description?: string; og?: string; twitter?: string; image?: string; sized?: boolean | 'half'; ld?: Record<string, unknown> | null } = {}) => {
    const description = options.description ?? '비자 규정이 바뀝니다.';
    const picture = options.image ?? image;
    const ld = options.ld === null ? '' : `<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', description, image: [picture], ...options.ld })}</script>`;
    return `<meta name="description" content="${description}"><meta property="og:description" content="${options.og ?? description}"><meta name="twitter:description" content="${options.twitter ?? description}">
<meta property="og:image" content="${picture}"><meta name="twitter:image" content="${picture}"><meta name="twitter:card" content="summary_large_image">
${options.sized === 'half' ? '<meta property="og:image:width" content="1200">' : options.sized ? '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">' : ''}${ld}`;
  };
  // A head of these tags alone: goodPage's own description and og tags would come first.
  const page = (path: string, h: string) => pageFromHtml(path, `<!DOCTYPE html><html lang="ko-KR"><head><meta charset="utf-8"><title>t</title>${h}</head><body><main><h1>h</h1></main></body></html>`);

  it('applies to notice and CSR story pages in every locale, nothing else', () => {
    expect(['/notices/3', '/en/notices/3', '/about/csr/4', '/ja/about/csr/4'].every(isItemPage)).toBe(true);
    expect(['/notices', '/notices/page/2', '/about/csr', '/about/csr/post', '/faq'].some(isItemPage)).toBe(false);
  });

  it('passes a page whose description and picture agree everywhere, and the default card with its size', () => {
    expect(checkItemSeo(page('/notices/3', head()))).toEqual([]);
    expect(checkItemSeo(page('/notices/3', head({ image: `${SITE_URL}/og-default.jpg`, sized: true })))).toEqual([]);
    expect(checkItemSeo(page('/notices/3', head({ sized: true })))).toEqual([]);
  });

  it('fails an empty or disagreeing description, a relative or unsized/sized-wrong picture, a missing article', () => {
    expect(checkItemSeo(page('/notices/3', head({ description: ' ' }))).join()).toMatch(/no meta description/);
    expect(checkItemSeo(page('/notices/3', head({ og: 'other' }))).join()).toMatch(/og:description/);
    expect(checkItemSeo(page('/notices/3', head({ twitter: 'other' }))).join()).toMatch(/twitter:description/);
    expect(checkItemSeo(page('/notices/3', head({ image: '/api/uploads/a.webp' }))).join()).toMatch(/not an absolute URL/);
    expect(checkItemSeo(page('/notices/3', head({ sized: 'half' }))).join()).toMatch(/half or no valid width/);
    expect(checkItemSeo(page('/notices/3', head({ image: `${SITE_URL}/og-default.jpg` }))).join()).toMatch(/default card without/);
    expect(checkItemSeo(page('/notices/3', head({ ld: null }))).join()).toMatch(/no NewsArticle/);
    expect(checkItemSeo(page('/notices/3', head({ ld: { description: 'x' } }))).join()).toMatch(/NewsArticle description/);
    expect(checkItemSeo(page('/notices/3', head({ ld: { image: ['https://example.co.id/other.jpg'] } }))).join()).toMatch(/NewsArticle image/);
  });
});
