import { useEffect } from 'react';
import { linkedItem, type TabId } from '../tabs.ts';

/**
 * Opens the item a `#notices/12` link names (the media library's usages) once the tab's list has it,
 * then leaves the hash naming the tab only, so reloading or closing the dialog does not open it again.
 */
export function useLinkedItem<Item extends { id: number }>(tab: TabId, items: readonly Item[], open: (item: Item) => void): void {
  useEffect(() => {
    const openLinked = () => {
      const id = linkedItem(location.hash, tab);
      const item = id === undefined ? undefined : items.find((candidate) => candidate.id === id);
      if (!item) return;
      history.replaceState(null, '', `#${tab}`);
      open(item);
    };
    openLinked();
    addEventListener('hashchange', openLinked);
    return () => removeEventListener('hashchange', openLinked);
  }, [tab, items, open]);
}
