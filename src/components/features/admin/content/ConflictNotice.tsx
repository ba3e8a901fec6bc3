import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { formatDateTime } from '../format.ts';
import { buttonClass } from '../ui.ts';

export interface ConflictState {
  /** What changed: the item itself, or its draft (saved, published or discarded by someone else). */
  about: 'item' | 'draft';
  /** Who changed it (their username; null when unknown), and when. */
  who: string | null;
  when: string;
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

/** Inside the edit dialog: the item or its draft changed since it was opened (who, when); the editor chooses. */
export default function ConflictNotice({ conflict, saving, strings }: Props) {
  const draft = conflict.about === 'draft';
  const text = fill(draft ? strings.draftText : strings.text, { who: conflict.who ?? strings.someone, when: formatDateTime(conflict.when) });
  return (
    <div className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900">
      <p className="font-semibold">{draft ? strings.draftTitle : strings.title}</p>
      <p className="mt-1">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={conflict.reload} disabled={saving}>{strings.reload}</button>
        <button type="button" className={buttonClass('primary')} onClick={() => void conflict.overwrite()} disabled={saving}>{draft ? strings.draftOverwrite : strings.overwrite}</button>
      </div>
    </div>
  );
}
