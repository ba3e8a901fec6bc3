import { fill } from '../../../../data/admin/ko.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import type { ContentCrud } from './useContentCrud.ts';

interface Props<Item extends { id: number }> {
  remove: ContentCrud<Item>['remove'];
  /** The name the question quotes (a notice's title, an FAQ's question). */
  nameOf: (item: Item) => string;
  strings: { confirmTitle: string; confirmText: string; delete: string; deleting: string; cancel: string };
}

/** The content tabs' delete question, wired to useContentCrud's `remove`. */
export default function ConfirmDelete<Item extends { id: number }>({ remove, nameOf, strings }: Props<Item>) {
  return (
    <ConfirmDialog
      open={remove.target !== null}
      title={strings.confirmTitle}
      text={fill(strings.confirmText, { title: remove.target ? nameOf(remove.target) : '' })}
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
