import { describe, expect, it } from 'vitest';
import { SizedLru } from '#functions/_shared/sized-lru.ts';
import { negotiateEncoding } from '#scripts/local-server/encoding-negotiation.ts';
import { contentTypeFor, isCompressibleType } from '#scripts/local-server/mime-types.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['x-gzip', 'gzip'],
    ['br;q=garbage, gzip', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('content types', () => {
  it.each([
    ['/a/index.html', 'text/html; charset=utf-8', true],
    ['/_astro/app.123.js', 'text/javascript; charset=utf-8', true],
    ['/x.CSS', 'text/css; charset=utf-8', true],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8', true],
    ['/logo.svg', 'image/svg+xml', true],
    ['/photo.webp', 'image/webp', false],
    ['/font.woff2', 'font/woff2', false],
    ['/doc.pdf', 'application/pdf', false],
    ['/noext', 'application/octet-stream', false],
  ])('%s', (path, type, compressible) => {
    expect(contentTypeFor(path)).toBe(type);
    expect(isCompressibleType(type)).toBe(compressible);
  });

  it('does not compress event streams', () => {
    expect(isCompressibleType('text/event-stream')).toBe(false);
  });
});

describe('SizedLru', () => {
  it('evicts least recently used entries beyond its byte budget', () => {
    const cache = new SizedLru<Buffer>(10, (body) => body.length);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.get('a');
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect([cache.count, cache.bytes]).toEqual([2, 8]);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
  });
});
