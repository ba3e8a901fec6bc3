import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '#scripts/local-server/request-target.ts';

describe('parseRequestTarget', () => {
  it('decodes percent-encoded Korean segments and keeps the raw form for URLPattern', () => {
    const result = parseRequestTarget('/services/%EC%A2%85%ED%95%A9-%EC%BB%A8%EC%84%A4%ED%8C%85?x=1');
    expect(result).toEqual({
      ok: true,
      target: { rawPath: '/services/%EC%A2%85%ED%95%A9-%EC%BB%A8%EC%84%A4%ED%8C%85', path: '/services/종합-컨설팅', query: 'x=1' },
    });
  });

  it.each([
    ['/../etc/passwd'],
    ['/a/%2e%2e/b'],
    ['/a/%2E%2E'],
    ['/a/./b'],
    ['/a%00b'],
    ['/a%5c..%5cb'],
    ['/a\\b'],
    ['/%E0%A4%A'], // malformed encoding
    ['/%C0%AF'], // overlong UTF-8
    ['http://example.com/'], // absolute-form
    ['*'],
  ])('rejects %s', (url) => {
    expect(parseRequestTarget(url).ok).toBe(false);
  });

  it('accepts ordinary paths, dots inside names and empty queries', () => {
    expect(parseRequestTarget('/a..b/c.d.html?')).toMatchObject({ ok: true, target: { path: '/a..b/c.d.html', query: '' } });
  });
});
