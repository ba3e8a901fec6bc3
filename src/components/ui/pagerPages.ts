/** The page links to show: the first, the last and two either side of the current one; 'gap' where some are left out. */
export function pagerPages(current: number, pages: number): Array<number | 'gap'> {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return shown.flatMap((page, i) => (i > 0 && page - shown[i - 1]! > 1 ? (['gap', page] as const) : [page]));
}
