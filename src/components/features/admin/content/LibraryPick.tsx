import type { EditorStrings } from '#data/admin/editor/index.ts';
import { LibraryChoices } from '../../admin-editor/LibraryChoices.tsx';
import { useLibraryChoice } from '../../admin-editor/library.ts';
import { buttonClass } from '../ui.ts';
import { libraryFor } from './mediaLibrary.ts';

interface Props {
  id: string;
  /** The field it fills, named on its buttons (a dialog can hold two pictures). */
  label: string;
  strings: EditorStrings['library'];
  onPick: (url: string) => void;
  onClose: () => void;
}

/** A picture field's choice from the media library, under the field: refused without Korean alt text. */
export default function LibraryPick({ id, label, strings, onPick, onClose }: Props) {
  const choice = useLibraryChoice(libraryFor('ko'), strings);
  const pick = () => {
    const image = choice.confirm();
    if (image) onPick(image.url);
  };
  return (
    <div role="group" aria-label={`${strings.fromLibrary} (${label})`} className="mt-2 space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <LibraryChoices id={id} strings={strings} choice={choice} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary')} onClick={pick}>{strings.pick}</button>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>{strings.cancel}</button>
      </div>
    </div>
  );
}
