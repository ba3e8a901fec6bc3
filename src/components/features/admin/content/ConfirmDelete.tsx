import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { formatDateTime } from '../format.ts';
import type { ContentCrud, VersionedItem } from './useContentCrud.ts';

interface Props<Item extends VersionedItem> {
  remove: ContentCrud<Item>['remove'];
  /** The name the question quotes (a notice's title, an FAQ's question). */
  nameOf: (item: Item) => string;
  strings: ContentStrings['common'];
}

/**
 * The content tabs' delete question, wired to useContentCrud's `remove`. When the item changed since
 * the list was loaded, the question says by whom and when before it is deleted as it is now.
 */
export default function ConfirmDelete<Item extends VersionedItem>({ remove, nameOf, strings }: Props<Item>) {
  const target = remove.target;
  const title = target ? nameOf(target) : '';
  const text =
    target && remove.changed
      ? fill(strings.conflict.deleteText, { title, who: target.updatedBy?.username ?? strings.conflict.someone, when: formatDateTime(target.updatedAt) })
      : fill(strings.confirmText, { title });
  return (
    <ConfirmDialog
      open={target !== null}
      title={remove.changed ? strings.conflict.title : strings.confirmTitle}
      text={text}
      confirm={strings.delete}
      confirmBusy={strings.deleting}
      cancel={strings.cancel}
      busy={remove.busy}
      failure={remove.failure}
      onCancel={remove.cancel}
      onConfirm={() => void remove.confirm()}
    />
  );
}
