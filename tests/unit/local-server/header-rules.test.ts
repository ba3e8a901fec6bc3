import { describe, expect, it } from 'vitest';
import { compileForPattern, compileHeaderRule, headersForPath, normalizeHeaderValue } from '../../../scripts/local-server/header-rules.ts';

describe('compileForPattern (Netlify headers-parser semantics)', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b.css', true],
    ['/a/*', '/a', true],
    ['/a/*', '/a/b/c', true],
    ['/a/*', '/ab', true], // Netlify's own regex (`^/a/?(.*)/?$`) has this quirk; mirrored on purpose
    ['/a/*', '/b', false],
    ['/a/', '/a', true],
    ['/a', '/a/', true],
    ['/A', '/a', true], // case-insensitive
    ['/:lang/page', '/en/page', true],
    ['/:lang/page', '/en/x/page', false],
    ['/*.css', '/x/y.css', true],
    ['/a.b', '/axb', false],
    ['/services/종합-컨설팅', '/services/종합-컨설팅', true],
  ])('%s on %s -> %s', (forPath, path, expected) => {
    expect(compileForPattern(forPath).test(path)).toBe(expected);
  });
});

describe('normalizeHeaderValue', () => {
  it('trims and normalizes commas of multi-line values like Netlify', () => {
    expect(normalizeHeaderValue('\n  max-age=0,\n  no-cache,\n  no-store\n  ')).toBe('max-age=0, no-cache, no-store');
  });

  it('folds remaining newlines (a CSP written one directive per line) into spaces', () => {
    expect(normalizeHeaderValue("\ndefault-src 'self';\n  img-src 'self' data:;\n")).toBe("default-src 'self'; img-src 'self' data:;");
  });

  it('joins arrays with commas', () => {
    expect(normalizeHeaderValue([' a ', 'b'])).toBe('a, b');
  });
});

describe('headersForPath', () => {
  const rules = [
    compileHeaderRule('/*', { 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=0', 'Content-Length': '1' }),
    compileHeaderRule('/_astro/*', { 'cache-control': 'immutable' }),
    compileHeaderRule('/admin/*', { 'X-Robots-Tag': 'noindex' }),
  ];

  it('merges every matching rule and joins repeated headers with a comma', () => {
    const merged = headersForPath(rules, '/_astro/app.js');
    expect(merged.get('x-frame-options')?.value).toBe('DENY');
    expect(merged.get('cache-control')).toEqual({ name: 'Cache-Control', value: 'public, max-age=0, immutable' });
    expect(merged.has('x-robots-tag')).toBe(false);
  });

  it('drops headers the CDN owns', () => {
    expect(headersForPath(rules, '/').has('content-length')).toBe(false);
  });

  it('rejects non-string values', () => {
    expect(() => compileHeaderRule('/*', { 'X-N': 1 })).toThrow(/string/);
  });
});
