import { pageFromHtml, siteFromPages, type Page } from '#scripts/built-site.ts';

export const SITE_URL = 'https://example.co.id';
const LANGS = [
  ['ko', 'ko-KR', '', 'ko_KR'],
  ['en', 'en', '/en', 'en_US'],
  ['id', 'id-ID', '/id', 'id_ID'],
  ['zh', 'zh-Hans', '/zh', 'zh_CN'],
  ['ja', 'ja-JP', '/ja', 'ja_JP'],
] as const;

/** A page that passes every head and outline check; options break one thing at a time. */
export function goodPage(path = '/faq', options: { head?: string; body?: string; lang?: string } = {}): Page {
  const neutral = path.replace(/^\/(en|id|zh|ja)(?=\/|$)/, '') || '/';
  const code = /^\/(en|id|zh|ja)(\/|$)/.exec(path)?.[1] ?? 'ko';
  const lang = options.lang ?? LANGS.find(([c]) => c === code)![1];
  const url = (prefix: string) => `${SITE_URL}${prefix}${neutral === '/' ? (prefix ? '/' : '/') : neutral}`;
  const alternates = LANGS.map(([, bcp47, prefix]) => `<link rel="alternate" hreflang="${bcp47}" href="${url(prefix)}">`).join('');
  const ogAlternates = LANGS.filter(([c]) => c !== code).map(([, , , og]) => `<meta property="og:locale:alternate" content="${og}">`).join('');
  return pageFromHtml(
    path,
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Title of ${path}</title>
<meta name="description" content="About ${path}"><link rel="canonical" href="${url(code === 'ko' ? '' : `/${code}`)}">${alternates}
<link rel="alternate" hreflang="x-default" href="${url('')}">
<meta property="og:title" content="t"><meta property="og:description" content="d"><meta property="og:url" content="u">
<meta property="og:image" content="i"><meta property="og:type" content="website"><meta property="og:locale" content="ko_KR">${ogAlternates}<meta property="og:site_name" content="s">
${options.head ?? ''}</head><body><main><h1>Heading</h1>${options.body ?? ''}</main></body></html>`,
  );
}

export function siteOf(pages: Page[], files: string[] = []) {
  return siteFromPages('/nowhere', pages, files);
}
