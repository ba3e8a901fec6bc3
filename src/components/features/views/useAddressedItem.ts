import { useEffect, useState } from 'react';
import { withViews } from '#domain/content/views.ts';
import { detailIdFromPath } from '#i18n/routes.ts';
import { fetchJson, fetchViewCounts } from '#stores/content-api.ts';
import { sendViewBeacon, type ViewKind } from './viewBeacon.ts';

/**
 * The item a fallback page's address names (`/notices/12` rewritten to the notices fallback page): read
 * from the API (`{api}/{id}`) after counting the read, with its current view count read beside it (the
 * content answer leaves it out), so the count shown includes this read; a count that cannot be read
 * shows as 0 rather than hiding the item. Undefined while loading, null when the address names none
 * or the API has none to show.
 */
export function useAddressedItem<Row extends { id: number; views: number }, View>(kind: ViewKind, section: string, api: string, toView: (row: Row) => View): View | null | undefined {
  const [item, setItem] = useState<View | null | undefined>(undefined);
  useEffect(() => {
    const id = detailIdFromPath(window.location.pathname, section);
    if (id === undefined) return setItem(null);
    sendViewBeacon(kind, id)
      .then(() => Promise.all([fetchJson<Omit<Row, 'views'> & { id: number }>(`${api}/${id}`), fetchViewCounts(kind, id).catch(() => ({}))]))
      .then(
        ([row, counts]) => setItem(toView(withViews([row], counts)[0] as unknown as Row)),
        () => setItem(null),
      );
    // Once per page: the address does not change under the island.
  }, []);
  return item;
}
