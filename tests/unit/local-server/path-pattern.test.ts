import { describe, expect, it } from 'vitest';
import { compilePathPattern } from '../../../scripts/local-server/path-pattern.ts';

/** The fast matcher must agree with URLPattern, whose syntax Netlify documents for `config.path`. */
function viaUrlPattern(pattern: string, path: string): Record<string, string> | undefined {
  const result = new URLPattern({ pathname: pattern }).exec({ pathname: path });
  if (!result) return undefined;
  return Object.fromEntries(Object.entries(result.pathname.groups).filter((e): e is [string, string] => e[1] !== undefined));
}

const patterns = ['/api/faqs', '/api/csr-posts/:id', '/api/*', '/api/:kind/:id', '/files/*.json', '/a/*/b/*', '/api/:id?', '/api/(\\d+)'];
const paths = [
  '/api/faqs', '/api/faqs/', '/api/csr-posts/12', '/api/csr-posts/', '/api/csr-posts/1/2', '/api', '/api/',
  '/api/x/y', '/files/a/b.json', '/files/.json', '/a/1/b/2/3', '/api/123', '/API/faqs', '/api/%EC%A2%85',
];

describe('compilePathPattern', () => {
  for (const pattern of patterns) {
    it(`agrees with URLPattern for ${pattern}`, () => {
      const matcher = compilePathPattern(pattern);
      for (const path of paths) {
        const expected = viaUrlPattern(pattern, path);
        expect(expected === undefined || path.startsWith(matcher.prefix), `${pattern} prefix on ${path}`).toBe(true);
        expect(matcher.match(path), `${pattern} on ${path}`).toEqual(expected);
      }
    });
  }

  it('ranks literal, then placeholder, then wildcard patterns', () => {
    expect(compilePathPattern('/api/faqs').rank).toBe(2);
    expect(compilePathPattern('/api/posts/:id').rank).toBe(1);
    expect(compilePathPattern('/api/*').rank).toBe(0);
    expect(compilePathPattern('/api/*').prefix).toBe('/api/');
  });
});
