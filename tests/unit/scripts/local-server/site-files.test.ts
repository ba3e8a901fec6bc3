import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SizedLru } from '#functions/_shared/sized-lru.ts';
import { SiteFiles } from '#scripts/local-server/site-files.ts';

let root: string;
let files: SiteFiles;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-files-'));
  mkdirSync(join(root, 'services/종합-컨설팅'), { recursive: true });
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'both'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'services/종합-컨설팅/index.html'), '<h1>컨설팅</h1>'.repeat(200));
  writeFileSync(join(root, 'about/index.html'), 'about');
  writeFileSync(join(root, 'page.html'), 'page');
  writeFileSync(join(root, 'both.html'), 'file wins');
  writeFileSync(join(root, 'both/index.html'), 'directory index');
  files = new SiteFiles(root, new SizedLru<Buffer>(1024 * 1024, (body) => body.length));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('SiteFiles.find', () => {
  it('serves directory indexes with and without a trailing slash', () => {
    expect(files.find('/')?.absPath).toBe(join(root, 'index.html'));
    expect(files.find('/about')?.absPath).toBe(join(root, 'about/index.html'));
    expect(files.find('/about/')?.absPath).toBe(join(root, 'about/index.html'));
  });

  it('serves Korean directory names', () => {
    expect(files.find('/services/종합-컨설팅')?.contentType).toBe('text/html; charset=utf-8');
  });

  it('serves `/x.html` and `/x` for x.html, and prefers a file over a directory index', () => {
    expect(files.find('/page.html')?.absPath).toBe(join(root, 'page.html'));
    expect(files.find('/page')?.absPath).toBe(join(root, 'page.html'));
    expect(files.find('/both')?.absPath).toBe(join(root, 'both.html'));
  });

  it('does not treat a directory as a file', () => {
    expect(files.find('/services')).toBeUndefined();
    expect(files.find('/missing')).toBeUndefined();
  });
});

describe('SiteFiles bodies', () => {
  it('gives a stable strong ETag and cached compressed variants that decompress to the file', async () => {
    const file = files.find('/services/종합-컨설팅/')!;
    const etag = await files.etag(file);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const identity = await files.body(file);
    const br = await files.encoded(file, 'br');
    expect(br.length).toBeLessThan(identity!.length);
    expect(brotliDecompressSync(br).equals(identity!)).toBe(true);
    expect(gunzipSync(await files.encoded(file, 'gzip')).equals(identity!)).toBe(true);
    expect(await files.encoded(file, 'br')).toBe(br); // same buffer: served from the cache
  });
});
