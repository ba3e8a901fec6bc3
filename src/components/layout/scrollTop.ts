/** The move-to-top button is hidden at 300 px of scroll or less, visible above. */
export const SCROLL_TOP_THRESHOLD = 300;

export function isScrollTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}

/** Smooth unless the visitor asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'instant' : 'smooth';
}

/** The query string changed (not the path, not the hash): `?a=1` and `?a=1` are the same; '' and '?' too. */
export function queryChanged(previous: string, next: string): boolean {
  const norm = (s: string) => (s === '?' ? '' : s);
  return norm(previous) !== norm(next);
}
