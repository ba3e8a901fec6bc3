import { useEffect, useState } from 'react';
import { detailIdFromPath } from '#i18n/routes.ts';
import { fetchJson } from '#stores/content.ts';
import { sendViewBeacon, type ViewKind } from './viewBeacon.ts';

/**
 * The item a fallback page's address names (`/notices/12` rewritten to the notices fallback page): read
 * from the API (`{api}/{id}`) after counting the read, so the count shown includes it. Undefined while
 * loading, null when the address names none or the API has none to show.
 */
export function useAddressedItem<Row, View>(kind: ViewKind, section: string, api: string, toView: (row: Row) => View): View | null | undefined {
  const [item, setItem] = useState<View | null | undefined>(undefined);
  useEffect(() => {
    const id = detailIdFromPath(window.location.pathname, section);
    if (id === undefined) return setItem(null);
    sendViewBeacon(kind, id)
      .then(() => fetchJson<Row>(`${api}/${id}`))
      .then(
        (row) => setItem(toView(row)),
        () => setItem(null),
      );
    // Once per page: the address does not change under the island.
  }, []);
  return item;
}
