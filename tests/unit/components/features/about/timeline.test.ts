import { describe, expect, it } from 'vitest';
import { edges, maxScroll, stepTarget, type TrackMetrics } from '#components/features/about/timeline.ts';

// Ten 300 px items in a 1000 px track: scrollable from 0 to 2000.
const base: TrackMetrics = {
  scrollLeft: 0,
  clientWidth: 1000,
  scrollWidth: 3000,
  itemStarts: Array.from({ length: 10 }, (_, i) => i * 300),
};
const at = (scrollLeft: number): TrackMetrics => ({ ...base, scrollLeft });

describe('maxScroll', () => {
  it('is the overflow, never negative', () => {
    expect(maxScroll(base)).toBe(2000);
    expect(maxScroll({ clientWidth: 1200, scrollWidth: 1000 })).toBe(0);
  });
});

describe('edges', () => {
  it('knows the start, the middle and the end', () => {
    expect(edges(at(0))).toEqual({ atStart: true, atEnd: false });
    expect(edges(at(900))).toEqual({ atStart: false, atEnd: false });
    expect(edges(at(2000))).toEqual({ atStart: false, atEnd: true });
  });
  it('tolerates sub-pixel positions', () => {
    expect(edges(at(1.5)).atStart).toBe(true);
    expect(edges(at(1998.6)).atEnd).toBe(true);
  });
  it('is at both ends when nothing overflows', () => {
    expect(edges({ ...base, clientWidth: 3200 })).toEqual({ atStart: true, atEnd: true });
  });
});

describe('stepTarget', () => {
  it('moves forward by one item', () => {
    expect(stepTarget(at(0), 1)).toBe(300);
    expect(stepTarget(at(300), 1)).toBe(600);
  });
  it('aligns to the next item from between two items', () => {
    expect(stepTarget(at(450), 1)).toBe(600);
    expect(stepTarget(at(450), -1)).toBe(300);
  });
  it('moves back by one item', () => {
    expect(stepTarget(at(600), -1)).toBe(300);
    expect(stepTarget(at(300), -1)).toBe(0);
  });
  it('ignores sub-pixel misalignment', () => {
    expect(stepTarget(at(299.4), 1)).toBe(600);
    expect(stepTarget(at(300.6), -1)).toBe(0);
  });
  it('clamps to the scrollable range at both ends', () => {
    expect(stepTarget(at(1800), 1)).toBe(2000);
    expect(stepTarget(at(2000), 1)).toBe(2000);
    expect(stepTarget(at(0), -1)).toBe(0);
  });
});
