import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { $exportHtml } from './htmlIo.ts';

/**
 * Calls onChange with the document's clean HTML after every change to its content (not on mere
 * selection moves), and only when the HTML differs from what was loaded or last reported — so
 * opening a dialog never marks it as edited. Synchronous on purpose: a save clicked right after
 * typing must see the last keystroke.
 */
export function HtmlChangePlugin({ onChange }: { onChange(html: string): void }): null {
  const [editor] = useLexicalComposerContext();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let last = editor.read(() => $exportHtml(editor, document));
    return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const html = editor.read(() => $exportHtml(editor, document));
      if (html !== last) {
        last = html;
        onChangeRef.current(html);
      }
    });
  }, [editor]);

  return null;
}
