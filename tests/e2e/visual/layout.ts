/**
 * The layout of a page's first screen as boxes: its landmarks and headings, in document order. A
 * browser update moves pixels (anti-aliasing, hinting) but not these boxes by more than a few pixels;
 * a broken style moves, hides or resizes them. The visual tests compare these when the Chromium that
 * runs them is not the one the pixel baselines were taken with.
 */
import type { Page } from '../fixtures.ts';

export interface LayoutBox {
  /** The element's tag and, for headings and landmarks with one, its accessible text (shortened). */
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const SELECTOR = 'header, nav, main, footer, aside, section, form, h1, h2, h3';

/** The boxes of the landmarks and headings that show on the first screen, cut at its edges (whole pixels). */
export function layoutOf(page: Page): Promise<LayoutBox[]> {
  return page.evaluate((selector) => {
    const boxes: LayoutBox[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      const text = /^H\d$/.test(el.tagName) ? ` ${(el.textContent ?? '').trim().slice(0, 30)}` : el.id ? `#${el.id}` : '';
      // Clipped to the first screen: what lies below it is not compared (nor in the pictures).
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, window.innerHeight);
      boxes.push({ name: `${el.tagName.toLowerCase()}${text}`, x: Math.round(r.x), y: Math.round(top), width: Math.round(r.width), height: Math.round(bottom - top) });
    }
    return boxes;
  }, SELECTOR);
}

/** How far a box may move or grow before it counts as a change of layout, in CSS pixels. */
export const LAYOUT_TOLERANCE = 12;

/** The differences between two layouts: boxes gone, added, moved or resized beyond the tolerance. */
export function compareLayout(baseline: readonly LayoutBox[], current: readonly LayoutBox[], tolerance = LAYOUT_TOLERANCE): string[] {
  const problems: string[] = [];
  const names = (boxes: readonly LayoutBox[]) => boxes.map((b) => b.name).join(' | ');
  if (names(baseline) !== names(current)) return [`the first screen's landmarks and headings differ:\n  was: ${names(baseline)}\n  now: ${names(current)}`];
  baseline.forEach((was, i) => {
    const now = current[i]!;
    const moved = (['x', 'y', 'width', 'height'] as const).filter((k) => Math.abs(was[k] - now[k]) > tolerance);
    if (moved.length) problems.push(`${was.name}: ${moved.map((k) => `${k} ${was[k]} -> ${now[k]}`).join(', ')}`);
  });
  return problems;
}
