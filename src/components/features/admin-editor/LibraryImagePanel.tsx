import type { JSX, ReactNode } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { useLibraryChoice, type LibraryImage, type LoadLibrary } from './library.ts';
import { LibraryChoices } from './LibraryChoices.tsx';
import { primaryButtonClass, secondaryButtonClass, ToolbarPanel } from './ToolbarPanel.tsx';

interface Props {
  id: string;
  title: string;
  strings: EditorStrings['library'];
  load: LoadLibrary;
  /** The upload/library switch, first in the panel. */
  source: ReactNode;
  onPick(image: LibraryImage): void;
  onClose(): void;
}

/** The image panel choosing from the media library: refused without Korean alt text (LibraryChoices says why). */
export function LibraryImagePanel({ id, title, strings, load, source, onPick, onClose }: Props): JSX.Element {
  const choice = useLibraryChoice(load, strings);
  const pick = () => {
    const image = choice.confirm();
    if (image) onPick(image);
  };
  return (
    <ToolbarPanel
      id={id}
      title={title}
      onSubmit={pick}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={primaryButtonClass} onClick={pick}>{strings.pick}</button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>{strings.cancel}</button>
        </>
      }
    >
      {source}
      <LibraryChoices id={`${id}-library`} strings={strings} choice={choice} />
    </ToolbarPanel>
  );
}
