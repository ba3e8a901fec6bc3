import { fill } from '#data/admin/ko.ts';
import type { ContentStrings } from '#data/admin/content-ko.ts';
import { formatDateTime } from '../format.ts';
import { buttonClass } from '../ui.ts';
import type { Editor } from './forms.ts';

export interface ConflictState {
  updatedBy: Editor;
  updatedAt: string;
  /** Load the newer version into the dialog (giving up what was typed, by choice). */
  reload: () => void;
  /** Save what was typed over the newer version, deliberately. */
  overwrite: () => Promise<unknown>;
}

interface Props {
  conflict: ConflictState;
  saving: boolean;
  strings: ContentStrings['common']['conflict'];
}

/** Inside the edit dialog: the item changed since it was opened (who, when); the editor chooses. */
export default function ConflictNotice({ conflict, saving, strings }: Props) {
  const text = fill(strings.text, { who: conflict.updatedBy?.username ?? strings.someone, when: formatDateTime(conflict.updatedAt) });
  return (
    <div className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900">
      <p className="font-semibold">{strings.title}</p>
      <p className="mt-1">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={conflict.reload} disabled={saving}>{strings.reload}</button>
        <button type="button" className={buttonClass('primary')} onClick={() => void conflict.overwrite()} disabled={saving}>{strings.overwrite}</button>
      </div>
    </div>
  );
}
