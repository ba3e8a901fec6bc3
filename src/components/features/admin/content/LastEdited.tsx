import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { formatDateTime } from '../format.ts';
import type { Editor } from './forms.ts';

/** A list row's "last edited by … at …", once someone has edited the item here. */
export default function LastEdited({ item, strings }: { item: { updatedBy: Editor; updatedAt: string }; strings: ContentStrings['common'] }) {
  if (!item.updatedBy) return null;
  return (
    <span>
      <time dateTime={item.updatedAt}>{fill(strings.lastEdited, { who: item.updatedBy.username, when: formatDateTime(item.updatedAt) })}</time>
    </span>
  );
}
