import { describe, expect, it } from 'vitest';
import { isScrollTopVisible, queryChanged, scrollBehavior, SCROLL_TOP_THRESHOLD } from '#components/layout/scrollTop.ts';

describe('scroll to top', () => {
  it('is hidden at 300 px or less and visible above', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(300);
    expect(isScrollTopVisible(0)).toBe(false);
    expect(isScrollTopVisible(300)).toBe(false);
    expect(isScrollTopVisible(300.5)).toBe(true);
    expect(isScrollTopVisible(1200)).toBe(true);
  });
  it('respects reduced motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('instant');
  });
  it('notices query string changes only', () => {
    expect(queryChanged('', '?category=visa')).toBe(true);
    expect(queryChanged('?category=visa', '?category=hr')).toBe(true);
    expect(queryChanged('?category=visa', '')).toBe(true);
    expect(queryChanged('?a=1', '?a=1')).toBe(false);
    expect(queryChanged('', '?')).toBe(false);
  });
});
