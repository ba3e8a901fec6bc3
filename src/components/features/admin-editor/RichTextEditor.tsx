import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { $getRoot, $getSelection, $insertNodes, $isRangeSelection } from 'lexical';
import { useState, type JSX } from 'react';
import { EDITOR_HTML_CONFIG, EDITOR_NODES, EDITOR_THEME } from './editorConfig.ts';
import { HtmlChangePlugin } from './HtmlChangePlugin.tsx';
import { $loadHtml } from './htmlIo.ts';
import { safeLinkUrl } from './linkUrl.ts';
import { $createImageNode } from './nodes/ImageNode.tsx';
import { sizeStyle, type SizePresetKey } from './sizePresets.ts';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { Toolbar } from './Toolbar.tsx';
import type { LibraryImage, LoadLibrary } from './library.ts';


export interface RichTextEditorProps {
  /** id of the editable element, so an outside <label htmlFor> works */
  id: string;
  /** accessible name of the editable region */
  label: string;
  /** initial HTML; re-read only when `resetKey` changes */
  value: string;
  /** change it to load another document (new/edit dialog) */
  resetKey?: string | number;
  /** called with the editor's HTML after each change */
  onChange(html: string): void;
  /** Uploads the file; `alt` is the text typed with it (the caller may keep it with the upload). */
  uploadImage(file: File, alt: string): Promise<{ url: string; width: number; height: number }>;
  /** The media library the image button also offers (images with their alt text in this text's locale). */
  library?: LoadLibrary | undefined;
  strings: EditorStrings;
}

const isLinkAllowed = (url: string) => safeLinkUrl(url) !== '';

/**
 * The admin's rich-text editor (Lexical). Loads `value` as HTML, reports clean HTML (see README)
 * through onChange. A new `resetKey` mounts a fresh editor: new document, empty undo history.
 */
export default function RichTextEditor(props: RichTextEditorProps): JSX.Element {
  const { value, resetKey, id } = props;
  const initialConfig: InitialConfigType = {
    namespace: `admin-editor-${id}`,
    nodes: [...EDITOR_NODES],
    theme: EDITOR_THEME,
    html: EDITOR_HTML_CONFIG,
    onError: (error) => console.error(error),
    editorState: (editor) => $loadHtml(editor, new DOMParser().parseFromString(value, 'text/html')),
  };
  return (
    <LexicalComposer key={String(resetKey ?? '')} initialConfig={initialConfig}>
      <EditorFrame {...props} />
    </LexicalComposer>
  );
}

function EditorFrame({ id, label, onChange, uploadImage, library, strings }: RichTextEditorProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [size, setSize] = useState<SizePresetKey>('default');
  const [pending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const frame = sizeStyle(size);

  async function insertImage(file: File, alt: string): Promise<boolean> {
    setPending(true);
    setUploadError(null);
    try {
      const uploaded = await uploadImage(file, alt);
      placeImage({ url: uploaded.url, alt, width: uploaded.width, height: uploaded.height });
      return true;
    } catch {
      setUploadError(strings.imageForm.failed);
      return false;
    } finally {
      setPending(false);
    }
  }

  /** At the selection, else at the end: an upload, or a library image with its alt text in this text's locale. */
  function placeImage(image: Pick<LibraryImage, 'url' | 'alt' | 'width' | 'height'>) {
    editor.update(() => {
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      $insertNodes([$createImageNode({ src: image.url, alt: image.alt, width: image.width, height: image.height })]);
    });
  }

  return (
    <div className="w-full rounded-md border border-slate-500 bg-white">
      <Toolbar idPrefix={id} strings={strings} size={size} onSizeChange={setSize} imagePending={pending} onImage={insertImage} library={library} onLibraryImage={placeImage} />
      {uploadError && <p role="alert" className="border-b border-accent-100 bg-accent-50 px-3 py-2 text-sm font-medium text-accent-700">{uploadError}</p>}
      {/* The wider presets (120 %, 150 %) widen the writing area, which then scrolls sideways
          inside the dialog instead of stretching it; the toolbar stays in view. */}
      <div className="relative overflow-auto" style={{ height: frame.height }}>
        <div className="min-h-full" style={{ width: frame.width, minWidth: frame.minWidth }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                ariaLabel={label}
                ariaMultiline
                ariaDescribedBy={`${id}-hint`}
                className="min-h-full px-4 py-2 text-base leading-relaxed text-slate-900 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="sr-only">{strings.tabHint}</p>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isLinkAllowed} />
      {/* Tab leaves the editor, also inside a table (Lexical's default would move between cells). */}
      <TablePlugin hasTabHandler={false} hasCellMerge={false} hasCellBackgroundColor={false} />
      <HtmlChangePlugin onChange={onChange} />
    </div>
  );
}

