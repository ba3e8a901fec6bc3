/**
 * Keyboard model of a horizontal tablist (WAI-ARIA APG "Tabs with automatic activation"):
 * Left/Right move to the previous/next tab and wrap, Home/End go to the first/last tab.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  const from = current >= 0 && current < count ? current : 0;
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The tab to show first: the one whose panel (or tab) the address's fragment names, so a link like
 * `#visa-panel-itas` opens that tab; otherwise the first (VOA).
 */
export function initialTabIndex(hash: string, ids: ReadonlyArray<{ tab: string; panel: string }>): number {
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  if (!target) return 0;
  const index = ids.findIndex((id) => id.panel === target || id.tab === target);
  return index === -1 ? 0 : index;
}
