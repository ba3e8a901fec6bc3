import { $createLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical';
import { useState, type JSX } from 'react';
import { Icon, type IconName } from './icons.tsx';
import { ImagePanel } from './ImagePanel.tsx';
import type { LibraryImage, LoadLibrary } from './library.ts';
import { LinkPanel } from './LinkPanel.tsx';
import { $createVideoNode } from './nodes/VideoNode.tsx';
import type { SizePresetKey } from './sizePresets.ts';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { $clearFormatting, $insertPlaceholderTable, $setBlockType, $setTextStyle } from './toolbarActions.ts';
import { Divider, ToolbarButton, ToolbarColor, ToolbarSelect } from './ToolbarControls.tsx';
import { blockOptions, fontFamilyOptions, fontSizeOptions, HEADING_TAGS, sizePresetOptions } from './toolbarOptions.ts';
import { useToolbarState } from './useToolbarState.ts';
import { VideoPanel } from './VideoPanel.tsx';

export interface ToolbarProps {
  idPrefix: string;
  strings: EditorStrings;
  size: SizePresetKey;
  onSizeChange(size: SizePresetKey): void;
  imagePending: boolean;
  /** Uploads and inserts; resolves true when the image is in the document. */
  onImage(file: File, alt: string): Promise<boolean>;
  /** The media library the image panel also offers (absent: uploads only). */
  library?: LoadLibrary | undefined;
  /** Inserts an image chosen from the library. */
  onLibraryImage(image: LibraryImage): void;
}

type Panel = 'link' | 'image' | 'video';

const TEXT_FORMATS: readonly [TextFormatType, keyof EditorStrings, string, string?][] = [
  ['bold', 'bold', 'B', 'Ctrl+B'],
  ['italic', 'italic', 'I', 'Ctrl+I'],
  ['underline', 'underline', 'U', 'Ctrl+U'],
  ['strikethrough', 'strikethrough', 'S'],
  ['subscript', 'subscript', 'x₂'],
  ['superscript', 'superscript', 'x²'],
];
const GLYPH_CLASS: Partial<Record<TextFormatType, string>> = { bold: 'font-bold', italic: 'italic font-serif', underline: 'underline', strikethrough: 'line-through' };
const ALIGNS: readonly [ElementFormatType, 'alignLeft' | 'alignCenter' | 'alignRight' | 'alignJustify'][] = [
  ['left', 'alignLeft'], ['center', 'alignCenter'], ['right', 'alignRight'], ['justify', 'alignJustify'],
];

export function Toolbar({ idPrefix, strings, size, onSizeChange, imagePending, onImage, library, onLibraryImage }: ToolbarProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const { format, canUndo, canRedo, update } = useToolbarState(editor);
  const [panel, setPanel] = useState<Panel | null>(null);
  const panelId = `${idPrefix}-panel`;
  const buttonId = (name: Panel) => `${idPrefix}-${name}-button`;
  const heading = (HEADING_TAGS as readonly string[]).includes(format.blockType) ? format.blockType : 'paragraph';

  function closePanel(focusTrigger: boolean) {
    const open = panel;
    setPanel(null);
    if (focusTrigger && open) document.getElementById(buttonId(open))?.focus();
    else editor.focus();
  }
  const toggle = (name: Panel) => setPanel((current) => (current === name ? null : name));
  const icon = (name: IconName) => <Icon name={name} />;

  function applyLink(url: string) {
    update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection) && selection.isCollapsed() && format.link === null) {
        $insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      } else {
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
      }
    });
    closePanel(false);
  }

  return (
    <div className="border-b border-slate-300 bg-slate-50">
      <div role="toolbar" aria-label={strings.toolbar} aria-controls={idPrefix} className="flex flex-wrap items-center gap-1 px-2 py-1.5">
        <ToolbarButton label={strings.undo} shortcut="Ctrl+Z" disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>{icon('undo')}</ToolbarButton>
        <ToolbarButton label={strings.redo} shortcut="Ctrl+Shift+Z" disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>{icon('redo')}</ToolbarButton>
        <Divider />
        <ToolbarSelect id={`${idPrefix}-block`} label={strings.blockType} value={heading} options={blockOptions(strings)}
          onChange={(value) => update(() => $setBlockType(value as 'paragraph', format.blockType))} />
        <ToolbarSelect id={`${idPrefix}-font`} label={strings.fontFamily} value={format.fontFamily} options={fontFamilyOptions(strings)}
          onChange={(value) => update(() => $setTextStyle('font-family', value))} />
        <ToolbarSelect id={`${idPrefix}-size`} label={strings.fontSize} value={format.fontSize} options={fontSizeOptions(strings)}
          onChange={(value) => update(() => $setTextStyle('font-size', value))} />
        <Divider />
        {TEXT_FORMATS.map(([type, label, glyph, shortcut]) => (
          <ToolbarButton key={type} label={strings[label] as string} pressed={format[type as 'bold']} {...(shortcut ? { shortcut } : {})}
            onClick={() => update(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type))}>
            <span aria-hidden="true" className={GLYPH_CLASS[type] ?? 'text-xs'}>{glyph}</span>
          </ToolbarButton>
        ))}
        <ToolbarColor id={`${idPrefix}-color`} label={strings.textColor} value={format.color} fallback="#000000" swatchClass="border-b-4 px-0.5 leading-4"
          onChange={(value) => update(() => $setTextStyle('color', value))} />
        <ToolbarColor id={`${idPrefix}-background`} label={strings.backgroundColor} value={format.backgroundColor} fallback="#ffff00" swatchClass="border-b-4 bg-slate-200 px-0.5 leading-4"
          onChange={(value) => update(() => $setTextStyle('background-color', value))} />
        <Divider />
        <ToolbarButton label={strings.numberedList} pressed={format.blockType === 'number'}
          onClick={() => update(() => editor.dispatchCommand(format.blockType === 'number' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined))}>{icon('number')}</ToolbarButton>
        <ToolbarButton label={strings.bulletList} pressed={format.blockType === 'bullet'}
          onClick={() => update(() => editor.dispatchCommand(format.blockType === 'bullet' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined))}>{icon('bullet')}</ToolbarButton>
        <ToolbarButton label={strings.outdent} onClick={() => update(() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined))}>{icon('outdent')}</ToolbarButton>
        <ToolbarButton label={strings.indent} onClick={() => update(() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined))}>{icon('indent')}</ToolbarButton>
        <Divider />
        {ALIGNS.map(([align, label]) => (
          <ToolbarButton key={align} label={strings[label]} pressed={format.align === align}
            onClick={() => update(() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, align))}>{icon(label)}</ToolbarButton>
        ))}
        <Divider />
        <ToolbarButton id={buttonId('link')} label={strings.link} pressed={format.link !== null} controls={panelId} expanded={panel === 'link'} onClick={() => toggle('link')}>
          {icon('link')}
        </ToolbarButton>
        <ToolbarButton id={buttonId('image')} label={strings.image} controls={panelId} expanded={panel === 'image'} onClick={() => toggle('image')}>
          {icon('image')}
        </ToolbarButton>
        <ToolbarButton id={buttonId('video')} label={strings.video} controls={panelId} expanded={panel === 'video'} onClick={() => toggle('video')}>
          {icon('video')}
        </ToolbarButton>
        <ToolbarButton label={strings.quote} pressed={format.blockType === 'quote'} onClick={() => update(() => $setBlockType('quote', format.blockType))}>{icon('quote')}</ToolbarButton>
        <ToolbarButton label={strings.codeBlock} pressed={format.blockType === 'code'} onClick={() => update(() => $setBlockType('code', format.blockType))}>{icon('code')}</ToolbarButton>
        <ToolbarButton label={strings.table} onClick={() => update(() => $insertPlaceholderTable(strings.tablePlaceholder))}>{icon('table')}</ToolbarButton>
        <ToolbarButton label={strings.clearFormatting} onClick={() => update($clearFormatting)}>{icon('clear')}</ToolbarButton>
        <Divider />
        <ToolbarSelect id={`${idPrefix}-preset`} label={strings.sizePreset} value={size} options={sizePresetOptions(strings)} wide onChange={(value) => onSizeChange(value as SizePresetKey)} />
      </div>
      {panel === 'link' && <LinkPanel id={panelId} strings={strings.linkForm} initialUrl={format.link} onApply={applyLink}
        onRemove={() => { update(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)); closePanel(false); }} onClose={() => closePanel(true)} />}
      {panel === 'image' && <ImagePanel id={panelId} strings={strings.imageForm} libraryStrings={strings.library} pending={imagePending} onClose={() => closePanel(true)}
        onInsert={(file, alt) => void onImage(file, alt).then((inserted) => inserted && closePanel(false))}
        library={library} onPick={(image) => { onLibraryImage(image); closePanel(false); }} />}
      {panel === 'video' && <VideoPanel id={panelId} strings={strings.videoForm} onClose={() => closePanel(true)}
        onInsert={(embed) => { update(() => $insertNodeToNearestRoot($createVideoNode(embed, strings.video))); closePanel(false); }} />}
    </div>
  );
}
