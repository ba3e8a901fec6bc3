import { mergeRegister } from '@lexical/utils';
import { $getSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, type BaseSelection, type LexicalEditor } from 'lexical';
import { useCallback, useEffect, useRef, useState } from 'react';
import { $actionSelection, $readSelectionFormat, EMPTY_FORMAT, type SelectionFormat } from './toolbarActions.ts';

/**
 * The toolbar's view of the editor: formats of the selection, undo/redo availability, and the last
 * selection — kept so a control reached with the keyboard (the editor no longer focused) still acts
 * on the text the admin had selected.
 */
export function useToolbarState(editor: LexicalEditor) {
  const [format, setFormat] = useState<SelectionFormat>(EMPTY_FORMAT);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(() => {
          editor.read(() => {
            const selection = $getSelection();
            if (selection) savedSelection.current = selection.clone();
            setFormat($readSelectionFormat());
          });
        }),
        editor.registerCommand(CAN_UNDO_COMMAND, (value) => (setCanUndo(value), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (value) => (setCanRedo(value), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  /** Runs an editor change on the live or saved selection. */
  const update = useCallback(
    (change: () => void) => {
      editor.update(() => {
        $actionSelection(savedSelection.current);
        change();
      });
    },
    [editor],
  );

  return { format, canUndo, canRedo, update };
}
