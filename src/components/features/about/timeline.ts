/**
 * Pure logic of the horizontally scrolling history timeline: where the previous/next buttons scroll
 * to, and whether either end is reached. All lengths are CSS pixels along the scroll axis.
 */
export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** Each item's start, measured from the track's scroll origin (the scrollLeft that aligns it). */
  itemStarts: readonly number[];
}

/** Sub-pixel scroll positions and rounding: anything closer than this counts as "there". */
export const TOLERANCE = 2;

export function maxScroll({ clientWidth, scrollWidth }: Pick<TrackMetrics, 'clientWidth' | 'scrollWidth'>): number {
  return Math.max(0, scrollWidth - clientWidth);
}

export function edges(metrics: TrackMetrics): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: metrics.scrollLeft <= TOLERANCE,
    atEnd: metrics.scrollLeft >= maxScroll(metrics) - TOLERANCE,
  };
}

/**
 * The scrollLeft one item further in `direction`: the next item start beyond the current position
 * (or the previous one before it), clamped to the scrollable range.
 */
export function stepTarget(metrics: TrackMetrics, direction: 1 | -1): number {
  const max = maxScroll(metrics);
  const { scrollLeft, itemStarts } = metrics;
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  if (direction === 1) {
    const next = itemStarts.find((start) => start > scrollLeft + TOLERANCE);
    return clamp(next ?? max);
  }
  const previous = [...itemStarts].reverse().find((start) => start < scrollLeft - TOLERANCE);
  return clamp(previous ?? 0);
}
