import { describe, expect, it } from 'vitest';
import { parseNetlifyConfig } from '../../../scripts/local-server/netlify-config.ts';
import { RequestFacts } from '../../../scripts/local-server/redirect-conditions.ts';
import {
  compileFromPattern,
  encodeLocation,
  expandTarget,
  matchRedirect,
  withForwardedQuery,
} from '../../../scripts/local-server/redirect-rules.ts';

const noFacts = () => new RequestFacts(undefined, undefined);
const rules = (toml: string) => parseNetlifyConfig(toml, () => {}).redirects;

describe('compileFromPattern', () => {
  it('matches a path with or without a trailing slash', () => {
    const pattern = compileFromPattern('/old');
    expect(pattern.test('/old')).toBe(true);
    expect(pattern.test('/old/')).toBe(true);
    expect(pattern.test('/older')).toBe(false);
    expect(compileFromPattern('/old/').test('/old')).toBe(true);
  });

  it('captures a trailing splat, including an empty one', () => {
    const pattern = compileFromPattern('/en/*');
    expect(pattern.exec('/en/a/b')?.groups?.['splat']).toBe('a/b');
    expect(pattern.test('/en')).toBe(true);
    expect(pattern.test('/en/')).toBe(true);
    expect(pattern.test('/english')).toBe(false);
  });

  it('captures placeholders one segment each', () => {
    const groups = compileFromPattern('/news/:year/:slug').exec('/news/2024/hello')?.groups;
    expect(groups).toEqual({ year: '2024', slug: 'hello' });
    expect(compileFromPattern('/news/:year/:slug').test('/news/2024/a/b')).toBe(false);
  });

  it('matches Korean paths written raw or percent-encoded', () => {
    expect(compileFromPattern('/services/종합-컨설팅').test('/services/종합-컨설팅')).toBe(true);
    expect(compileFromPattern('/services/%EC%A2%85%ED%95%A9-%EC%BB%A8%EC%84%A4%ED%8C%85').test('/services/종합-컨설팅')).toBe(true);
  });

  it('escapes regular-expression characters in literal segments', () => {
    expect(compileFromPattern('/a.b').test('/axb')).toBe(false);
    expect(compileFromPattern('/a.b').test('/a.b')).toBe(true);
  });

  it('refuses host-level rules', () => {
    expect(() => compileFromPattern('https://example.com/*')).toThrow(/host-level/);
  });
});

describe('matchRedirect', () => {
  const config = rules(`
[[redirects]]
from = "/blog/:year/*"
to = "/posts/:year/:splat"
status = 301

[[redirects]]
from = "/search"
to = "/find/:term"
status = 302
query = { q = ":term" }

[[redirects]]
from = "/"
to = "/en/"
status = 302
force = true
conditions = { Language = ["en"] }

[[redirects]]
from = "/"
to = "/id/"
status = 302
conditions = { Cookie = ["beta"] }

[[redirects]]
from = "/*"
to = "/404.html"
status = 404
`);

  it('is first match wins, in file order', () => {
    const match = matchRedirect(config, '/blog/2024/a/b', '', noFacts());
    expect(match?.rule.to).toBe('/posts/:year/:splat');
    expect(expandTarget(match!.rule.to, match!.params)).toBe('/posts/2024/a/b');
    expect(matchRedirect(config, '/anything', '', noFacts())?.rule.status).toBe(404);
  });

  it('requires query parameters and binds their placeholders', () => {
    const match = matchRedirect(config, '/search', 'q=shoes', noFacts());
    expect(expandTarget(match!.rule.to, match!.params)).toBe('/find/shoes');
    expect(matchRedirect(config, '/search', 'x=1', noFacts())?.rule.status).toBe(404);
  });

  it('applies conditions: Language from Accept-Language, overridden by nf_lang', () => {
    expect(matchRedirect(config, '/', '', new RequestFacts(undefined, 'en-US,en;q=0.9'))?.rule.to).toBe('/en/');
    expect(matchRedirect(config, '/', '', new RequestFacts(undefined, 'ko-KR, en;q=0.5'))?.rule.to).toBe('/en/');
    expect(matchRedirect(config, '/', '', new RequestFacts('nf_lang=ko', 'en-US'))?.rule.to).toBe('/404.html');
    expect(matchRedirect(config, '/', '', new RequestFacts(undefined, 'en;q=0'))?.rule.to).toBe('/404.html');
  });

  it('applies the Cookie condition by cookie presence', () => {
    expect(matchRedirect(config, '/', '', new RequestFacts('beta=1', 'ko'))?.rule.to).toBe('/id/');
    expect(matchRedirect(config, '/', '', new RequestFacts('alpha=1', 'ko'))?.rule.to).toBe('/404.html');
  });

  it('keeps force and status from the file', () => {
    const [first, , third] = config;
    expect(first).toMatchObject({ force: false, status: 301 });
    expect(third).toMatchObject({ force: true, status: 302 });
  });
});

describe('targets', () => {
  it('forwards the query string unless the target has its own', () => {
    expect(withForwardedQuery('/new', 'a=1')).toBe('/new?a=1');
    expect(withForwardedQuery('/new?b=2', 'a=1')).toBe('/new?b=2');
    expect(withForwardedQuery('/new', '')).toBe('/new');
  });

  it('leaves unknown placeholders and URL ports alone', () => {
    expect(expandTarget('https://example.com:8080/:splat/:other', { splat: 'x' })).toBe('https://example.com:8080/x/:other');
  });

  it('percent-encodes non-ASCII Location values without double-encoding', () => {
    expect(encodeLocation('/services/종합 컨설팅?a=%20')).toBe('/services/%EC%A2%85%ED%95%A9%20%EC%BB%A8%EC%84%A4%ED%8C%85?a=%20');
    expect(encodeLocation('/100%')).toBe('/100%25');
  });
});
