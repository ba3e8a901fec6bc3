/** The layout comparison the visual tests fall back on with another browser (tests/e2e/visual/layout.ts). */
import { describe, expect, it } from 'vitest';
import { compareLayout, LAYOUT_TOLERANCE, type LayoutBox } from '#tests/e2e/visual/layout.ts';

const box = (name: string, y: number, height = 40): LayoutBox => ({ name, x: 0, y, width: 1440, height });
const baseline = [box('header', 0, 72), box('main#main', 72, 828), box('h1 Notices', 160)];

describe('layout comparison', () => {
  it('lets a browser update move boxes a few pixels', () => {
    expect(compareLayout(baseline, [box('header', 0, 70), box('main#main', 70, 830), box('h1 Notices', 160 + LAYOUT_TOLERANCE)])).toEqual([]);
  });

  it('fails a box moved or resized beyond the tolerance', () => {
    expect(compareLayout(baseline, [box('header', 0, 72), box('main#main', 72, 828), box('h1 Notices', 256)])).toEqual(['h1 Notices: y 160 -> 256']);
  });

  it('fails a landmark or heading gone from the first screen, or another in its place', () => {
    expect(compareLayout(baseline, [box('main#main', 0, 900), box('h1 Notices', 88)]).join()).toMatch(/landmarks and headings differ/);
    expect(compareLayout(baseline, [...baseline, box('h2 More', 600)]).join()).toMatch(/now: header \| main#main \| h1 Notices \| h2 More/);
  });
});
