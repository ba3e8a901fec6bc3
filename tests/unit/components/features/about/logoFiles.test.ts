import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadName, logoFiles, pngDimensions } from '#components/features/about/logoFiles.ts';

const publicFile = (href: string) => join(process.cwd(), 'public', href);

describe('logo files', () => {
  it('exist in public/downloads and are not empty', () => {
    for (const file of logoFiles) expect(statSync(publicFile(file.href)).size, file.href).toBeGreaterThan(0);
  });
  it('the SVG is a vector file', () => {
    expect(readFileSync(publicFile(logoFiles[0].href), 'utf8')).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
  it('the PNG is 1200 px wide with the logo\'s aspect ratio (360 x 64)', () => {
    const size = pngDimensions(readFileSync(publicFile(logoFiles[1].href)));
    expect(size?.width).toBe(1200);
    expect(size?.height).toBe(Math.round((1200 * 64) / 360));
  });
});

describe('pngDimensions', () => {
  it('rejects bytes that are not a PNG', () => {
    expect(pngDimensions(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(pngDimensions(new Uint8Array(10))).toBeUndefined();
  });
});

describe('downloadName', () => {
  it('is the last path segment', () => {
    expect(downloadName('/downloads/nusantara-bridge-logo.svg')).toBe('nusantara-bridge-logo.svg');
  });
});
